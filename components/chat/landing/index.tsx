import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import type { App } from '@/contract/app';
import { useChatContext } from '@/contexts/chat-context';
import { AppShelf } from './app-shelf';
import { appChatScene } from './app-scene';
import { HotQuestions } from './hot-questions';
import { LANDING_COLUMN_CLASS, LandingHeader } from './landing-frame';
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
    <div className={LANDING_COLUMN_CLASS} data-testid="chat-landing">
      <LandingHeader heading={t('landing.heading')} subheading={t('landing.subheading')} />
      <SceneBar scene={scene} />
      {setup}
      <div>{input}</div>
      <HotQuestions onAsk={onAsk} />
      <AppShelf onOpen={openApp} />
    </div>
  );
}
