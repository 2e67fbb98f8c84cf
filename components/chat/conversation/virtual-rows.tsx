import type { ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ChatMessage } from '../hooks/chat-message';

interface VirtualRowsProps {
  messages: readonly ChatMessage[];
  /** State rather than a ref: the rows render again once the scroll area exists. */
  scrollElement: HTMLElement | null;
  renderMessage: (message: ChatMessage) => ReactNode;
}

/** A rough height for a message not measured yet; rows are measured once rendered. */
const ESTIMATED_ROW_PX = 160;

/** Only the rows on screen (and a few around them) are in the document. */
export function VirtualRows({ messages, scrollElement, renderMessage }: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => messages[index].id,
    overscan: 6,
    // Start at the end: a long conversation opens on its latest message.
    initialOffset: () => messages.length * ESTIMATED_ROW_PX,
  });
  return (
    <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute left-0 top-0 w-full"
          style={{ transform: `translateY(${row.start}px)` }}
        >
          {renderMessage(messages[row.index])}
        </div>
      ))}
    </div>
  );
}
