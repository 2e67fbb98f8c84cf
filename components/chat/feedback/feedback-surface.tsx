import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import { CloseIcon } from '@/components/common/shell-icons';
import '@/locales/areas/chat';

export const feedbackDrawer = lazyOnDemand(() => import('./feedback-drawer-island'));

interface FeedbackSurfaceProps {
  variant: 'inline' | 'drawer';
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Where a feedback panel opens: under the answer on wide screens, in a bottom drawer on phones. */
export function FeedbackSurface({ variant, open, title, onClose, children }: FeedbackSurfaceProps) {
  const { t } = useTranslation('chat');
  const panelRef = useRef<HTMLDivElement>(null);

  // Keyboard users land in the panel they just opened.
  useEffect(() => {
    if (open && variant === 'inline') panelRef.current?.focus();
  }, [open, variant]);

  if (variant === 'drawer') {
    return (
      <OnDemand armed={open}>
        <feedbackDrawer.Component open={open} title={title} onClose={onClose}>
          {children}
        </feedbackDrawer.Component>
      </OnDemand>
    );
  }
  if (!open) return null;
  return (
    <div
      ref={panelRef}
      role="group"
      aria-label={title}
      tabIndex={-1}
      className="mt-2 flex max-w-xl flex-col gap-3 rounded-lg border border-black/10 bg-white p-3 outline-none dark:border-white/15 dark:bg-white/5"
    >
      <div className="flex items-center gap-2">
        <h3 className="m-0 flex-1 text-sm font-medium">{title}</h3>
        <IconButton label={t('feedback.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      {children}
    </div>
  );
}
