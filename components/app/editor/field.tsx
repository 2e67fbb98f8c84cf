import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemKey } from './draft-checks';
import '@/locales/areas/app';

interface FieldProps {
  label: string;
  /** Shown only once the user tried to save. */
  problem?: ProblemKey;
  hint?: ReactNode;
  /** Renders the control with the ids its label and message need. */
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
  className?: string;
}

/** A labelled control with its hint and, after a save attempt, what is wrong with it. */
export function Field({ label, problem, hint, children, className = '' }: FieldProps) {
  const { t } = useTranslation('app');
  const id = useId();
  const messageId = `${id}-message`;
  const message = problem ? t(problem) : hint;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': message ? messageId : undefined,
        'aria-invalid': problem ? true : undefined,
      })}
      {message && (
        <span
          id={messageId}
          role={problem ? 'alert' : undefined}
          className={`text-xs ${problem ? 'text-[#ff4d4f]' : 'opacity-60'}`}
        >
          {message}
        </span>
      )}
    </div>
  );
}

export function Section({
  title,
  hint,
  children,
  extra,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-4 rounded-lg border border-black/10 bg-white p-4 dark:border-white/10 dark:bg-[#2a2e3c]"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="m-0 text-base font-semibold">{title}</h2>
          {hint && <p className="m-0 text-xs opacity-70">{hint}</p>}
        </div>
        {extra}
      </header>
      {children}
    </section>
  );
}
