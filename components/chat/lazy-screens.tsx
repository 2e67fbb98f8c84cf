import type { ComponentProps } from 'react';
import type { AppChatHeader } from '@/components/app/chat-header/app-chat-header';
import { lazyOnDemand } from '@/components/common/on-demand';
import type { FlowChatHeader } from '@/components/flow/flow-chat-header';
import type { ChatConversation } from './chat-screen';
import type { SpreadsheetUpload } from './excel/spreadsheet-upload';

/**
 * What the chat landing does not show until it is asked for: the conversation (history, answers, markdown,
 * the stream client), an app's or a flow's header, the spreadsheet upload. Each is its own chunk, so the
 * landing is usable with less JavaScript; the conversation's is fetched as soon as the user reaches for the
 * input (pointer or focus), so the first answer does not wait for it.
 */
export const conversationScreen = lazyOnDemand<ComponentProps<typeof ChatConversation>>(() =>
  import('./chat-screen').then((module) => ({ default: module.ChatConversation })),
);

export const appChatHeader = lazyOnDemand<ComponentProps<typeof AppChatHeader>>(() =>
  import('@/components/app/chat-header/app-chat-header').then((module) => ({
    default: module.AppChatHeader,
  })),
);

export const flowChatHeader = lazyOnDemand<ComponentProps<typeof FlowChatHeader>>(() =>
  import('@/components/flow/flow-chat-header').then((module) => ({ default: module.FlowChatHeader })),
);

export const spreadsheetUpload = lazyOnDemand<ComponentProps<typeof SpreadsheetUpload>>(() =>
  import('./excel/spreadsheet-upload').then((module) => ({ default: module.SpreadsheetUpload })),
);

/** Where an open conversation's screen stands while its code loads: the same outline as its history's. */
export function ConversationLoading() {
  return (
    <div
      className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-6 py-6"
      aria-busy="true"
      data-testid="chat-conversation-loading"
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
