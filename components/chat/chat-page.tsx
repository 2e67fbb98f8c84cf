import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { AppChatHeader } from '@/components/app/chat-header/app-chat-header';
import { AppChatLanding } from '@/components/app/chat-header/app-chat-landing';
import { ChatConversation } from '@/components/chat/chat-screen';
import { DialogList } from '@/components/chat/dialog-list';
import { conversationQuery, useStartConversation } from '@/components/chat/hooks/use-start-conversation';
import { ChatInput } from '@/components/chat/input';
import { useInputTools } from '@/components/chat/input/app-input-tools';
import { ChatLanding } from '@/components/chat/landing';
import { rememberUploadedSheet } from '@/components/chat/excel/spreadsheet-header';
import { SpreadsheetUpload } from '@/components/chat/excel/spreadsheet-upload';
import { keepsSelectParam, sceneParamKind } from '@/components/chat/scene-params';
import { FlowChatHeader } from '@/components/flow/flow-chat-header';
import type { Conversation, UploadedChatFile } from '@/contract/chat';
import { useChatContext } from '@/contexts/chat-context';

/** Below the md breakpoint the conversation gets the width; the list starts collapsed there. */
function isNarrowScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

/**
 * The scene's parameter (`select_param`: the knowledge space, the datasource, the sheet): from the address
 * (`db_param` preselects a datasource), changed by the picker, which writes it back to the address so that
 * a reload keeps it.
 */
function useSelectParam(fallback: string) {
  const router = useRouter();
  const fromAddress = firstValue(router.query.select_param) ?? fallback;
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
  const { scene, dbParam } = useChatContext();
  const appCode = firstValue(router.query.app_code);
  const chatMode = scene || 'chat_normal';
  const paramKind = sceneParamKind(chatMode);
  const { selectParam, choose: chooseSelectParam } = useSelectParam(
    paramKind === 'datasource' ? (dbParam ?? '') : '',
  );
  const sceneParam = keepsSelectParam(chatMode)
    ? { value: selectParam, onChange: chooseSelectParam }
    : undefined;
  const tools = useInputTools(appCode, chatMode);
  const { convUid, initialQuestion, start, forget } = useStartConversation(
    chatMode,
    appCode,
    sceneParam?.value || undefined,
  );
  // `ques` (Explore's question box) is asked once, in a new conversation that replaces it in the address.
  const question = firstValue(router.query.ques)?.trim();
  const askedFromAddress = useRef(false);
  useEffect(() => {
    if (!question || convUid || askedFromAddress.current) return;
    askedFromAddress.current = true;
    void start(question);
  }, [question, convUid, start]);
  // The open conversation that was just deleted: it leaves the screen at once, before the address follows,
  // so nothing asks the server for it again (its history would answer 404).
  const [deletedConvUid, setDeletedConvUid] = useState('');
  const shownConvUid = convUid && convUid !== deletedConvUid ? convUid : '';
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
  // The landing's sheet made its conversation: open it, the sheet as its parameter.
  const openSheet = (sheetConvUid: string, file: UploadedChatFile) => {
    const param = rememberUploadedSheet(sheetConvUid, file);
    chooseSelectParam(param, false);
    const query = conversationQuery(sheetConvUid, 'chat_excel', appCode, param);
    void router.push({ pathname: '/chat', query }, undefined, { shallow: true });
  };
  const openNew = () => {
    forget();
    void router.push('/chat', undefined, { shallow: true });
  };

  const landingInput = <ChatInput chatMode={chatMode} onSend={start} sceneParam={sceneParam} tools={tools} />;
  const landingSetup = paramKind === 'spreadsheet' && <SpreadsheetUpload onUploaded={openSheet} />;

  // Plain React and tailwind: antd loads only with the popups that need it (see chat-page-imports.test).
  return (
    <div className="flex h-full min-h-0">
      <DialogList
        activeConvUid={shownConvUid || undefined}
        refreshKey={refreshKey}
        onSelect={open}
        onNew={openNew}
        onDeleted={(deleted) => {
          if (deleted === convUid) setDeletedConvUid(deleted);
        }}
        defaultCollapsed={scene === 'chat_dashboard' || isNarrowScreen()}
      />
      <div className="flex min-w-0 flex-1 flex-col overflow-y-auto">
        {appCode && (
          <AppChatHeader
            key={appCode}
            appCode={appCode}
            scene={chatMode}
            onAsk={shownConvUid ? undefined : (question) => void start(question)}
          />
        )}
        {chatMode === 'chat_flow' && !appCode && selectParam && <FlowChatHeader uid={selectParam} />}
        {shownConvUid ? (
          <ChatConversation
            key={shownConvUid}
            convUid={shownConvUid}
            chatMode={chatMode}
            appCode={appCode}
            initialQuestion={initialQuestion}
            onFirstAnswer={refreshList}
            onCleared={refreshList}
            sceneParam={sceneParam}
            tools={tools}
          />
        ) : appCode ? (
          <AppChatLanding input={landingInput} setup={landingSetup} />
        ) : (
          <ChatLanding input={landingInput} onAsk={(question) => void start(question)} setup={landingSetup} />
        )}
      </div>
    </div>
  );
}
