import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CheckCircleIcon, ExclamationCircleIcon } from '../line-icons';

/** Long enough to read a couple of words, short enough not to pile up. */
export const TOAST_DURATION_MS = 3000;

type ToastKind = 'success' | 'error';

interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export interface Toasts {
  success: (text: string) => void;
  error: (text: string) => void;
  /** Render once in the screen: the live region, at the top of the window. */
  holder: ReactNode;
}

function ToastItem({ toast }: { toast: Toast }) {
  const Icon = toast.kind === 'success' ? CheckCircleIcon : ExclamationCircleIcon;
  return (
    <div
      className="pointer-events-auto inline-flex items-center gap-2 rounded-lg border border-black/5 bg-white px-3 py-2 text-sm text-black/85 shadow-lg dark:border-white/10 dark:bg-[#2a2f3d] dark:text-white/85"
      data-kind={toast.kind}
    >
      <Icon
        className={
          toast.kind === 'success' ? 'text-green-600 dark:text-green-400' : 'text-red-600 dark:text-red-400'
        }
      />
      <span>{toast.text}</span>
    </div>
  );
}

/**
 * Short confirmations and failures ("gpt-4o started", "Copy failed") at the top of the window, as antd's
 * `message` shows them, without antd. `success` and `error` may be called from any handler.
 */
export function useToasts(): Toasts {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback((kind: ToastKind, text: string) => {
    const id = (nextId.current += 1);
    setToasts((shown) => [...shown, { id, kind, text }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((shown) => shown.filter((toast) => toast.id !== id));
    }, TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);

  // The live region stays in the document so screen readers announce what is added to it.
  const holder =
    typeof document === 'undefined'
      ? null
      : createPortal(
          <div
            role="status"
            aria-live="polite"
            className="pointer-events-none fixed inset-x-0 top-4 z-[1100] flex flex-col items-center gap-2 px-4"
            data-testid="toasts"
          >
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </div>,
          document.body,
        );

  const success = useCallback((text: string) => show('success', text), [show]);
  const error = useCallback((text: string) => show('error', text), [show]);
  return { success, error, holder };
}
