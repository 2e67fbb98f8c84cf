import { useEffect, useState, type ReactNode } from 'react';

const ALIGN = {
  start: 'left-0',
  center: 'left-1/2 -translate-x-1/2',
  end: 'right-0',
} as const;

interface HoverHintProps {
  text: string;
  /** Which edge of the trigger the hint lines up with, so it stays on screen near a card's edge. */
  align?: keyof typeof ALIGN;
  children: ReactNode;
}

/**
 * A short hint above its trigger while the pointer is over it or it has keyboard focus (Escape hides
 * it), in antd's tooltip look. Put a focusable trigger inside when keyboard users need the hint.
 */
export function HoverHint({ text, align = 'center', children }: HoverHintProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!shown) return;
    const hideOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(false);
    };
    document.addEventListener('keydown', hideOnEscape);
    return () => document.removeEventListener('keydown', hideOnEscape);
  }, [shown]);

  return (
    <span
      className="relative inline-flex"
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
    >
      {children}
      {shown && (
        <span
          role="tooltip"
          className={`absolute bottom-full z-50 mb-2 w-max max-w-[250px] rounded-md bg-black/85 px-2 py-1.5 text-sm leading-snug break-words text-white shadow-lg ${ALIGN[align]}`}
        >
          {text}
        </span>
      )}
    </span>
  );
}
