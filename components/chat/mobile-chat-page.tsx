import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { apiInterceptors } from '@/client/envelope';
import { newDialogue } from '@/client/api/chat';
import { ChatConversation } from '@/components/chat/chat-screen';
import { useInputTools } from '@/components/chat/input/app-input-tools';
import { IconButton } from '@/components/common/icon-button';
import { PlusIcon } from '@/components/common/line-icons';
import { RetryPanel } from '@/components/common/retry-panel';
import { isChatMode, type ChatMode } from '@/contract/constants/chat';
import { useChatContext } from '@/contexts/chat-context';
import { keepsSelectParam } from './scene-params';
import { getModelIcon, getModelLabel } from '@/utils/model-catalogue';
import '@/locales/areas/chat';

interface MobileConversation {
  convUid: string;
  chatMode: string;
  /** The `ques` parameter, asked in the first conversation only. */
  initialQuestion?: string;
}

function queryValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The model in use, as the model catalogue shows it. */
function ModelBadge({ model }: { model: string }) {
  const { t } = useTranslation('chat');
  if (!model) return <span className="truncate text-sm opacity-70">{t('mobile.no_model')}</span>;
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm" title={t('mobile.model')}>
      <img
        src={getModelIcon(model)}
        alt=""
        width={20}
        height={20}
        className="h-5 w-5 shrink-0 rounded-full"
      />
      <span className="truncate font-medium">{getModelLabel(model)}</span>
    </span>
  );
}

/** `/mobile/chat?chat_scene=&app_code=&ques=&select_param=`: one conversation for phones and embedding pages. */
function MobileChat() {
  const { t } = useTranslation('chat');
  const router = useRouter();
  const { model } = useChatContext();
  const chatScene = queryValue(router.query.chat_scene);
  const chatMode: ChatMode = isChatMode(chatScene) ? chatScene : 'chat_normal';
  const appCode = queryValue(router.query.app_code) || undefined;
  const tools = useInputTools(appCode, chatMode);
  const question = queryValue(router.query.ques).trim();
  // The scene's parameter (space, datasource, sheet) from the address (`select_param`), changeable here.
  const [param, setParam] = useState<string | null>(null);
  const sceneParam = keepsSelectParam(chatMode)
    ? {
        value: param ?? queryValue(router.query.select_param),
        onChange: (value: string) => setParam(value),
      }
    : undefined;

  const [conversation, setConversation] = useState<MobileConversation | null>(null);
  const [failed, setFailed] = useState(false);
  const [starting, setStarting] = useState(false);
  // The first conversation is opened once: effects run twice in development, and `ques` must be sent once.
  const opened = useRef(false);

  const start = useCallback(
    async (initialQuestion?: string) => {
      setStarting(true);
      setFailed(false);
      const [error, data, envelope] = await apiInterceptors(
        newDialogue({ chat_mode: chatMode, ...(appCode ? { app_code: appCode } : {}) }),
      );
      setStarting(false);
      if (error || !envelope?.success || !data) {
        setFailed(true);
        return;
      }
      setConversation({ convUid: data.conv_uid, chatMode: data.chat_mode || chatMode, initialQuestion });
    },
    [chatMode, appCode],
  );

  useEffect(() => {
    if (!router.isReady || opened.current) return;
    opened.current = true;
    void start(question || undefined);
  }, [router.isReady, start, question]);

  let body;
  if (conversation) {
    body = (
      <ChatConversation
        key={conversation.convUid}
        convUid={conversation.convUid}
        chatMode={conversation.chatMode}
        appCode={appCode}
        mobile
        initialQuestion={conversation.initialQuestion}
        sceneParam={sceneParam}
        tools={tools}
      />
    );
  } else if (failed) {
    body = <RetryPanel title={t('mobile.start_failed')} onRetry={() => void start(question || undefined)} />;
  } else {
    body = (
      <p role="status" className="m-auto text-sm opacity-70">
        {t('mobile.starting')}
      </p>
    );
  }

  return (
    <div className="flex h-dvh min-h-0 flex-col" data-testid="mobile-chat">
      <header className="flex h-12 shrink-0 items-center gap-2 border-b border-black/5 px-3 dark:border-white/10">
        <div className="min-w-0 flex-1">
          <ModelBadge model={model} />
        </div>
        <IconButton
          label={t('mobile.new_chat')}
          disabled={starting}
          // A new chat starts empty: the `ques` of the address belongs to the first one only.
          onClick={() => void start()}
        >
          <PlusIcon aria-hidden />
        </IconButton>
      </header>
      <main className="flex min-h-0 flex-1 flex-col">{body}</main>
    </div>
  );
}

// No antd scope: the phone chat paints without antd; its popups load their own theme on demand.
export default MobileChat;
