import type { ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { PrimaryLinkButton } from '@/components/common/primary-link-button';
import { ConstructLayout } from '@/components/layout/construct-layout';
import '@/locales/areas/knowledge-retrieval';

export const KNOWLEDGE_LIST_PATH = '/construct/knowledge';

/** A query value as one trimmed string ('' when absent). */
export function queryValue(value: string | string[] | undefined): string {
  return ((Array.isArray(value) ? value[0] : value) ?? '').trim();
}

export function spaceDetailHref(space: string): string {
  return `/construct/knowledge/detail?${new URLSearchParams({ spaceName: space }).toString()}`;
}

export interface Crumb {
  label: string;
  href?: string;
}

function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('knowledgeRetrieval');
  const all: Crumb[] = [{ label: t('frame.knowledge'), href: KNOWLEDGE_LIST_PATH }, ...crumbs];
  return (
    <nav aria-label={t('frame.breadcrumb')} className="text-sm">
      <ol className="m-0 flex list-none flex-wrap items-center gap-1 p-0">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className="flex min-w-0 items-center gap-1">
              {crumb.href && !last ? (
                <Link href={crumb.href} className="truncate text-primary-text no-underline hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="truncate opacity-80">
                  {crumb.label}
                </span>
              )}
              {!last && (
                <span aria-hidden className="opacity-40">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface RetrievalFrameProps {
  crumbs: Crumb[];
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** The Construct tabs, a breadcrumb (Knowledge › space › …), the screen's title, then its content. */
export function RetrievalFrame({ crumbs, title, extra, children }: RetrievalFrameProps) {
  return (
    <ConstructLayout>
      <div className="flex flex-col gap-4 px-4 py-4 sm:px-6">
        <Breadcrumb crumbs={crumbs} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="m-0 text-xl font-semibold break-all">{title}</h2>
          {extra}
        </div>
        {children}
      </div>
    </ConstructLayout>
  );
}

/**
 * The space named by `?spaceName=` once the router knows the address; the screen itself, a loading line
 * before that, and a way back when the address names no space.
 */
export function WithSpaceName({ children }: { children: (space: string) => ReactNode }) {
  const { t } = useTranslation('knowledgeRetrieval');
  const router = useRouter();
  if (!router.isReady)
    return (
      <ConstructLayout>
        <p role="status" className="m-0 p-6 text-sm opacity-70">
          {t('frame.loading')}
        </p>
      </ConstructLayout>
    );
  const space = queryValue(router.query.spaceName);
  if (!space)
    return (
      <ConstructLayout>
        <EmptyState
          title={t('frame.missing_space_title')}
          description={t('frame.missing_space_description')}
          action={<PrimaryLinkButton href={KNOWLEDGE_LIST_PATH}>{t('frame.back')}</PrimaryLinkButton>}
        />
      </ConstructLayout>
    );
  return <>{children(space)}</>;
}
