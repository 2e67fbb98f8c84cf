import type { Datasource, FlatDatasource, TypedDatasource } from '@/contract/datasource';
import { getDbType } from '@/utils/db-types';

/** What a datasource card shows, the same for v0.7+ typed records and v0.6 flat ones. Never the password. */
export interface DatasourceView {
  id: number;
  /** The type as the server names it. */
  type: string;
  typeLabel: string;
  icon: string;
  name: string;
  description: string | null;
  /** `host:port` of a database server. */
  address: string | null;
  user: string | null;
  /** The file of a file database (SQLite, DuckDB…). */
  path: string | null;
  updatedAt: string | null;
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function address(host: unknown, port: unknown): string | null {
  const name = text(host);
  const number = text(port);
  if (!name) return null;
  return number ? `${name}:${number}` : name;
}

function isTyped(source: Datasource): source is TypedDatasource {
  return typeof source.type === 'string' && typeof source.params === 'object' && source.params !== null;
}

function fromTyped(source: TypedDatasource) {
  const { params } = source;
  return {
    type: source.type,
    description: text(source.description),
    address: address(params.host, params.port),
    user: text(params.user),
    path: text(params.path),
  };
}

function fromFlat(source: FlatDatasource) {
  return {
    type: source.db_type,
    description: text(source.comment),
    address: address(source.db_host, source.db_port),
    user: text(source.db_user),
    path: text(source.db_path),
  };
}

export function toDatasourceView(source: Datasource): DatasourceView {
  const fields = isTyped(source) ? fromTyped(source) : fromFlat(source as FlatDatasource);
  const catalogue = getDbType(fields.type);
  return {
    ...fields,
    id: source.id,
    typeLabel: catalogue.label,
    icon: catalogue.icon,
    name: source.db_name,
    updatedAt: text(source.gmt_modified) ?? text(source.gmt_created),
  };
}

/** The types present, in the catalogue's label order, with how many datasources each has. */
export function typeCounts(
  sources: readonly DatasourceView[],
): { type: string; label: string; count: number }[] {
  const counts = new Map<string, { type: string; label: string; count: number }>();
  for (const source of sources) {
    const entry = counts.get(source.type) ?? { type: source.type, label: source.typeLabel, count: 0 };
    entry.count += 1;
    counts.set(source.type, entry);
  }
  return [...counts.values()].sort((a, b) => a.label.localeCompare(b.label));
}
