import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';

interface ConversationsDrawerProps {
  onClose: () => void;
  children: ReactNode;
}

/** On a phone the conversation list slides over the chat (opened from the header's menu), never beside it. */
export function ConversationsDrawer({ onClose, children }: ConversationsDrawerProps) {
  const { t } = useTranslation('chat');
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-40 flex" data-testid="conversations-drawer">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('dialogs.heading')}
        tabIndex={-1}
        className="flex h-full max-w-[85vw] bg-[#f0f2f5] shadow-xl outline-none dark:bg-[#1b1e28]"
      >
        {children}
      </div>
      <button
        type="button"
        aria-label={t('dialogs.collapse')}
        className="flex-1 cursor-default border-0 bg-black/40"
        onClick={onClose}
      />
    </div>
  );
}
