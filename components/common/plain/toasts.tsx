import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CheckCircleIcon } from '../line-icons';

const SHOWN_MS = 3000;

interface Toast {
  id: number;
  text: string;
}

/**
 * Short confirmations ("gpt-4o started") at the top of the window, as antd's `message.success` shows
 * them, without antd. Render `holder` once in the screen; `success` may be called from any handler.
 */
export function useToasts(): { success: (text: string) => void; holder: ReactNode } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const success = useCallback((text: string) => {
    const id = ++nextId.current;
    setToasts((shown) => [...shown, { id, text }]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setToasts((shown) => shown.filter((toast) => toast.id !== id));
    }, SHOWN_MS);
    timers.current.add(timer);
  }, []);

  const holder =
    typeof document === 'undefined'
      ? null
      : createPortal(
          <div
            role="status"
            aria-live="polite"
            className="pointer-events-none fixed inset-x-0 top-2 z-[1010] flex flex-col items-center gap-2 px-4"
          >
            {toasts.map((toast) => (
              <div
                key={toast.id}
                className="flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm text-black/85 shadow-[0_6px_16px_rgba(0,0,0,0.08),0_3px_6px_-4px_rgba(0,0,0,0.12),0_9px_28px_8px_rgba(0,0,0,0.05)] dark:bg-[#1f1f1f] dark:text-white/85"
              >
                <CheckCircleIcon className="text-base text-[#52c41a]" />
                {toast.text}
              </div>
            ))}
          </div>,
          document.body,
        );

  return { success, holder };
}
