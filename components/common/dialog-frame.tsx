import { useEffect, useId, useRef, type ReactNode } from 'react';
import { IconButton } from '@/components/common/icon-button';
import { CloseIcon } from '@/components/common/shell-icons';

const WIDTHS = { narrow: 'max-w-md', wide: 'max-w-2xl', full: 'max-w-6xl' } as const;

interface DialogFrameProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  width?: keyof typeof WIDTHS;
  testId?: string;
}

/** A modal dialog without antd: a titled panel over a dimmed page; Escape and the close button close it. */
export function DialogFrame({ title, closeLabel, onClose, children, width = 'narrow', testId }: DialogFrameProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // Once, on opening: a parent's re-render must not pull the focus out of the field being typed in.
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="fixed inset-0 z-[1000] flex items-start justify-center overflow-y-auto bg-black/45 px-2 py-[6vh] sm:px-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className={`flex w-full ${WIDTHS[width]} flex-col gap-4 rounded-lg bg-white p-4 shadow-xl outline-none sm:p-6 dark:bg-[#1f1f1f]`}
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="m-0 text-base font-semibold">
            {title}
          </h2>
          <IconButton label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        {children}
      </div>
    </div>
  );
}
