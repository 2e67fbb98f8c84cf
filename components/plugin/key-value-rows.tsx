import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIcon, PlusIcon } from '@/components/common/line-icons';
import { INPUT_CLASS } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import type { KeyValueRow } from './mcp-server-draft';
import '@/locales/areas/plugins';

interface KeyValueRowsProps {
  title: string;
  rows: KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
  /** Secrets (headers) are typed into password inputs. */
  secret?: boolean;
}

/** Name / value pairs (headers, environment variables): add, edit and remove rows. */
export function KeyValueRows({ title, rows, onChange, secret = false }: KeyValueRowsProps) {
  const { t } = useTranslation('plugins');
  const titleId = useId();
  const nextId = useRef(rows.reduce((max, row) => Math.max(max, row.id), 0) + 1);
  const edit = (id: number, change: Partial<KeyValueRow>) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0" aria-labelledby={titleId}>
      <div className="flex items-center justify-between gap-2">
        <span id={titleId} className="text-sm font-medium">
          {title}
        </span>
        <PlainButton
          size="small"
          icon={<PlusIcon />}
          onClick={() => onChange([...rows, { id: nextId.current++, key: '', value: '' }])}
        >
          {t('mcp.add_row')}
        </PlainButton>
      </div>
      {rows.map((row, index) => {
        const label = `${title} — ${t('mcp.row_label', { index: index + 1 })}`;
        return (
          <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-center gap-2">
            <input
              className={INPUT_CLASS}
              aria-label={`${label}: ${t('mcp.key')}`}
              placeholder={t('mcp.key')}
              value={row.key}
              autoComplete="off"
              onChange={(event) => edit(row.id, { key: event.target.value })}
            />
            <input
              className={INPUT_CLASS}
              type={secret ? 'password' : 'text'}
              aria-label={`${label}: ${t('mcp.value')}`}
              placeholder={t('mcp.value')}
              value={row.value}
              autoComplete={secret ? 'new-password' : 'off'}
              onChange={(event) => edit(row.id, { value: event.target.value })}
            />
            <PlainButton
              size="small"
              variant="danger_text"
              aria-label={t('mcp.remove_row', { key: row.key || label })}
              onClick={() => onChange(rows.filter((other) => other.id !== row.id))}
            >
              <DeleteIcon />
            </PlainButton>
          </div>
        );
      })}
    </fieldset>
  );
}
