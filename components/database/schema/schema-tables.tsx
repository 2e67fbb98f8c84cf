import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaTable } from '@/contract/datasource';
import { SchemaTableView } from './schema-table';
import { searchTables } from './schema-search';
import '@/locales/areas/database';

interface SchemaTablesProps {
  tables: readonly SchemaTable[];
  search: string;
  formatCount: (count: number) => string;
}

/** The tables that match the search, each opened on demand (tables found by a column open by themselves). */
export function SchemaTables({ tables, search, formatCount }: SchemaTablesProps) {
  const { t } = useTranslation('database');
  const [toggled, setToggled] = useState<ReadonlySet<string>>(() => new Set());
  const matches = searchTables(tables, search);
  const toggle = (name: string) =>
    setToggled((names) => {
      const next = new Set(names);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  if (matches.length === 0)
    return <p className="m-0 opacity-70">{t('schema.no_match', { query: search.trim() })}</p>;
  return (
    <ul
      className="m-0 flex list-none flex-col gap-2 p-0"
      aria-label={t('schema.tables', { count: matches.length })}
    >
      {matches.map(({ table, byColumn }) => (
        <li key={table.name}>
          <SchemaTableView
            table={table}
            expanded={toggled.has(table.name) !== byColumn}
            onToggle={() => toggle(table.name)}
            formatCount={formatCount}
          />
        </li>
      ))}
    </ul>
  );
}
