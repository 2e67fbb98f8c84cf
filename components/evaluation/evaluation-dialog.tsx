import { useEffect, useId, useRef, type ReactNode } from 'react';
import { IconButton } from '@/components/common/icon-button';
import { CloseIcon } from '@/components/common/shell-icons';

const WIDTHS = { narrow: 'max-w-md', wide: 'max-w-2xl', full: 'max-w-6xl' } as const;

interface EvaluationDialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  width?: keyof typeof WIDTHS;
  testId?: string;
}

/** A modal panel over the dimmed page (Escape and the close button close it), in three widths. */
export function EvaluationDialog({
  title,
  closeLabel,
  onClose,
  children,
  width = 'narrow',
  testId,
}: EvaluationDialogProps) {
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

/** A labelled form row. */
export function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      {hint && <p className="m-0 text-xs opacity-60">{hint}</p>}
    </div>
  );
}

/** The server's (or the form's) reason, above the fields. */
export function FormProblem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="m-0 text-sm text-[#cf1322] dark:text-[#ff7875]">
      {text}
    </p>
  );
}
