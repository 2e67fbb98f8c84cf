import type { HubChannel } from '@/contract/hub';
import type { Queryable } from '../storage/db';

/** A hub an administrator added; the token stays sealed here and is opened only to clone. */
export interface StoredHubSource {
  id: string;
  name: string;
  channel: Exclude<HubChannel, 'builtin'>;
  url: string;
  branch: string | null;
  tokenSealed: string | null;
  createdBy: string;
  createdAt: string;
  /** When an instance last refreshed it (ISO), null before the first refresh. */
  refreshedAt: string | null;
}

export interface HubSourceRepository {
  create(source: Omit<StoredHubSource, 'createdAt' | 'refreshedAt'>): Promise<StoredHubSource>;
  /** Records a refresh, for the other instances to catch up with. */
  markRefreshed(id: string, at: string): Promise<void>;
  /** Oldest first: the order hubs are searched in. */
  list(): Promise<StoredHubSource[]>;
  find(id: string): Promise<StoredHubSource | null>;
  findByName(name: string): Promise<StoredHubSource | null>;
  /** False when there was no such hub. */
  delete(id: string): Promise<boolean>;
}

interface HubSourceRow {
  id: string;
  name: string;
  channel: string;
  url: string;
  branch: string | null;
  token_sealed: string | null;
  created_by: string;
  created_at: string;
  refreshed_at: string | null;
}

const toSource = (row: HubSourceRow): StoredHubSource => ({
  id: row.id,
  name: row.name,
  channel: row.channel === 'git' ? 'git' : 'folder',
  url: row.url,
  branch: row.branch,
  tokenSealed: row.token_sealed,
  createdBy: row.created_by,
  createdAt: row.created_at,
  refreshedAt: row.refreshed_at,
});

const SELECT =
  'SELECT id, name, channel, url, branch, token_sealed, created_by, created_at, refreshed_at FROM hub_sources';

export function createHubSourceRepository(db: Queryable): HubSourceRepository {
  const one = async (where: string, value: string) =>
    (await db.query<HubSourceRow>(`${SELECT} WHERE ${where} = ?`, [value])).map(toSource)[0] ?? null;

  return {
    async create(source) {
      const createdAt = new Date().toISOString();
      await db.execute(
        `INSERT INTO hub_sources (id, name, channel, url, branch, token_sealed, created_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          source.id,
          source.name,
          source.channel,
          source.url,
          source.branch,
          source.tokenSealed,
          source.createdBy,
          createdAt,
        ],
      );
      return { ...source, createdAt, refreshedAt: null };
    },

    async markRefreshed(id, at) {
      await db.execute('UPDATE hub_sources SET refreshed_at = ? WHERE id = ?', [at, id]);
    },

    async list() {
      return (await db.query<HubSourceRow>(`${SELECT} ORDER BY created_at, id`)).map(toSource);
    },

    find: (id) => one('id', id),
    findByName: (name) => one('name', name),

    async delete(id) {
      return (await db.execute('DELETE FROM hub_sources WHERE id = ?', [id])).rowsAffected === 1;
    },
  };
}
