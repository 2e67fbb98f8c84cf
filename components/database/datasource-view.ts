import type {
  Datasource,
  DatasourceVisibility,
  FlatDatasource,
  TypedDatasource,
} from '@/contract/datasource';
import { getDbType } from '@/utils/db-types';
import { serverOnlyType } from './server-only-types';

/** What a datasource card shows, the same for v0.7+ typed records and v0.6 flat ones. Never the password. */
export interface DatasourceView {
  id: number;
  /** The type as the server names it. */
  type: string;
  typeLabel: string;
  icon: string;
  /** The database name: DB-GPT's identity of the datasource. */
  name: string;
  /** What the user called it (our server); the database name when there is none. */
  displayName: string;
  description: string | null;
  /** `host:port` of a database server. */
  address: string | null;
  user: string | null;
  /** The file of a file database (SQLite, DuckDB…). */
  path: string | null;
  updatedAt: string | null;
  /** The stored parameters (a flat record's fields under the typed names), to start an edit from. */
  params: Record<string, unknown>;
  /** Who may use it besides its owner (our server); null from a server that keeps no owners. */
  visibility: DatasourceVisibility | null;
  /** Whether the caller may change, refresh or delete it (another's shared one: no); true when not said. */
  canChange: boolean;
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
    params,
    type: source.type,
    description: text(source.description),
    address: address(params.host, params.port),
    user: text(params.user),
    path: text(params.path),
  };
}

function fromFlat(source: FlatDatasource) {
  const params: Record<string, unknown> = {
    host: source.db_host ?? undefined,
    port: source.db_port ?? undefined,
    user: source.db_user ?? undefined,
    database: source.db_name,
    path: source.db_path ?? undefined,
  };
  return {
    params,
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
    typeLabel: catalogue.known ? catalogue.label : (serverOnlyType(fields.type)?.label ?? catalogue.label),
    icon: catalogue.icon,
    name: source.db_name,
    displayName: text(source.display_name) ?? text(fields.params.display_name) ?? source.db_name,
    updatedAt: text(source.gmt_modified) ?? text(source.gmt_created),
    visibility: source.visibility === 'private' || source.visibility === 'public' ? source.visibility : null,
    canChange: source.can_change !== false,
  };
}
