import type { ReactNode } from 'react';

/**
 * A screen's title, its action beside it (`extra`) and a line under both about what the screen is for. The
 * action sits on the title's row, so one that appears once the screen has loaded moves nothing below it.
 */
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
    <header className="px-6 pb-2 pt-6">
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-3">
        <h1 className="m-0 text-2xl font-semibold">{title}</h1>
        {extra}
      </div>
      {subtitle && <p className="m-0 mt-1 opacity-70">{subtitle}</p>}
    </header>
  );
}
