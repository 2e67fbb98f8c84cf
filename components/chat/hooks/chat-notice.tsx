import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CheckCircleIcon, ExclamationCircleIcon } from '@/components/common/line-icons';

/** Short confirmations and failures (copied, memory cleared, copy failed) in one themed toast holder. */
export interface ChatNotice {
  success(text: string): void;
  error(text: string): void;
}

type ToastKind = 'success' | 'error';

interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Long enough to read a couple of words, short enough not to pile up. */
export const TOAST_DURATION_MS = 3000;

const ChatNoticeContext = createContext<ChatNotice | null>(null);

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

/** Shows the notices of the conversation below it at the top of the screen, each for a few seconds. */
export function ChatNoticeProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const show = useCallback((kind: ToastKind, text: string) => {
    const id = (nextId.current += 1);
    setToasts((current) => [...current, { id, kind, text }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const api = useMemo<ChatNotice>(
    () => ({ success: (text) => show('success', text), error: (text) => show('error', text) }),
    [show],
  );

  return (
    <ChatNoticeContext.Provider value={api}>
      {/* The live region stays in the document so screen readers announce what is added to it. */}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-4 z-[1100] flex flex-col items-center gap-2"
        data-testid="chat-notices"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      {children}
    </ChatNoticeContext.Provider>
  );
}

const SILENT: ChatNotice = { success: () => undefined, error: () => undefined };

export function useChatNotice(): ChatNotice {
  return useContext(ChatNoticeContext) ?? SILENT;
}
