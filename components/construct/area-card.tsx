import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TAG_CLASSES } from '@/components/common/plain/control-classes';
import '@/locales/areas/construct';

export interface CardDetail {
  term: string;
  value: string;
}

interface AreaCardProps {
  title: string;
  /** A second name (the identifier beside a label), shown small under the title. */
  subtitle?: string | null;
  icon: ReactNode;
  description?: string | null;
  tags?: readonly string[];
  /** A status shown before the tags (a coloured dot and its word). */
  status?: ReactNode;
  details?: readonly CardDetail[];
  /** A problem the server reports for this item, in red. */
  problem?: string | null;
  owner?: string | null;
  updatedAt?: string | null;
  /** The page's relative-time formatter (one ticking clock for every card). */
  fromNow: (time: string | null | undefined) => string | undefined;
  /** What the user can do with the item (links, buttons), under everything else. */
  actions?: ReactNode;
  testId: string;
}

/** The tile behind a line icon. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-[#0C75FC]/10 text-xl text-primary-text">
      {children}
    </span>
  );
}

/** A picture the server or the catalogue names, decorative beside the title. */
export function ImageIcon({ src }: { src: string }) {
  // Lazy: a long grid's icons below the fold are not fetched and drawn during the first render.
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className="h-9 w-9 shrink-0 rounded-md object-contain"
    />
  );
}

/** One item of a Construct list: what it is, what it says about itself, who owns it and when it changed. */
export function AreaCard({
  title,
  subtitle,
  icon,
  description,
  tags = [],
  status,
  details = [],
  problem,
  owner,
  updatedAt,
  fromNow,
  actions,
  testId,
}: AreaCardProps) {
  const { t } = useTranslation('construct');
  const relative = updatedAt ? fromNow(updatedAt) : undefined;
  return (
    <article
      aria-label={title}
      data-testid={testId}
      className="flex w-full min-w-0 flex-col gap-3 rounded-lg border border-black/10 bg-white p-4 shadow-sm dark:border-white/10 dark:bg-[#2a2e3c]"
    >
      <header className="flex items-start gap-3">
        {icon}
        <div className="min-w-0 flex-1">
          <h2 className="m-0 truncate text-base font-semibold" title={title}>
            {title}
          </h2>
          {subtitle && subtitle !== title && (
            <p className="m-0 truncate text-xs opacity-70" title={subtitle}>
              {subtitle}
            </p>
          )}
        </div>
      </header>
      {description && <p className="m-0 line-clamp-2 text-sm opacity-70">{description}</p>}
      {(status || tags.length > 0) && (
        <div className="flex flex-wrap items-center gap-2">
          {status}
          {tags.map((tag) => (
            <span key={tag} className={TAG_CLASSES.default}>
              {tag}
            </span>
          ))}
        </div>
      )}
      {details.length > 0 && (
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {details.map((detail) => (
            <div key={detail.term} className="contents">
              <dt className="opacity-70">{detail.term}</dt>
              <dd className="m-0 truncate" title={detail.value}>
                {detail.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {problem && <p className="m-0 line-clamp-3 text-sm text-[#cf1322] dark:text-[#ff7875]">{problem}</p>}
      {(owner || updatedAt) && (
        <footer className="mt-auto flex flex-wrap items-center justify-between gap-2 text-xs opacity-70">
          {owner && <span className="truncate">{t('card.owner', { owner })}</span>}
          {updatedAt && (
            // Its box spans to the card's edge (never narrower than its text) and its text arrives as a new node: the time appearing once
            // the language's dates have loaded moves nothing.
            <time
              dateTime={updatedAt}
              title={updatedAt}
              data-testid="card-updated"
              className="min-w-fit flex-1 text-right"
            >
              {relative ? <span>{t('card.updated', { time: relative })}</span> : '\u00a0'}
            </time>
          )}
        </footer>
      )}
      {actions && (
        <div className="flex flex-wrap items-center gap-2 border-t border-black/5 pt-3 dark:border-white/10">
          {actions}
        </div>
      )}
    </article>
  );
}
