import { useEffect, useRef, type ReactNode } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import '@/locales/areas/chat';

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
      <Drawer
        open={open}
        placement="bottom"
        size="auto"
        title={title}
        onClose={onClose}
        destroyOnHidden
        styles={{ body: { maxHeight: '70vh', overflowY: 'auto' } }}
      >
        {children}
      </Drawer>
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
          <CloseOutlined aria-hidden />
        </IconButton>
      </div>
      {children}
    </div>
  );
}
