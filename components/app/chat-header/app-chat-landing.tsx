import type { ReactNode } from 'react';

interface AppChatLandingProps {
  /** The chat input, which starts a conversation with the first question. */
  input: ReactNode;
  /** What the app's scene needs before the first question (a spreadsheet app's upload). */
  setup?: ReactNode;
}

/**
 * A chat with an app before its first question: the app's header above (its introduction and recommended
 * questions) and the input, nothing of the general landing (its scenes, suggestions and app shelf).
 */
export function AppChatLanding({ input, setup }: AppChatLandingProps) {
  return (
    <div
      className="mx-auto mt-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6"
      data-testid="app-chat-landing"
    >
      {setup}
      {input}
    </div>
  );
}
