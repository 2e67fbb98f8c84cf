import { useEffect, useRef, type ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/common/page-header';
import '@/locales/areas/construct';

export const CONSTRUCT_AREAS = [
  'app',
  'flow',
  'knowledge',
  'database',
  'models',
  'prompt',
  'dbgpts',
  'plugins',
] as const;
export type ConstructArea = (typeof CONSTRUCT_AREAS)[number];

/** The tab bar shared by every Construct page; each tab is a real link so it can be opened or shared. */
export function ConstructLayout({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation('construct');
  const { pathname } = useRouter();
  const strip = useRef<HTMLUListElement>(null);
  // On a phone the strip scrolls: the current area's tab is brought into view rather than cut at the edge.
  useEffect(() => {
    strip.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="flex h-full flex-col">
      <PageHeader title={t('title')} extra={extra} />
      <nav aria-label={t('tabs_label')} className="border-b border-black/5 px-6 dark:border-white/10">
        <ul ref={strip} className="scroll-cue m-0 flex list-none gap-1 overflow-x-auto p-0">
          {CONSTRUCT_AREAS.map((area) => {
            const href = `/construct/${area}`;
            const active = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <li key={area}>
                <Link
                  href={href}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm no-underline ${
                    active
                      ? 'border-[#0C75FC] font-medium text-primary-text'
                      : 'border-transparent text-gray-600 hover:text-primary-text dark:text-gray-300'
                  }`}
                >
                  {t(`tabs.${area}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-h-0 flex-1 overflow-auto">{children}</div>
    </div>
  );
}
