import type { ReactNode } from 'react';

/** One titled part of the profile screen. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-solid border-black/10 p-4 dark:border-white/10">
      <h2 className="m-0 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function FieldRow({
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
    <div className="flex max-w-sm flex-col gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <span className="text-xs opacity-60">{hint}</span>}
    </div>
  );
}
