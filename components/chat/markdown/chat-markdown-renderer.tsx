import { memo, useMemo } from 'react';
import { ChartBlock, PendingChart, splitChartAnswer } from '@/components/chat/chart';
import { MarkdownBody } from './markdown-body';
import { RenderFallbackBoundary } from './render-fallback';
import { combineThinking, splitThinking } from './split-thinking';
import { StreamingContext } from './streaming-context';
import { ThinkingBlock } from './thinking-block';
import type { ChatMarkdownProps } from './types';
import { useFrameThrottledMessage } from './use-frame-throttle';

/** The real renderer behind `ChatMarkdown`: thinking, then the answer, each as sanitised markdown. */
export const ChatMarkdownRenderer = memo(function ChatMarkdownRenderer({
  content,
  reasoning,
  streaming = false,
  className = '',
}: ChatMarkdownProps) {
  const shown = useFrameThrottledMessage({ content, reasoning }, streaming);
  const { thinking, answer } = useMemo(() => {
    const split = splitThinking(shown.content);
    return { thinking: combineThinking(shown.reasoning, split.thinking), answer: split.answer };
  }, [shown.content, shown.reasoning]);
  // Data answers carry chart blocks that are not markdown: `<chart-view>` elements, a dashboard report.
  const parts = useMemo(() => splitChartAnswer(answer, streaming), [answer, streaming]);

  return (
    <StreamingContext.Provider value={streaming}>
      <RenderFallbackBoundary rawText={shown.content} className={className}>
        <div className={className}>
          {thinking !== null && (
            <ThinkingBlock>
              <MarkdownBody content={thinking} />
            </ThinkingBlock>
          )}
          {parts.map((part, index) => {
            if (part.kind === 'markdown') return <MarkdownBody key={index} content={part.text} />;
            if (part.kind === 'pending') return <PendingChart key={index} />;
            const source =
              part.kind === 'report'
                ? ({ from: 'report', text: part.text } as const)
                : ({ from: 'chart-view', element: part.element } as const);
            return <ChartBlock key={index} source={source} streaming={streaming} />;
          })}
        </div>
      </RenderFallbackBoundary>
    </StreamingContext.Provider>
  );
});

export default ChatMarkdownRenderer;
