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
