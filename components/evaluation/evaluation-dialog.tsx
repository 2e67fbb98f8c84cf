import type { ReactNode } from 'react';

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
