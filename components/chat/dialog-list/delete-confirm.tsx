import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import { DeleteIcon, ExclamationCircleIcon } from '@/components/common/line-icons';
import '@/locales/areas/chat';

interface DeleteConfirmProps {
  /** The delete button's accessible name, which says what it deletes. */
  label: string;
  /** Resolves once the server has answered; the confirmation shows its progress until then. */
  onConfirm: () => Promise<void>;
  /** Changed (bumped) by the row's menu to open the confirmation from there. */
  openRequest?: number;
}

const buttonClass =
  'inline-flex h-7 cursor-pointer items-center rounded border px-2.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[#0C75FC] disabled:cursor-wait disabled:opacity-60';

/**
 * A delete button that asks first, in a small popover under it: Escape, Cancel or a click elsewhere
 * closes it. Plain markup rather than antd's Popconfirm, so the conversation list loads no antd.
 */
export function DeleteConfirm({ label, onConfirm, openRequest = 0 }: DeleteConfirmProps) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [seenRequest, setSeenRequest] = useState(openRequest);
  if (openRequest !== seenRequest) {
    setSeenRequest(openRequest);
    setOpen(true);
  }

  useEffect(() => {
    if (!open) return;
    // The safe choice takes the focus, so a stray Enter keeps the conversation.
    cancelRef.current?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const cancel = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const confirm = async () => {
    setDeleting(true);
    await onConfirm();
    // When the deletion went through this row is going away and the list has placed the focus; when
    // it was refused the focus goes back to the delete button, as after Cancel.
    const focus = document.activeElement;
    if (!focus || focus === document.body || rootRef.current?.contains(focus)) triggerRef.current?.focus();
    setDeleting(false);
    setOpen(false);
  };

  return (
    <div ref={rootRef} className="relative shrink-0">
      <IconButton
        ref={triggerRef}
        label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className={open ? '' : 'opacity-50 group-hover:opacity-100 focus-visible:opacity-100'}
      >
        <DeleteIcon />
      </IconButton>
      {open && (
        <div
          role="alertdialog"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className="absolute top-full right-0 z-20 mt-1 flex w-56 flex-col gap-2 rounded-lg border border-black/10 bg-white p-3 text-black/85 shadow-lg dark:border-white/15 dark:bg-[#2a2f3d] dark:text-white/85"
        >
          <p id={titleId} className="m-0 flex items-start gap-2 text-sm font-medium">
            <ExclamationCircleIcon className="mt-0.5 text-amber-500" />
            {t('dialogs.delete_confirm_title')}
          </p>
          <p id={descriptionId} className="m-0 pl-6 text-xs opacity-70">
            {t('dialogs.delete_confirm_description')}
          </p>
          <div className="flex justify-end gap-2">
            <button
              ref={cancelRef}
              type="button"
              onClick={cancel}
              className={`${buttonClass} border-black/15 bg-transparent text-inherit hover:border-[#0C75FC] hover:text-primary-text dark:border-white/20`}
            >
              {t('dialogs.delete_cancel')}
            </button>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={deleting}
              aria-busy={deleting}
              className={`${buttonClass} border-red-600 bg-red-600 text-white hover:bg-red-500`}
            >
              {t('dialogs.delete_ok')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
