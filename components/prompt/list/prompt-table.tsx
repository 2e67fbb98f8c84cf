import { useEffect, useRef } from 'react';
import { InboxIcon } from '@/components/common/shell-icons';
import { Spinner } from '@/components/common/plain/spinner';
import type { Prompt } from '@/contract/prompt';
import type { PromptColumn } from './prompt-columns';

interface PromptTableProps {
  columns: readonly PromptColumn[];
  items: readonly Prompt[];
  loading: boolean;
  loadingLabel: string;
  emptyText: string;
  /** The code of the prompt just saved: its row is marked and scrolled into view. */
  highlighted?: string;
  /** What the mark says to a screen reader. */
  highlightedLabel?: string;
}

const CELL =
  'border-0 border-b border-solid border-[#f0f0f0] px-4 py-4 text-left text-sm dark:border-[#303030]';

const rowKey = (prompt: Prompt) => prompt.prompt_code || String(prompt.id);

/** One page of prompts as a table (antd's Table look); wide tables scroll sideways on a phone. */
export function PromptTable({
  columns,
  items,
  loading,
  loadingLabel,
  emptyText,
  highlighted,
  highlightedLabel,
}: PromptTableProps) {
  const markedRow = useRef<HTMLTableRowElement>(null);
  const shown = Boolean(highlighted && items.some((prompt) => prompt.prompt_code === highlighted));
  useEffect(() => {
    if (shown) markedRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  return (
    <div className="relative overflow-x-auto rounded-lg bg-white dark:bg-[#141414]">
      <table
        aria-busy={loading || undefined}
        className="sticky-actions w-full min-w-max border-separate border-spacing-0 [--sticky-actions-bg-dark:#141414] [--sticky-actions-bg:#fff] [--sticky-actions-head-bg-dark:#1d1d1d] [--sticky-actions-head-bg:#fafafa]"
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${CELL} bg-[#fafafa] font-semibold first:rounded-tl-lg last:rounded-tr-lg dark:bg-[#1d1d1d]`}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((prompt) => {
            const marked = Boolean(highlighted) && prompt.prompt_code === highlighted;
            return (
              <tr
                key={rowKey(prompt)}
                ref={marked ? markedRow : undefined}
                data-testid="prompt-row"
                data-highlighted={marked || undefined}
                aria-label={marked ? `${highlightedLabel ?? ''} ${prompt.prompt_name}`.trim() : undefined}
                className={
                  marked
                    ? 'bg-[#e6f4ff] transition-colors dark:bg-[#111a2c]'
                    : 'transition-colors hover:bg-[#fafafa] dark:hover:bg-[#1d1d1d]'
                }
              >
                {columns.map((column) => (
                  <td key={column.key} className={CELL}>
                    {column.render(prompt)}
                  </td>
                ))}
              </tr>
            );
          })}
          {items.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={`${CELL} py-8`}>
                {!loading && (
                  <div className="sticky left-0 flex w-[min(100%,calc(100vw-5rem))] flex-col items-center gap-2 opacity-70">
                    <InboxIcon className="text-4xl opacity-50" />
                    <span>{emptyText}</span>
                  </div>
                )}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {loading && (
        <div className="absolute inset-0 flex items-center justify-center bg-white/50 dark:bg-black/30">
          <Spinner label={loadingLabel} className="text-2xl text-primary-text" />
        </div>
      )}
    </div>
  );
}
