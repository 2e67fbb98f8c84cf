import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS } from '@/components/common/plain/control-classes';

interface AuthCardProps {
  title: string;
  subtitle: string;
  /** The server's or the form's message, shown above the fields and announced. */
  error: string | null;
  onSubmit: () => void;
  children: ReactNode;
  testId: string;
}

/** The frame of the sign-in and setup screens: plain tailwind, so it paints without antd. */
export function AuthCard({ title, subtitle, error, onSubmit, children, testId }: AuthCardProps) {
  const { t } = useTranslation('common');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <main className="flex h-full min-h-screen items-center justify-center px-4" data-testid={testId}>
      <form
        noValidate
        onSubmit={submit}
        className="flex w-full max-w-sm flex-col gap-4 rounded-lg border border-black/10 bg-white p-8 shadow-sm dark:border-white/10 dark:bg-[#1b1e28]"
      >
        <div className="flex h-12 items-center justify-center">
          <img src="/logo.svg" alt={t('app_name')} className="h-9 dark:hidden" />
          <img src="/logo-dark.svg" alt={t('app_name')} className="hidden h-9 dark:block" />
        </div>
        <div>
          <h1 className="m-0 text-xl font-semibold">{title}</h1>
          <p className="mt-1 mb-0 text-sm opacity-70">{subtitle}</p>
        </div>
        {error && (
          <p
            role="alert"
            className="m-0 rounded border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-[#cf1322] dark:border-[#58181c] dark:bg-[#2c1618] dark:text-[#ff7875]"
          >
            {error}
          </p>
        )}
        {children}
      </form>
    </main>
  );
}

interface FieldProps {
  label: string;
  type: 'email' | 'password' | 'text';
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  hint?: string;
}

/** A labelled input; its hint is its description, not part of its name. */
export function AuthField({ label, type, value, onChange, autoComplete, hint }: FieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${INPUT_CLASS} h-9`}
      />
      {hint && (
        <span id={`${id}-hint`} className="text-xs opacity-60">
          {hint}
        </span>
      )}
    </div>
  );
}
