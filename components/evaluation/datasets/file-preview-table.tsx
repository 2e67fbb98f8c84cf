import { useTranslation } from 'react-i18next';
import { formatBytes, type FilePreview } from './file-preview';
import '@/locales/areas/evaluation';

/** The chosen file's name and size, and its first rows when the browser could read them. */
export function FilePreviewTable({ file, preview }: { file: File; preview: FilePreview }) {
  const { t } = useTranslation('evaluation');
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="dataset-file-preview">
      <p className="m-0 opacity-70">
        {t('datasets.file_info', { name: file.name, size: formatBytes(file.size) })}
      </p>
      {preview.kind === 'unreadable' && (
        <p className="m-0 text-[#d46b08] dark:text-[#e89a3c]">{t('datasets.preview_unreadable')}</p>
      )}
      {preview.kind === 'rows' && (
        <div className="max-h-48 overflow-auto rounded border border-solid border-black/10 dark:border-white/10">
          <table className="w-full border-collapse text-xs" aria-label={t('datasets.preview_title')}>
            <thead>
              <tr>
                {preview.columns.map((column) => (
                  <th
                    key={column}
                    className="bg-black/[0.03] px-2 py-1 text-left font-medium dark:bg-white/[0.05]"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row, index) => (
                <tr key={index}>
                  {preview.columns.map((column) => (
                    <td
                      key={column}
                      className="max-w-[16rem] truncate border-0 border-t border-solid border-black/5 px-2 py-1 dark:border-white/5"
                    >
                      {row[column]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {preview.kind === 'rows' && !preview.columns.includes('query') && (
        <p className="m-0 text-[#d46b08] dark:text-[#e89a3c]">{t('datasets.preview_no_query')}</p>
      )}
    </div>
  );
}
