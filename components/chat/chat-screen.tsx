import { Suspense, useEffect, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryPanel } from '@/components/common/retry-panel';
import { lazyOnDemand } from '@/components/common/on-demand';
import type { MessageList } from './conversation/message-list';
import type { SpreadsheetHeader } from './excel/spreadsheet-header';
import { ChatNoticeProvider } from './hooks/chat-notice';
import { preloadStreamClient } from './hooks/use-answer-stream';
import { useChatSession } from './hooks/use-chat-session';
import { ChatInput } from './input';
import { spreadsheetOf } from './excel/spreadsheet-param';
import type { InputTools } from './input/app-input-tools';
import type { SceneParamChoice } from './input/param-select';
import { sceneParamKind } from './scene-params';
import '@/locales/areas/chat';

// An empty conversation (a phone's new chat) shows no messages: their code (answers, feedback, references)
// comes with the first message, or when the user reaches for the input.
const messageList = lazyOnDemand<ComponentProps<typeof MessageList>>(() =>
  import('./conversation/message-list').then((module) => ({ default: module.MessageList })),
);
const spreadsheetHeader = lazyOnDemand<ComponentProps<typeof SpreadsheetHeader>>(() =>
  import('./excel/spreadsheet-header').then((module) => ({ default: module.SpreadsheetHeader })),
);

/** The code a conversation's first question needs, fetched when the user reaches for the input. */
export function preloadFirstAnswer(): void {
  messageList.preload();
  preloadStreamClient();
}

export interface ChatConversationProps {
  convUid: string;
  chatMode: string;
  appCode?: string;
  /** Phone layout: tighter margins, feedback in a bottom drawer. */
  mobile?: boolean;
  /** Sent as soon as the conversation opens (a conversation just created from the landing). */
  initialQuestion?: string;
  /** The conversation's first answer has ended: it now exists on the server, titled by its question. */
  onFirstAnswer?: () => void;
  /** The memory was cleared; the server drops the conversation from its list too (contract 6.4). */
  onCleared?: () => void;
  /** The scene's parameter (the space, the datasource, the sheet), sent with every question. */
  sceneParam?: SceneParamChoice;
  /** The settings the user chooses in this chat (an app fixes the others). */
  tools?: InputTools;
}

function HistoryPlaceholder({ label }: { label: string }) {
  return (
    <div
      className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-6 py-6"
      aria-busy="true"
      aria-label={label}
    >
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-3">
          <div className="ml-auto h-10 w-1/2 animate-pulse rounded-2xl bg-black/5 dark:bg-white/5" />
          <div className="h-20 w-full animate-pulse rounded-lg bg-black/5 dark:bg-white/5" />
        </div>
      ))}
    </div>
  );
}

/** One conversation: its messages (history, then streamed answers) above the input. */
export function ChatConversation(props: ChatConversationProps) {
  const { convUid, chatMode, appCode, mobile, initialQuestion, onFirstAnswer, onCleared, sceneParam, tools } =
    props;
  const { t } = useTranslation('chat');
  const session = useChatSession({
    convUid,
    chatMode,
    appCode,
    selectParam: sceneParam?.value || undefined,
    tools,
    initialQuestion,
    onFirstAnswer,
    onCleared,
  });
  // The renderer is fetched once there is something to render, not for an empty conversation.
  const hasMessages = session.messages.length > 0 || Boolean(initialQuestion);
  const sheet = sceneParam && sceneParamKind(chatMode) === 'spreadsheet' ? sceneParam : undefined;
  const sheetName = sheet ? spreadsheetOf(sheet.value)?.file_name : undefined;
  useEffect(() => {
    if (!hasMessages) return;
    messageList.preload();
    void import('./markdown').then((markdown) => markdown.preloadChatMarkdown());
  }, [hasMessages]);

  let body;
  if (session.history === 'loading') body = <HistoryPlaceholder label={t('conversation.loading')} />;
  else if (session.history === 'error')
    body = (
      <RetryPanel
        title={t('conversation.load_failed')}
        onRetry={session.reloadHistory}
        testId="chat-history-error"
      />
    );
  else if (session.messages.length === 0 && !initialQuestion)
    body = (
      <p className="m-auto max-w-md p-6 text-center opacity-70">
        {sheetName ? t('data_chat.ask_about_sheet', { name: sheetName }) : t('conversation.empty')}
      </p>
    );
  else
    body = (
      <Suspense fallback={<HistoryPlaceholder label={t('conversation.loading')} />}>
        <messageList.Component
          messages={session.messages}
          convUid={convUid}
          streaming={session.streaming}
          onRetry={session.retry}
          mobile={mobile}
        />
      </Suspense>
    );

  return (
    <ChatNoticeProvider>
      <div className="flex h-full min-h-0 flex-col" data-testid="chat-conversation">
        {sheet && (
          <div className={`mx-auto w-full max-w-3xl ${mobile ? 'px-2 pt-2' : 'px-6 pt-4'}`}>
            <Suspense fallback={null}>
              <spreadsheetHeader.Component convUid={convUid} sheet={sheet} hasMessages={hasMessages} />
            </Suspense>
          </div>
        )}
        {body}
        <div
          className={`mx-auto w-full max-w-3xl ${mobile ? 'px-2 pb-2' : 'px-6 pb-4'}`}
          onPointerEnter={preloadFirstAnswer}
          onFocusCapture={preloadFirstAnswer}
        >
          <ChatInput
            convUid={convUid}
            chatMode={chatMode}
            streaming={session.streaming}
            onSend={session.send}
            onStop={session.stop}
            onClear={session.clear}
            onTerminate={session.terminate}
            returnedDraft={session.returnedDraft}
            sceneParam={sceneParam}
            tools={tools}
          />
        </div>
      </div>
    </ChatNoticeProvider>
  );
}
