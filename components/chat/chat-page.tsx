import { useCallback, useState } from 'react';
import { useRouter } from 'next/router';
import { ChatConversation } from '@/components/chat/chat-screen';
import { DialogList } from '@/components/chat/dialog-list';
import { conversationQuery, useStartConversation } from '@/components/chat/hooks/use-start-conversation';
import { ChatInput } from '@/components/chat/input';
import { ChatLanding } from '@/components/chat/landing';
import type { Conversation } from '@/contract/chat';
import { useChatContext } from '@/contexts/chat-context';

/** Below the md breakpoint the conversation gets the width; the list starts collapsed there. */
function isNarrowScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

/**
 * The scene's parameter (`select_param`, the knowledge space): from the address, changed by the picker,
 * which writes it back to the address so that a reload keeps it.
 */
function useSelectParam() {
  const router = useRouter();
  const fromAddress = firstValue(router.query.select_param) ?? '';
  const [selectParam, setSelectParam] = useState(fromAddress);
  const [seenAddress, setSeenAddress] = useState(fromAddress);
  if (fromAddress !== seenAddress) {
    setSeenAddress(fromAddress);
    if (fromAddress) setSelectParam(fromAddress);
  }
  const choose = useCallback(
    (value: string, writeAddress = true) => {
      setSelectParam(value);
      if (!writeAddress) return;
      const query = { ...router.query, select_param: value };
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
    },
    [router],
  );
  return { selectParam, choose };
}

/** `/chat`: the dialog list beside either the landing (no `id`) or the conversation `id`. */
export default function ChatPage() {
  const router = useRouter();
  const { scene } = useChatContext();
  const appCode = firstValue(router.query.app_code);
  const chatMode = scene || 'chat_normal';
  const { selectParam, choose: chooseSelectParam } = useSelectParam();
  const knowledge =
    chatMode === 'chat_knowledge' ? { value: selectParam, onChange: chooseSelectParam } : undefined;
  const { convUid, initialQuestion, start, forget } = useStartConversation(
    chatMode,
    appCode,
    knowledge?.value || undefined,
  );
  const [refreshKey, setRefreshKey] = useState(0);
  const refreshList = () => setRefreshKey((key) => key + 1);

  const open = (conversation: Conversation) => {
    forget();
    chooseSelectParam(conversation.select_param ?? '', false);
    const query = conversationQuery(
      conversation.conv_uid,
      conversation.chat_mode,
      conversation.app_code,
      conversation.select_param,
    );
    void router.push({ pathname: '/chat', query }, undefined, { shallow: true });
  };
  const openNew = () => {
    forget();
    void router.push('/chat', undefined, { shallow: true });
  };

  // Plain React and tailwind: antd loads only with the popups that need it (see chat-page-imports.test).
  return (
    <div className="flex h-full min-h-0">
      <DialogList
        activeConvUid={convUid || undefined}
        refreshKey={refreshKey}
        onSelect={open}
        onNew={openNew}
        defaultCollapsed={scene === 'chat_dashboard' || isNarrowScreen()}
      />
      <div className="flex min-w-0 flex-1 flex-col overflow-y-auto">
        {convUid ? (
          <ChatConversation
            key={convUid}
            convUid={convUid}
            chatMode={chatMode}
            appCode={appCode}
            initialQuestion={initialQuestion}
            onFirstAnswer={refreshList}
            onCleared={refreshList}
            knowledge={knowledge}
          />
        ) : (
          <ChatLanding
            input={<ChatInput chatMode={chatMode} onSend={start} knowledge={knowledge} />}
            onAsk={(question) => void start(question)}
          />
        )}
      </div>
    </div>
  );
}
