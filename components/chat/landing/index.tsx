import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import type { App } from '@/contract/app';
import { useChatContext } from '@/contexts/chat-context';
import { AppShelf } from './app-shelf';
import { appChatScene } from './app-scene';
import { HotQuestions } from './hot-questions';
import { SceneBar } from './scene-bar';
import '@/locales/areas/chat';

export interface ChatLandingProps {
  /** The chat input, which starts a conversation with the first question. */
  input: ReactNode;
  onAsk: (question: string) => void;
  /** Opens a chat with an app; by default the app becomes the current dialog and /chat opens in its scene. */
  onOpenApp?: (app: App) => void;
  /** What the scene needs before the first question (the spreadsheet scene's upload). */
  setup?: ReactNode;
}

/** `/chat` without a conversation: a welcome, the input, hot questions and apps to start from. */
export function ChatLanding({ input, onAsk, onOpenApp, setup }: ChatLandingProps) {
  const { t } = useTranslation('chat');
  const router = useRouter();
  const { scene, setCurrentDialogInfo } = useChatContext();

  const openApp =
    onOpenApp ??
    ((app: App) => {
      const scene = appChatScene(app);
      setCurrentDialogInfo({ chat_scene: scene, app_code: app.app_code });
      void router.push({ pathname: '/chat', query: { scene, app_code: app.app_code } });
    });

  return (
    <div
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:py-16"
      data-testid="chat-landing"
    >
      <header className="flex flex-col gap-1 text-center">
        <h1 className="m-0 text-2xl font-semibold sm:text-3xl">{t('landing.heading')}</h1>
        <p className="m-0 text-sm opacity-70">{t('landing.subheading')}</p>
      </header>
      <SceneBar scene={scene} />
      {setup}
      <div>{input}</div>
      <HotQuestions onAsk={onAsk} />
      <AppShelf onOpen={openApp} />
    </div>
  );
}
