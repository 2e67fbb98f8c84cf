import type { DatasourceVisibility } from '@/contract/datasource';
import type { Queryable } from '../storage/db';

/** A stored datasource row: params as parsed JSON, the password still sealed. */
export interface DatasourceRecord {
  id: number;
  type: string;
  dbName: string;
  displayName: string;
  params: Record<string, unknown>;
  passwordSealed: string | null;
  description: string | null;
  /** Who added it; null for rows from before owners were kept (then only administrators change it). */
  owner: string | null;
  visibility: DatasourceVisibility;
  createdAt: string;
  updatedAt: string;
}

export type NewDatasource = Omit<DatasourceRecord, 'id' | 'createdAt' | 'updatedAt'>;
/** What an update changes: never the owner. */
export type DatasourceChanges = Omit<NewDatasource, 'owner'>;

export interface StoredSchemaProfile {
  datasourceId: number;
  /** The profile JSON as the refresh wrote it. */
  profile: string;
  refreshedAt: string;
}

export interface DatasourceRepository {
  create(datasource: NewDatasource): Promise<number>;
  update(id: number, datasource: DatasourceChanges): Promise<void>;
  /** Stores the password sealed for `id` (the sealed value is bound to the row id). */
  setPassword(id: number, sealed: string | null): Promise<void>;
  findById(id: number): Promise<DatasourceRecord | null>;
  findByDisplayName(name: string): Promise<DatasourceRecord | null>;
  findByDbName(dbName: string): Promise<DatasourceRecord[]>;
  list(type?: string): Promise<DatasourceRecord[]>;
  /** Deletes the datasource and its schema profile. */
  delete(id: number): Promise<void>;
  saveSchema(id: number, profile: string): Promise<void>;
  findSchema(id: number): Promise<StoredSchemaProfile | null>;
}

interface DatasourceRow {
  id: number;
  type: string;
  db_name: string;
  display_name: string;
  params: string;
  password_sealed: string | null;
  description: string | null;
  owner: string | null;
  visibility: string;
  created_at: string;
  updated_at: string;
}

function parseParams(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function toRecord(row: DatasourceRow): DatasourceRecord {
  return {
    id: Number(row.id),
    type: row.type,
    dbName: row.db_name,
    displayName: row.display_name,
    params: parseParams(row.params),
    passwordSealed: row.password_sealed,
    description: row.description,
    owner: row.owner,
    visibility: row.visibility === 'private' ? 'private' : 'public',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const SELECT = `SELECT id, type, db_name, display_name, params, password_sealed, description, owner, visibility,
  created_at, updated_at FROM datasources`;

export function createDatasourceRepository(db: Queryable): DatasourceRepository {
  const now = () => new Date().toISOString();
  const many = async (where: string, params: (string | number)[]) =>
    (await db.query<DatasourceRow>(`${SELECT}${where} ORDER BY id`, params)).map(toRecord);
  return {
    async create(datasource) {
      const stamp = now();
      const [inserted] = await db.query<{ id: number }>(
        `INSERT INTO datasources (type, db_name, display_name, params, password_sealed, description, owner,
          visibility, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          datasource.type,
          datasource.dbName,
          datasource.displayName,
          JSON.stringify(datasource.params),
          datasource.passwordSealed,
          datasource.description,
          datasource.owner,
          datasource.visibility,
          stamp,
          stamp,
        ],
      );
      return Number(inserted?.id);
    },

    async update(id, datasource) {
      await db.execute(
        `UPDATE datasources SET type = ?, db_name = ?, display_name = ?, params = ?, password_sealed = ?,
          description = ?, visibility = ?, updated_at = ? WHERE id = ?`,
        [
          datasource.type,
          datasource.dbName,
          datasource.displayName,
          JSON.stringify(datasource.params),
          datasource.passwordSealed,
          datasource.description,
          datasource.visibility,
          now(),
          id,
        ],
      );
    },

    async setPassword(id, sealed) {
      await db.execute('UPDATE datasources SET password_sealed = ? WHERE id = ?', [sealed, id]);
    },

    async findById(id) {
      const [record] = await many(' WHERE id = ?', [id]);
      return record ?? null;
    },

    async findByDisplayName(name) {
      const [record] = await many(' WHERE display_name = ?', [name]);
      return record ?? null;
    },

    findByDbName: (dbName) => many(' WHERE db_name = ?', [dbName]),

    list: (type) => (type === undefined ? many('', []) : many(' WHERE type = ?', [type])),

    async delete(id) {
      await db.execute('DELETE FROM datasource_schemas WHERE datasource_id = ?', [id]);
      await db.execute('DELETE FROM datasources WHERE id = ?', [id]);
    },

    async saveSchema(id, profile) {
      await db.execute(
        `INSERT INTO datasource_schemas (datasource_id, profile, refreshed_at) VALUES (?, ?, ?)
         ON CONFLICT (datasource_id) DO UPDATE SET profile = excluded.profile, refreshed_at = excluded.refreshed_at`,
        [id, profile, now()],
      );
    },

    async findSchema(id) {
      const [row] = await db.query<{ datasource_id: number; profile: string; refreshed_at: string }>(
        'SELECT datasource_id, profile, refreshed_at FROM datasource_schemas WHERE datasource_id = ?',
        [id],
      );
      return row
        ? { datasourceId: Number(row.datasource_id), profile: row.profile, refreshedAt: row.refreshed_at }
        : null;
    },
  };
}
