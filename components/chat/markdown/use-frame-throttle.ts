import { useEffect, useRef, useState } from 'react';

export interface MessageText {
  content: string;
  reasoning: string | undefined;
}

/**
 * While `active`, hands back the message at most once per animation frame, always its latest text;
 * otherwise the message as given, at once. Streams deliver tokens faster than a screen can show them,
 * and each hand-back costs a full markdown parse.
 */
export function useFrameThrottledMessage(message: MessageText, active: boolean): MessageText {
  const { content, reasoning } = message;
  const [shown, setShown] = useState<MessageText>(message);
  const latest = useRef(message);
  const frame = useRef<number | null>(null);

  // When not streaming, the shown text follows the props so a later stream starts from current text.
  if (!active && (shown.content !== content || shown.reasoning !== reasoning)) {
    setShown({ content, reasoning });
  }

  useEffect(() => {
    latest.current = { content, reasoning };
    if (!active || frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      setShown(latest.current);
    });
  }, [content, reasoning, active]);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return active ? shown : message;
}
