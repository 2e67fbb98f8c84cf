import { memo, useMemo } from 'react';
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

  return (
    <StreamingContext.Provider value={streaming}>
      <RenderFallbackBoundary rawText={shown.content} className={className}>
        <div className={className}>
          {thinking !== null && (
            <ThinkingBlock>
              <MarkdownBody content={thinking} />
            </ThinkingBlock>
          )}
          {answer && <MarkdownBody content={answer} />}
        </div>
      </RenderFallbackBoundary>
    </StreamingContext.Provider>
  );
});

export default ChatMarkdownRenderer;
