import dynamic from 'next/dynamic';
import { createContext, memo, useContext } from 'react';
import { splitChartAnswer } from '@/components/chat/chart/split-chart-answer';
import { withoutSafeTags } from './raw-html';
import { RawMessage, RenderFallbackBoundary } from './render-fallback';
import type { ChatMarkdownProps } from './types';

export type { ChatMarkdownProps } from './types';

/** The props of the message being loaded, so the placeholder can show its text instead of nothing. */
const PendingMessage = createContext<ChatMarkdownProps | null>(null);

/**
 * The answer's words without its chart blocks (a data answer may carry megabytes of rows as JSON) and
 * without DB-GPT's colour tags, which the renderer shows as colour, never as text.
 */
function textWithoutCharts(content: string): string {
  return splitChartAnswer(content, true)
    .map((part) => (part.kind === 'markdown' ? withoutSafeTags(part.text) : ''))
    .join('\n');
}

function PlainTextWhileLoading() {
  const pending = useContext(PendingMessage);
  return pending ? (
    <RawMessage text={textWithoutCharts(pending.content)} className={pending.className} />
  ) : null;
}

const LazyRenderer = dynamic(() => import('./chat-markdown-renderer'), {
  ssr: false,
  loading: PlainTextWhileLoading,
});

/** Starts downloading the markdown renderer (markdown, math, sanitiser) ahead of the first message. */
export function preloadChatMarkdown(): void {
  void import('./chat-markdown-renderer');
}

/**
 * A chat message rendered as safe markdown: GFM, math, highlighted code with Copy, image preview and
 * collapsible thinking. The renderer loads on first use; until then the message shows as plain text.
 */
export const ChatMarkdown = memo(function ChatMarkdown(props: ChatMarkdownProps) {
  return (
    <PendingMessage.Provider value={props}>
      <RenderFallbackBoundary rawText={props.content} className={props.className}>
        <LazyRenderer {...props} />
      </RenderFallbackBoundary>
    </PendingMessage.Provider>
  );
});
