import type { Space } from '@/contract/knowledge';
import type { ResourceVisibility } from '@/contract/visibility';
import type { Queryable, SqlValue } from '../storage/db';
import { toServeTimestamp } from './timestamp';

export interface NewSpace {
  name: string;
  vectorType: string;
  domainType: string;
  description: string;
  owner: string | null;
  indexMethods: readonly string[] | null;
  visibility: ResourceVisibility;
}

/** Exact filters of `space/list` (contract 4.17). */
export interface SpaceFilter {
  id?: number;
  name?: string;
  vectorType?: string;
  owner?: string;
  /** Only the spaces this caller may see: their own and public ones (administrators see all). */
  viewer?: { userId: string; isAdmin: boolean };
}

/** A stored space in the wire shape of contract 4.0, with its document count. */
export type SpaceRecord = Space & {
  id: number;
  name: string;
  vector_type: string;
  domain_type: string;
  docs: number;
  visibility: ResourceVisibility;
};

export interface KnowledgeSpaceRepository {
  create(space: NewSpace): Promise<number>;
  findByName(name: string): Promise<SpaceRecord | null>;
  findById(id: number): Promise<SpaceRecord | null>;
  list(filter: SpaceFilter): Promise<SpaceRecord[]>;
  /** Stores the arguments JSON (`context`) and the embedding model it names. */
  saveArguments(id: number, context: string, embeddingModel: string | null): Promise<void>;
  /** Changes the description and who else may use the space; the owner stays. */
  describe(id: number, description: string, visibility: ResourceVisibility): Promise<void>;
  /** Marks the space changed (a document was added, synced or deleted). */
  touch(id: number): Promise<void>;
  delete(id: number): Promise<void>;
}

interface SpaceRow {
  id: number;
  name: string;
  vector_type: string;
  domain_type: string;
  description: string;
  owner: string | null;
  context: string | null;
  index_methods: string | null;
  visibility: string;
  created_at: string;
  updated_at: string;
  docs: number;
}

function parseIndexMethods(text: string | null): string[] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;
  } catch {
    return null;
  }
}

function toRecord(row: SpaceRow): SpaceRecord {
  return {
    id: Number(row.id),
    name: row.name,
    vector_type: row.vector_type,
    index_methods: parseIndexMethods(row.index_methods),
    domain_type: row.domain_type,
    desc: row.description,
    context: row.context,
    owner: row.owner,
    gmt_created: toServeTimestamp(row.created_at),
    gmt_modified: toServeTimestamp(row.updated_at),
    docs: Number(row.docs),
    visibility: row.visibility === 'private' ? 'private' : 'public',
  };
}

const SELECT = `SELECT s.id, s.name, s.vector_type, s.domain_type, s.description, s.owner, s.context,
  s.index_methods, s.visibility, s.created_at, s.updated_at,
  (SELECT COUNT(*) FROM knowledge_documents d WHERE d.space_id = s.id) AS docs
  FROM knowledge_spaces s`;

const FILTER_COLUMNS = { id: 's.id', name: 's.name', vectorType: 's.vector_type', owner: 's.owner' } as const;

export function createKnowledgeSpaceRepository(db: Queryable): KnowledgeSpaceRepository {
  const now = () => new Date().toISOString();
  return {
    async create(space) {
      const stamp = now();
      const [inserted] = await db.query<{ id: number }>(
        `INSERT INTO knowledge_spaces (name, vector_type, domain_type, description, owner, index_methods,
          visibility, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          space.name,
          space.vectorType,
          space.domainType,
          space.description,
          space.owner,
          space.indexMethods ? JSON.stringify(space.indexMethods) : null,
          space.visibility,
          stamp,
          stamp,
        ],
      );
      return Number(inserted?.id);
    },

    async findByName(name) {
      const [row] = await db.query<SpaceRow>(`${SELECT} WHERE s.name = ?`, [name]);
      return row ? toRecord(row) : null;
    },

    async findById(id) {
      const [row] = await db.query<SpaceRow>(`${SELECT} WHERE s.id = ?`, [id]);
      return row ? toRecord(row) : null;
    },

    async list(filter) {
      const conditions: string[] = [];
      const params: SqlValue[] = [];
      if (filter.viewer && !filter.viewer.isAdmin) {
        conditions.push("(s.owner = ? OR s.visibility = 'public')");
        params.push(filter.viewer.userId);
      }
      for (const [field, column] of Object.entries(FILTER_COLUMNS)) {
        const value = filter[field as keyof typeof FILTER_COLUMNS];
        if (value === undefined) continue;
        conditions.push(`${column} = ?`);
        params.push(value);
      }
      const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
      const rows = await db.query<SpaceRow>(
        `${SELECT}${where} ORDER BY s.updated_at DESC, s.id DESC`,
        params,
      );
      return rows.map(toRecord);
    },

    async saveArguments(id, context, embeddingModel) {
      await db.execute(
        'UPDATE knowledge_spaces SET context = ?, embedding_model = ?, updated_at = ? WHERE id = ?',
        [context, embeddingModel, now(), id],
      );
    },

    async describe(id, description, visibility) {
      await db.execute(
        'UPDATE knowledge_spaces SET description = ?, visibility = ?, updated_at = ? WHERE id = ?',
        [description, visibility, now(), id],
      );
    },

    async touch(id) {
      await db.execute('UPDATE knowledge_spaces SET updated_at = ? WHERE id = ?', [now(), id]);
    },

    async delete(id) {
      await db.execute('DELETE FROM knowledge_spaces WHERE id = ?', [id]);
    },
  };
}
