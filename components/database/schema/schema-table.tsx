import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CaretDownIcon, CaretRightIcon } from '@/components/common/line-icons';
import { TAG_CLASSES } from '@/components/common/plain/control-classes';
import type { SchemaTable } from '@/contract/datasource';
import '@/locales/areas/database';

interface SchemaTableViewProps {
  table: SchemaTable;
  expanded: boolean;
  onToggle: () => void;
  formatCount: (count: number) => string;
}

const CELL =
  'border-0 border-b border-solid border-black/5 px-2 py-1 text-left align-top dark:border-white/10';

/** One table: its name, row estimate and comment; opened, its columns (type, null, keys, comment) and foreign keys. */
export function SchemaTableView({ table, expanded, onToggle, formatCount }: SchemaTableViewProps) {
  const { t } = useTranslation('database');
  const panelId = useId();
  const foreignKeys = table.foreign_keys ?? [];
  const foreignColumns = new Set(foreignKeys.flatMap((key) => key.columns));
  const rows =
    typeof table.row_estimate === 'number'
      ? t('schema.rows', { rows: formatCount(table.row_estimate) })
      : t('schema.rows_unknown');
  return (
    <section
      aria-label={table.name}
      data-testid="schema-table"
      className="rounded-lg border border-solid border-black/10 bg-white dark:border-white/10 dark:bg-[#2a2e3c]"
    >
      <h3 className="m-0 text-base">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border-0 bg-transparent px-3 py-2 text-left text-inherit focus-visible:outline-2 focus-visible:outline-[#0C75FC]"
        >
          {expanded ? <CaretDownIcon /> : <CaretRightIcon />}
          <span className="font-mono font-semibold break-all">{table.name}</span>
          <span className="text-sm opacity-70">{rows}</span>
          {table.comment && <span className="min-w-0 text-sm opacity-70">{table.comment}</span>}
        </button>
      </h3>
      {expanded && (
        <div id={panelId} className="flex flex-col gap-3 px-3 pb-3">
          <div className="overflow-x-auto">
            <table
              className="w-full border-collapse text-sm"
              aria-label={t('schema.columns_label', { table: table.name })}
            >
              <thead>
                <tr>
                  <th className={CELL}>{t('schema.column')}</th>
                  <th className={CELL}>{t('schema.type')}</th>
                  <th className={CELL}>{t('schema.nullable')}</th>
                  <th className={CELL}>{t('schema.comment')}</th>
                </tr>
              </thead>
              <tbody>
                {table.columns.map((column) => (
                  <tr key={column.name}>
                    <th scope="row" className={`${CELL} font-mono font-normal`}>
                      <span className="inline-flex flex-wrap items-center gap-1">
                        {column.name}
                        {column.primary_key && (
                          <span className={TAG_CLASSES.blue} title={t('schema.primary_key')}>
                            {t('schema.pk')}
                          </span>
                        )}
                        {foreignColumns.has(column.name) && (
                          <span className={TAG_CLASSES.green}>{t('schema.fk')}</span>
                        )}
                      </span>
                    </th>
                    <td className={`${CELL} font-mono`}>{column.type ?? ''}</td>
                    <td className={CELL}>
                      {column.nullable === true
                        ? t('schema.yes')
                        : column.nullable === false
                          ? t('schema.no')
                          : ''}
                    </td>
                    <td className={`${CELL} opacity-80`}>{column.comment ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {foreignKeys.length > 0 && (
            <div>
              <h4 className="m-0 mb-1 text-sm font-semibold">{t('schema.foreign_keys')}</h4>
              <ul className="m-0 list-none p-0 font-mono text-sm">
                {foreignKeys.map((key) => (
                  <li key={`${key.columns.join(',')}>${key.ref_table}`}>
                    {t('schema.references', {
                      columns: key.columns.join(', '),
                      table: key.ref_table,
                      refColumns: key.ref_columns.join(', '),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
