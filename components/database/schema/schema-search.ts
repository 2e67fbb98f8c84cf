import type { SchemaTable } from '@/contract/datasource';
import { matchesQuery } from '@/components/construct/match-query';

export interface TableMatch {
  table: SchemaTable;
  /** The search found it by a column: show its columns open. */
  byColumn: boolean;
}

/** Tables whose name or comment matches, or one of whose columns does (by name, type or comment). */
export function searchTables(tables: readonly SchemaTable[], query: string): TableMatch[] {
  if (!query.trim()) return tables.map((table) => ({ table, byColumn: false }));
  return tables.flatMap((table): TableMatch[] => {
    if (matchesQuery(query, [table.name, table.comment])) return [{ table, byColumn: false }];
    const byColumn = table.columns.some((column) => matchesQuery(query, [column.name, column.comment]));
    return byColumn ? [{ table, byColumn: true }] : [];
  });
}
