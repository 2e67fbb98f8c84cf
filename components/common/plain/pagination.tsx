import { CaretLeftIcon, CaretRightIcon } from '../line-icons';
import { PlainSelect } from './plain-select';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The pages to offer around the current one; null is a gap. */
export function visiblePages(current: number, last: number): (number | null)[] {
  if (last <= 7) return Array.from({ length: last }, (_, index) => index + 1);
  const from = Math.max(2, Math.min(current - 2, last - 5));
  const to = Math.min(last - 1, Math.max(current + 2, 6));
  const pages: (number | null)[] = [1];
  if (from > 2) pages.push(null);
  for (let page = from; page <= to; page += 1) pages.push(page);
  if (to < last - 1) pages.push(null);
  pages.push(last);
  return pages;
}

export interface PaginationTexts {
  /** The navigation landmark's name. */
  label: string;
  total: string;
  page: (page: number) => string;
  previous: string;
  next: string;
  pageSize: string;
  pageSizeOption: (size: number) => string;
}

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  /** The page sizes offered; a list with a fixed default (the app list's 12) names its own. */
  pageSizes?: readonly number[];
  texts: PaginationTexts;
}

const STEP =
  'inline-flex h-8 min-w-8 cursor-pointer items-center justify-center rounded border border-solid bg-transparent px-1.5 text-sm text-inherit transition-colors focus-visible:outline-2 focus-visible:outline-[#0C75FC] disabled:cursor-not-allowed disabled:opacity-30';
const PLAIN_STEP = `${STEP} border-transparent hover:bg-black/[0.06] dark:hover:bg-white/[0.12]`;
const CURRENT_STEP = `${STEP} border-[#0C75FC] font-medium text-primary-text`;

/** Pages of a server-paged list (antd's Pagination look): total, previous, pages, next, page size. */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  texts,
  pageSizes = PAGE_SIZES,
}: PaginationProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={texts.label} className="flex flex-wrap items-center justify-end gap-2 text-sm">
      <span className="mr-2">{texts.total}</span>
      <button
        type="button"
        aria-label={texts.previous}
        title={texts.previous}
        disabled={page <= 1}
        onClick={() => onChange(page - 1, pageSize)}
        className={PLAIN_STEP}
      >
        <CaretLeftIcon />
      </button>
      {visiblePages(page, last).map((shown, index) =>
        shown === null ? (
          <span key={`gap-${index}`} aria-hidden className="min-w-8 text-center opacity-40">
            •••
          </span>
        ) : (
          <button
            key={shown}
            type="button"
            aria-label={texts.page(shown)}
            aria-current={shown === page ? 'page' : undefined}
            onClick={() => shown !== page && onChange(shown, pageSize)}
            className={shown === page ? CURRENT_STEP : PLAIN_STEP}
          >
            {shown}
          </button>
        ),
      )}
      <button
        type="button"
        aria-label={texts.next}
        title={texts.next}
        disabled={page >= last}
        onClick={() => onChange(page + 1, pageSize)}
        className={PLAIN_STEP}
      >
        <CaretRightIcon />
      </button>
      <PlainSelect
        aria-label={texts.pageSize}
        value={String(pageSize)}
        onChange={(event) => onChange(1, Number(event.target.value))}
        options={pageSizes.map((size) => ({ value: String(size), label: texts.pageSizeOption(size) }))}
        className="w-28"
      />
    </nav>
  );
}
