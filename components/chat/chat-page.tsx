import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { AppChatLanding } from '@/components/app/chat-header/app-chat-landing';
import { DialogList, type DialogListProps } from '@/components/chat/dialog-list';
import { ConversationsDrawer } from '@/components/chat/dialog-list/phone-drawer';
import { useStableCallback } from '@/components/chat/hooks/use-stable-callback';
import { conversationQuery, useStartConversation } from '@/components/chat/hooks/use-start-conversation';
import { ChatInput } from '@/components/chat/input';
import { useInputTools } from '@/components/chat/input/app-input-tools';
import { ChatLanding } from '@/components/chat/landing';
import { rememberUploadedSheet } from '@/components/chat/excel/spreadsheet-param';
import {
  appChatHeader,
  ConversationLoading,
  conversationScreen,
  flowChatHeader,
  spreadsheetUpload,
} from '@/components/chat/lazy-screens';
import { keepsSelectParam, sceneParamKind } from '@/components/chat/scene-params';
import { MessageIcon, PlusIcon } from '@/components/common/line-icons';
import { useOfferPageMenuActions } from '@/components/layout/page-menu-actions';
import { usePhoneLayout } from '@/components/layout/use-phone-layout';
import type { Conversation, UploadedChatFile } from '@/contract/chat';
import { useChatContext } from '@/contexts/chat-context';
import '@/locales/areas/chat';

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

/**
 * On a phone the list has no room beside the conversation (not even a rail): the header's menu offers it,
 * as a drawer over the chat, and New chat.
 */
function usePhoneConversations(phone: boolean, openNew: () => void) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const show = useStableCallback(() => setOpen(true));
  const close = useCallback(() => setOpen(false), []);
  const startNew = useStableCallback(openNew);
  const actions = useMemo(
    () =>
      phone
        ? [
            { key: 'conversations', label: t('dialogs.heading'), icon: <MessageIcon />, onSelect: show },
            { key: 'new-chat', label: t('dialogs.new_chat'), icon: <PlusIcon />, onSelect: startNew },
          ]
        : [],
    [phone, t, show, startNew],
  );
  useOfferPageMenuActions(actions);
  return { open: phone && open, close };
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

  const phone = usePhoneLayout();
  const phoneList = usePhoneConversations(phone, openNew);

  // The conversation's code comes when the user reaches for the input, or at the latest with the question.
  const landingInput = (
    <div onPointerEnter={conversationScreen.preload} onFocusCapture={conversationScreen.preload}>
      <ChatInput
        chatMode={chatMode}
        onSend={(question) => {
          conversationScreen.preload();
          return start(question);
        }}
        sceneParam={sceneParam}
        tools={tools}
      />
    </div>
  );
  const landingSetup = paramKind === 'spreadsheet' && (
    <Suspense fallback={null}>
      <spreadsheetUpload.Component onUploaded={openSheet} />
    </Suspense>
  );

  const listProps: Pick<DialogListProps, 'activeConvUid' | 'refreshKey' | 'onDeleted'> = {
    activeConvUid: shownConvUid || undefined,
    refreshKey,
    onDeleted: (deleted) => {
      if (deleted === convUid) setDeletedConvUid(deleted);
    },
  };

  // Plain React and tailwind: antd loads only with the popups that need it (see chat-page-imports.test).
  return (
    <div className="flex h-full min-h-0">
      {phone ? (
        phoneList.open && (
          <ConversationsDrawer onClose={phoneList.close}>
            <DialogList
              {...listProps}
              onSelect={(conversation) => {
                phoneList.close();
                open(conversation);
              }}
              onNew={() => {
                phoneList.close();
                openNew();
              }}
              collapsed={false}
              onCollapsedChange={phoneList.close}
            />
          </ConversationsDrawer>
        )
      ) : (
        <DialogList
          {...listProps}
          onSelect={open}
          onNew={openNew}
          defaultCollapsed={scene === 'chat_dashboard'}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col overflow-y-auto">
        <Suspense fallback={null}>
          {appCode && (
            <appChatHeader.Component
              key={appCode}
              appCode={appCode}
              scene={chatMode}
              onAsk={shownConvUid ? undefined : (question) => void start(question)}
            />
          )}
          {chatMode === 'chat_flow' && !appCode && selectParam && (
            <flowChatHeader.Component uid={selectParam} />
          )}
        </Suspense>
        {shownConvUid ? (
          <Suspense fallback={<ConversationLoading />}>
            <conversationScreen.Component
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
          </Suspense>
        ) : appCode ? (
          <AppChatLanding input={landingInput} setup={landingSetup} />
        ) : (
          <ChatLanding
            input={landingInput}
            onAsk={(question) => {
              conversationScreen.preload();
              void start(question);
            }}
            setup={landingSetup}
          />
        )}
      </div>
    </div>
  );
}
