import { useTranslation } from 'react-i18next';
import { FileExcelIcon } from '@/components/common/line-icons';
import type { SpreadsheetPreview } from '@/contract/chat';
import '@/locales/areas/chat';

interface SheetPreviewProps {
  fileName: string;
  /** Null when this tab never saw the upload: the card then names the file only. */
  preview: SpreadsheetPreview | null;
  defaultOpen?: boolean;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The sheet a spreadsheet chat asks about: its name and size, and its first rows as they were loaded. */
export function SheetPreview({ fileName, preview, defaultOpen = true }: SheetPreviewProps) {
  const { t } = useTranslation('chat');
  const summary = preview
    ? t('data_chat.preview_summary', { rows: preview.row_count, columns: preview.columns.length })
    : null;
  return (
    <details
      open={defaultOpen && preview !== null}
      data-testid="sheet-preview"
      className="rounded-lg border border-black/10 bg-white text-sm dark:border-white/15 dark:bg-white/5"
    >
      <summary className="flex cursor-pointer items-center gap-2 px-3 py-2">
        <FileExcelIcon className="shrink-0 text-[#1f9d55]" />
        <span className="truncate font-medium" title={fileName}>
          {fileName}
        </span>
        {summary && <span className="shrink-0 opacity-70">{summary}</span>}
      </summary>
      {preview && (
        <div className="max-h-72 overflow-auto border-t border-black/10 dark:border-white/10">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('data_chat.preview_caption', { name: fileName })}</caption>
            <thead className="sticky top-0 bg-[#f7f8fa] dark:bg-[#2a2f3d]">
              <tr>
                {preview.columns.map((column) => (
                  <th key={column.name} scope="col" className="whitespace-nowrap px-3 py-1.5 font-medium">
                    {column.name}
                    <span className="ml-1 text-xs font-normal opacity-60">{column.type}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row, index) => (
                <tr key={index} className="border-t border-black/5 dark:border-white/5">
                  {preview.columns.map((column) => (
                    <td key={column.name} className="whitespace-nowrap px-3 py-1">
                      {cellText(row[column.name])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {preview.row_count > preview.rows.length && (
            <p className="m-0 px-3 py-1.5 text-xs opacity-70">
              {t('data_chat.preview_more', { shown: preview.rows.length, rows: preview.row_count })}
            </p>
          )}
        </div>
      )}
    </details>
  );
}
