import type { ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  extra,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 px-6 pb-2 pt-6">
      <div>
        <h1 className="m-0 text-2xl font-semibold">{title}</h1>
        {subtitle && <p className="m-0 mt-1 opacity-70">{subtitle}</p>}
      </div>
      {extra}
    </header>
  );
}
