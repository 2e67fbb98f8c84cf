import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/common/plain/plain-button';
import type { Dataset } from '@/contract/evaluate';
import { CELL, HEAD_CELL, MemberTags, TABLE_CLASS, Timestamp } from '../cells';
import '@/locales/areas/evaluation';

interface DatasetTableProps {
  datasets: Dataset[];
  onEditMembers: (dataset: Dataset) => void;
  onDownload: (dataset: Dataset) => void;
  onDelete: (dataset: Dataset) => void;
}

/** Name, code, storage, rows, members and dates; scrolls sideways on a phone. */
export function DatasetTable({ datasets, onEditMembers, onDownload, onDelete }: DatasetTableProps) {
  const { t } = useTranslation('evaluation');
  const storage = (type: string | null | undefined) =>
    type === 'db' ? t('datasets.storage.db') : type === 'oss' ? t('datasets.storage.oss') : (type ?? '–');
  return (
    <div className="overflow-x-auto" data-testid="dataset-table">
      <table className={`${TABLE_CLASS} sticky-actions`} aria-label={t('datasets.table_label')}>
        <thead>
          <tr>
            <th className={HEAD_CELL}>{t('datasets.col.name')}</th>
            <th className={HEAD_CELL}>{t('datasets.col.code')}</th>
            <th className={HEAD_CELL}>{t('datasets.col.storage')}</th>
            <th className={HEAD_CELL}>{t('datasets.col.rows')}</th>
            <th className={HEAD_CELL}>{t('datasets.col.members')}</th>
            <th className={HEAD_CELL}>{t('datasets.col.created')}</th>
            <th className={HEAD_CELL}>{t('datasets.col.updated')}</th>
            <th className={HEAD_CELL}>{t('datasets.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {datasets.map((dataset) => (
            <tr key={dataset.code} data-testid="dataset-row">
              <td className={`${CELL} font-medium`}>{dataset.name}</td>
              <td className={`${CELL} font-mono text-xs break-all`}>{dataset.code}</td>
              <td className={CELL}>{storage(dataset.storage_type)}</td>
              <td className={CELL}>{dataset.datasets_count ?? '–'}</td>
              <td className={CELL}>
                <MemberTags members={dataset.members} />
              </td>
              <td className={CELL}>
                <Timestamp value={dataset.gmt_create} />
              </td>
              <td className={CELL}>
                <Timestamp value={dataset.gmt_modified} />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                <PlainButton
                  size="small"
                  variant="text"
                  aria-label={t('datasets.edit_members_of', { name: dataset.name })}
                  onClick={() => onEditMembers(dataset)}
                >
                  {t('datasets.edit_members')}
                </PlainButton>
                <PlainButton
                  size="small"
                  variant="text"
                  aria-label={t('datasets.download_of', { name: dataset.name })}
                  onClick={() => onDownload(dataset)}
                >
                  {t('datasets.download')}
                </PlainButton>
                <PlainButton
                  size="small"
                  variant="danger_text"
                  aria-label={t('datasets.delete_of', { name: dataset.name })}
                  onClick={() => onDelete(dataset)}
                >
                  {t('datasets.delete')}
                </PlainButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
