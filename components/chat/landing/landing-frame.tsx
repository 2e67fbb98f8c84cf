import type { ReactNode } from 'react';

/** The landing's column: shared by the landing and its outline in the exported HTML, so neither moves. */
export const LANDING_COLUMN_CLASS = 'mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:py-16';

/** The landing's welcome: its heading and the line under it. */
export function LandingHeader({ heading, subheading }: { heading: ReactNode; subheading: ReactNode }) {
  return (
    <header className="flex flex-col gap-1 text-center">
      <h1 className="m-0 text-2xl font-semibold sm:text-3xl">{heading}</h1>
      <p className="m-0 text-sm opacity-70">{subheading}</p>
    </header>
  );
}
