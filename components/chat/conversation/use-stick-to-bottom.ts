import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Within this many pixels of the end the reader counts as "at the bottom". */
const BOTTOM_SLACK_PX = 48;

function isAtBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;
}

/**
 * Follows new content only while the reader is at the bottom of `scrollRef`; once they scroll up the
 * view stays put and `detached` is true (the caller offers a "jump to latest" button).
 */
export function useStickToBottom(
  scrollRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
) {
  const stuck = useRef(true);
  const [detached, setDetached] = useState(false);

  const follow = useCallback(() => {
    const element = scrollRef.current;
    if (element && stuck.current) element.scrollTop = element.scrollHeight;
  }, [scrollRef]);

  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    stuck.current = isAtBottom(element);
    setDetached(!stuck.current);
  }, [scrollRef]);

  const jumpToLatest = useCallback(() => {
    stuck.current = true;
    setDetached(false);
    follow();
  }, [follow]);

  // Content grows while an answer streams and while a long list measures its rows.
  useEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(follow);
    observer.observe(content);
    return () => observer.disconnect();
  }, [contentRef, follow]);

  return { follow, onScroll, detached, jumpToLatest };
}
