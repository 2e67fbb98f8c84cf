import type { ReactNode } from 'react';
import Link from 'next/link';

/** A link that looks like the primary button, for pages that do not load antd. */
export function PrimaryLinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex h-8 items-center rounded bg-primary-solid px-4 text-sm text-white no-underline hover:bg-primary-solid-hover"
    >
      {children}
    </Link>
  );
}
