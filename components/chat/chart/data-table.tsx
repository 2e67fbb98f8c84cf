import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';
import type { CellValue } from './chart-model';
import { cellText, nextSort, sortedOrder, toCsv, type SortState } from './table-data';
import { saveBlob } from '@/utils/save-blob';

const ROW_PX = 32;
const VIEW_PX = 360;
const COLUMN_MIN_PX = 120;

interface DataTableProps {
  columns: readonly string[];
  rows: readonly CellValue[][];
  /** The CSV file's name, without extension. */
  fileName: string;
}

function downloadCsv(text: string, fileName: string): void {
  saveBlob(
    new Blob([text], { type: 'text/csv;charset=utf-8' }),
    `${fileName.replace(/[\\/:*?"<>|]+/g, '_').slice(0, 80) || 'result'}.csv`,
  );
}

/**
 * A query result as a table: only the rows on screen are in the document, so 100,000 rows show at once
 * and scroll smoothly. Headers sort (ascending, descending, off); CSV downloads the rows as sorted.
 */
export function DataTable({ columns, rows, fileName }: DataTableProps) {
  const { t } = useTranslation('chat');
  const [sort, setSort] = useState<SortState | null>(null);
  const order = useMemo(() => sortedOrder(rows, sort), [rows, sort]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: order.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 10,
    initialRect: { width: 0, height: VIEW_PX },
  });
  const template = `repeat(${Math.max(columns.length, 1)}, minmax(${COLUMN_MIN_PX}px, 1fr))`;
  const minWidth = columns.length * COLUMN_MIN_PX;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2 text-xs text-black/60 dark:text-white/60">
        <span>{t('chart.row_count', { count: rows.length })}</span>
        <button
          type="button"
          onClick={() => downloadCsv(toCsv(columns, rows, order), fileName)}
          className="cursor-pointer rounded border border-solid border-black/15 bg-transparent px-2 py-0.5 text-inherit hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:border-white/20 dark:hover:bg-white/10"
        >
          {t('chart.download_csv')}
        </button>
      </div>
      <div
        ref={scroller}
        role="table"
        aria-label={t('chart.table_label')}
        aria-rowcount={rows.length + 1}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling area must take focus to scroll from the keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-auto rounded border border-solid border-black/10 text-[13px] focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:border-white/15"
        style={{ maxHeight: VIEW_PX }}
      >
        <div style={{ minWidth }}>
          <div
            role="row"
            aria-rowindex={1}
            className="sticky top-0 z-[1] grid bg-[#f6f8fa] font-medium dark:bg-[#161b22]"
            style={{ gridTemplateColumns: template }}
          >
            {columns.map((column, index) => {
              const direction = sort?.column === index ? sort.direction : undefined;
              return (
                <div key={`${column}-${index}`} role="columnheader" aria-sort={direction ?? 'none'}>
                  <button
                    type="button"
                    title={t('chart.sort_by', { column })}
                    onClick={() => setSort((current) => nextSort(current, index))}
                    className="flex w-full cursor-pointer items-center gap-1 truncate border-0 bg-transparent px-2 py-1.5 text-left font-medium text-inherit hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/10"
                  >
                    <span className="truncate">{column}</span>
                    <span aria-hidden="true">
                      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : ''}
                    </span>
                  </button>
                </div>
              );
            })}
          </div>
          <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[order[item.index]];
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className="absolute left-0 top-0 grid w-full border-0 border-t border-solid border-black/5 dark:border-white/10"
                  style={{
                    gridTemplateColumns: template,
                    height: ROW_PX,
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  {row.map((cell, index) => (
                    <div
                      key={index}
                      role="cell"
                      className={`truncate px-2 leading-8 ${typeof cell === 'number' ? 'text-right tabular-nums' : ''}`}
                    >
                      {cellText(cell)}
                    </div>
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
