import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { getAppInfo } from '@/client/api/app';
import { newDialogue } from '@/client/api/chat';
import { getEmbedSession } from '@/client/api/embed';
import { setEmbedSession } from '@/client/embed-session';
import { apiInterceptors } from '@/client/envelope';
import { AppChatHeader } from '@/components/app/chat-header/app-chat-header';
import { ChatConversation } from '@/components/chat/chat-screen';
import { appChatScene } from '@/components/chat/landing/app-scene';
import { ChatInput } from '@/components/chat/input/chat-input';
import { EMBED_INPUT_TOOLS } from '@/components/chat/input/app-input-tools';
import { IconButton } from '@/components/common/icon-button';
import { PlusIcon } from '@/components/common/line-icons';
import { isChatMode } from '@/contract/constants/chat';
import i18n from '@/locales/i18n';
import { isLanguage } from '@/locales/types';
import { languageFromBrowser } from '@/utils/language';
import { embedVisitorId } from './visitor-id';
import '@/locales/areas/chat';
import '@/locales/areas/embed';

type EmbedState =
  | { kind: 'opening' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; appCode: string; scene: string };

const queryValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** `?lang=` when given, else the browser's language: the host site's visitor never chose one here. */
function useEmbedLanguage(lang: string): void {
  useEffect(() => {
    const language = isLanguage(lang) ? lang : languageFromBrowser(window.navigator.languages ?? []);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [lang]);
}

/** Reads the token, learns its app from the server, and the app's scene; a refused link says why. */
function useEmbedSession(token: string, ready: boolean): EmbedState {
  const { t } = useTranslation('embed');
  const [state, setState] = useState<EmbedState>({ kind: 'opening' });
  useEffect(() => {
    if (!ready || !token) return;
    setEmbedSession(token, embedVisitorId());
    let live = true;
    void (async () => {
      const [, session, envelope] = await apiInterceptors(getEmbedSession(), '*');
      if (!live) return;
      if (!session) {
        setState({ kind: 'refused', message: envelope?.err_msg || t('start_failed') });
        return;
      }
      const [, app] = await apiInterceptors(
        getAppInfo({ chat_scene: 'chat_agent', app_code: session.app_code }),
        '*',
      );
      if (live)
        setState({ kind: 'ready', appCode: session.app_code, scene: app ? appChatScene(app) : 'chat_agent' });
    })();
    return () => {
      live = false;
    };
  }, [token, ready, t]);
  if (ready && !token) return { kind: 'refused', message: t('no_token') };
  return state;
}

/** `/embed/?token=…[&lang=en|zh]`: one app's chat in another site's iframe (`role=user` mode). */
export default function EmbedChatPage() {
  const { t } = useTranslation('embed');
  const router = useRouter();
  useEmbedLanguage(queryValue(router.query.lang));
  const state = useEmbedSession(queryValue(router.query.token), router.isReady);
  const [conversation, setConversation] = useState<{ convUid: string; question: string } | null>(null);
  const appCode = state.kind === 'ready' ? state.appCode : '';
  const scene = state.kind === 'ready' ? state.scene : 'chat_agent';
  const chatMode = isChatMode(scene) ? scene : 'chat_agent';
  // The visitor gets no builder's controls (model, parameters, prompts, files, memory): the app decides.
  const tools = EMBED_INPUT_TOOLS;

  const start = useCallback(
    async (question: string): Promise<boolean> => {
      const [, data] = await apiInterceptors(newDialogue({ chat_mode: chatMode, app_code: appCode }));
      if (!data?.conv_uid) return false;
      setConversation({ convUid: data.conv_uid, question });
      return true;
    },
    [appCode, chatMode],
  );

  if (state.kind !== 'ready')
    return (
      <div className="flex h-dvh items-center justify-center p-6 text-center" data-testid="embed-page">
        {state.kind === 'opening' ? (
          <p role="status" className="text-sm opacity-70">
            {t('starting')}
          </p>
        ) : (
          <div role="alert" className="flex max-w-md flex-col gap-2">
            <h1 className="m-0 text-lg font-semibold">{t('link_refused')}</h1>
            <p className="m-0 opacity-80">{state.message}</p>
          </div>
        )}
      </div>
    );

  return (
    <div className="flex h-dvh min-h-0 flex-col" data-testid="embed-page">
      <div className="flex items-start">
        <div className="min-w-0 flex-1">
          <AppChatHeader
            appCode={appCode}
            scene={scene}
            embedded
            onAsk={conversation ? undefined : (question) => void start(question)}
          />
        </div>
        {conversation && (
          <IconButton label={t('new_chat')} onClick={() => setConversation(null)} className="m-3">
            <PlusIcon aria-hidden />
          </IconButton>
        )}
      </div>
      <main className="flex min-h-0 flex-1 flex-col">
        {conversation ? (
          <ChatConversation
            key={conversation.convUid}
            convUid={conversation.convUid}
            chatMode={chatMode}
            appCode={appCode}
            mobile
            initialQuestion={conversation.question}
            tools={tools}
          />
        ) : (
          <div className="mt-auto p-3">
            <ChatInput chatMode={chatMode} onSend={start} tools={tools} />
          </div>
        )}
      </main>
    </div>
  );
}
