import { useEffect, useRef, type ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { ConstructFrame, constructAreaOf, constructHref, constructTabClasses } from './construct-frame';
import '@/locales/areas/construct';

export { CONSTRUCT_AREAS, type ConstructArea } from './construct-frame';

/**
 * The tab bar shared by every Construct page; each tab is a real link so it can be opened or shared.
 * A list screen (`/construct/<area>`) says under the title what its area is for.
 */
export function ConstructLayout({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation('construct');
  const { pathname } = useRouter();
  const strip = useRef<HTMLUListElement>(null);
  const current = constructAreaOf(pathname);
  const isAreaList = current !== undefined && pathname === constructHref(current);
  // On a phone the strip scrolls: the current area's tab is brought into view rather than cut at the edge.
  useEffect(() => {
    strip.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <ConstructFrame
      title={t('title')}
      description={isAreaList ? t(`descriptions.${current}`) : undefined}
      tabsLabel={t('tabs_label')}
      extra={extra}
      stripRef={strip}
      renderTab={(area) => (
        <Link
          href={constructHref(area)}
          // Fetched on hover, not with the list: eight tabs would load every area's code.
          prefetch={false}
          aria-current={area === current ? 'page' : undefined}
          className={constructTabClasses(area === current)}
        >
          {t(`tabs.${area}`)}
        </Link>
      )}
    >
      {children}
    </ConstructFrame>
  );
}
