import type { Queryable } from '../storage/db';

/** Where an installed plugin came from. */
export type PluginSource = 'market' | 'upload' | 'mcp' | 'package';

/** The owner of a plugin installed for everyone. */
export const EVERYONE = '';

export interface NewPlugin {
  /** A user id, or {@link EVERYONE}. */
  owner: string;
  name: string;
  kind: 'http' | 'mcp';
  type: string;
  version: string | null;
  description: string | null;
  fileName: string | null;
  source: PluginSource;
  /** The tool definition without its secrets. */
  definition: Record<string, unknown>;
  /** The secrets, sealed; null when the tool has none. */
  sealedSecrets: string | null;
  installedBy: string;
}

export interface StoredPlugin extends NewPlugin {
  id: number;
  useCount: number;
  succCount: number;
  createdAt: string;
}

/** An app whose agents name a plugin among their resources. */
export interface PluginUser {
  appCode: string;
  appName: string;
  ownerId: string;
  /** The agents' resources, as stored (JSON text). */
  resources: string;
}

export interface PluginRepository {
  /** Null when the owner already has a plugin of that name. */
  insert(plugin: NewPlugin): Promise<StoredPlugin | null>;
  find(owner: string, name: string): Promise<StoredPlugin | null>;
  /** The user's own plugins and everyone's, own first, then by name. */
  listVisible(userId: string): Promise<StoredPlugin[]>;
  /** False when there was none. */
  remove(owner: string, name: string): Promise<boolean>;
  countUse(id: number, succeeded: boolean): Promise<void>;
  /** Agents' resource lists that mention `name` somewhere (the caller checks how). */
  resourcesMentioning(name: string): Promise<PluginUser[]>;
}

interface PluginRow {
  id: number;
  owner: string;
  name: string;
  kind: string;
  type: string;
  version: string | null;
  description: string | null;
  file_name: string | null;
  source: string;
  definition: string;
  secrets: string | null;
  installed_by: string;
  use_count: number;
  succ_count: number;
  created_at: string;
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const toPlugin = (row: PluginRow): StoredPlugin => ({
  id: Number(row.id),
  owner: row.owner,
  name: row.name,
  kind: row.kind === 'mcp' ? 'mcp' : 'http',
  type: row.type,
  version: row.version,
  description: row.description,
  fileName: row.file_name,
  source: row.source as PluginSource,
  definition: parseObject(row.definition),
  sealedSecrets: row.secrets,
  installedBy: row.installed_by,
  useCount: Number(row.use_count),
  succCount: Number(row.succ_count),
  createdAt: row.created_at,
});

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export function createPluginRepository(db: Queryable): PluginRepository {
  async function find(owner: string, name: string) {
    const rows = await db.query<PluginRow>('SELECT * FROM plugins WHERE owner = ? AND name = ?', [
      owner,
      name,
    ]);
    return rows.map(toPlugin)[0] ?? null;
  }

  return {
    async insert(plugin) {
      const result = await db.execute(
        `INSERT INTO plugins (owner, name, kind, type, version, description, file_name, source, definition,
           secrets, installed_by, use_count, succ_count, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?)
         ON CONFLICT (owner, name) DO NOTHING`,
        [
          plugin.owner,
          plugin.name,
          plugin.kind,
          plugin.type,
          plugin.version,
          plugin.description,
          plugin.fileName,
          plugin.source,
          JSON.stringify(plugin.definition),
          plugin.sealedSecrets,
          plugin.installedBy,
          new Date().toISOString(),
        ],
      );
      return result.rowsAffected === 1 ? find(plugin.owner, plugin.name) : null;
    },

    find,

    async listVisible(userId) {
      const rows = await db.query<PluginRow>(
        `SELECT * FROM plugins WHERE owner = ? OR owner = ?
         ORDER BY CASE WHEN owner = ? THEN 0 ELSE 1 END, name`,
        [userId, EVERYONE, userId],
      );
      return rows.map(toPlugin);
    },

    async remove(owner, name) {
      const result = await db.execute('DELETE FROM plugins WHERE owner = ? AND name = ?', [owner, name]);
      return result.rowsAffected === 1;
    },

    async countUse(id, succeeded) {
      await db.execute(
        'UPDATE plugins SET use_count = use_count + 1, succ_count = succ_count + ? WHERE id = ?',
        [succeeded ? 1 : 0, id],
      );
    },

    async resourcesMentioning(name) {
      const rows = await db.query<{
        app_code: string;
        app_name: string;
        user_code: string;
        resources: string;
      }>(
        `SELECT a.app_code, a.app_name, a.user_code, d.resources
         FROM app_details d JOIN apps a ON a.app_code = d.app_code
         WHERE d.resources LIKE ? ESCAPE '\\'
         ORDER BY a.app_name, d.position`,
        [likePattern(name)],
      );
      return rows.map((row) => ({
        appCode: row.app_code,
        appName: row.app_name,
        ownerId: row.user_code,
        resources: row.resources,
      }));
    },
  };
}
