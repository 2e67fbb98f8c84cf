import type { Chunk } from '@/contract/knowledge';
import type { Database, SqlValue } from '../storage/db';
import { parseJsonList } from './json-list';
import { toServeTimestamp } from './timestamp';

/** A chunk before it is stored: its text and where it came from (`page`, `header`, ...). */
export interface ChunkDraft {
  content: string;
  meta: Record<string, string | number>;
}

/** A stored chunk as the index sees it. */
export interface IndexableChunk {
  id: number;
  documentId: number;
  content: string;
  questions: readonly string[];
}

export interface ChunkFilter {
  spaceId: number;
  documentId?: number;
  id?: number;
  docName?: string;
  docType?: string;
  /** A part of the content, any case. */
  contentContains?: string;
}

/** A stored chunk: its wire shape (contract 4.0) and the space it belongs to. */
export type ChunkRecord = Chunk & { id: number; document_id: number; content: string; spaceId: number };

export interface KnowledgeChunkRepository {
  /** Replaces the document's chunks with `drafts`; answers the new chunks and the ids of the old ones. */
  replaceForDocument(
    spaceId: number,
    documentId: number,
    drafts: readonly ChunkDraft[],
  ): Promise<{ chunks: IndexableChunk[]; removedIds: number[] }>;
  page(filter: ChunkFilter, page: number, pageSize: number): Promise<{ items: ChunkRecord[]; total: number }>;
  get(id: number): Promise<ChunkRecord | null>;
  update(id: number, changes: { content?: string; questions?: readonly string[] }): Promise<void>;
  listForIndex(documentId: number): Promise<IndexableChunk[]>;
  idsForDocument(documentId: number): Promise<number[]>;
  deleteForDocument(documentId: number): Promise<void>;
  deleteBySpace(spaceId: number): Promise<void>;
}

interface ChunkRow {
  id: number;
  space_id: number;
  document_id: number;
  content: string;
  meta_info: string | null;
  questions: string | null;
  created_at: string;
  updated_at: string;
  doc_name: string | null;
  doc_type: string | null;
}

function toRecord(row: ChunkRow): ChunkRecord {
  return {
    id: Number(row.id),
    document_id: Number(row.document_id),
    doc_name: row.doc_name,
    doc_type: row.doc_type,
    content: row.content,
    meta_info: row.meta_info,
    questions: row.questions,
    gmt_created: toServeTimestamp(row.created_at),
    gmt_modified: toServeTimestamp(row.updated_at),
    spaceId: Number(row.space_id),
  };
}

const SELECT = `SELECT c.id, c.space_id, c.document_id, c.content, c.meta_info, c.questions, c.created_at,
  c.updated_at, d.doc_name, d.doc_type
  FROM knowledge_chunks c LEFT JOIN knowledge_documents d ON d.id = c.document_id`;

const INSERT_BATCH = 500;

function whereClause(filter: ChunkFilter): { sql: string; params: SqlValue[] } {
  const conditions = ['c.space_id = ?'];
  const params: SqlValue[] = [filter.spaceId];
  const exact: [string, SqlValue | undefined][] = [
    ['c.document_id', filter.documentId],
    ['c.id', filter.id],
    ['d.doc_name', filter.docName],
    ['d.doc_type', filter.docType],
  ];
  for (const [column, value] of exact) {
    if (value === undefined) continue;
    conditions.push(`${column} = ?`);
    params.push(value);
  }
  if (filter.contentContains) {
    conditions.push('instr(lower(c.content), lower(?)) > 0');
    params.push(filter.contentContains);
  }
  return { sql: conditions.join(' AND '), params };
}

function toIndexable(row: { id: number; document_id: number; content: string; questions: string | null }) {
  return {
    id: Number(row.id),
    documentId: Number(row.document_id),
    content: row.content,
    questions: parseJsonList(row.questions),
  };
}

export function createKnowledgeChunkRepository(db: Database): KnowledgeChunkRepository {
  const now = () => new Date().toISOString();
  const listForIndex = async (documentId: number) => {
    const rows = await db.query<ChunkRow>(
      'SELECT id, document_id, content, questions FROM knowledge_chunks WHERE document_id = ? ORDER BY seq, id',
      [documentId],
    );
    return rows.map(toIndexable);
  };
  const idsForDocument = async (documentId: number) => {
    const rows = await db.query<{ id: number }>('SELECT id FROM knowledge_chunks WHERE document_id = ?', [
      documentId,
    ]);
    return rows.map((row) => Number(row.id));
  };

  return {
    async replaceForDocument(spaceId, documentId, drafts) {
      const removedIds = await idsForDocument(documentId);
      const stamp = now();
      const inserts = drafts.map((draft, seq) => ({
        sql: `INSERT INTO knowledge_chunks (space_id, document_id, seq, content, meta_info, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?)`,
        params: [spaceId, documentId, seq, draft.content, JSON.stringify(draft.meta), stamp, stamp],
      }));
      const remove = { sql: 'DELETE FROM knowledge_chunks WHERE document_id = ?', params: [documentId] };
      // The old chunks go in the same transaction as the first new ones: a reader never sees both.
      await db.batch([remove, ...inserts.slice(0, INSERT_BATCH)]);
      for (let start = INSERT_BATCH; start < inserts.length; start += INSERT_BATCH)
        await db.batch(inserts.slice(start, start + INSERT_BATCH));
      return { chunks: await listForIndex(documentId), removedIds };
    },

    async page(filter, page, pageSize) {
      const where = whereClause(filter);
      const rows = await db.query<ChunkRow>(`${SELECT} WHERE ${where.sql} ORDER BY c.id LIMIT ? OFFSET ?`, [
        ...where.params,
        pageSize,
        (page - 1) * pageSize,
      ]);
      const [count] = await db.query<{ total: number }>(
        `SELECT COUNT(*) AS total FROM knowledge_chunks c LEFT JOIN knowledge_documents d ON d.id = c.document_id
          WHERE ${where.sql}`,
        where.params,
      );
      return { items: rows.map(toRecord), total: Number(count?.total ?? 0) };
    },

    async get(id) {
      const [row] = await db.query<ChunkRow>(`${SELECT} WHERE c.id = ?`, [id]);
      return row ? toRecord(row) : null;
    },

    async update(id, changes) {
      const sets = ['updated_at = ?'];
      const params: SqlValue[] = [now()];
      if (changes.content !== undefined) {
        sets.push('content = ?');
        params.push(changes.content);
      }
      if (changes.questions !== undefined) {
        sets.push('questions = ?');
        params.push(changes.questions.length > 0 ? JSON.stringify(changes.questions) : null);
      }
      await db.execute(`UPDATE knowledge_chunks SET ${sets.join(', ')} WHERE id = ?`, [...params, id]);
    },

    listForIndex,
    idsForDocument,

    async deleteForDocument(documentId) {
      await db.execute('DELETE FROM knowledge_chunks WHERE document_id = ?', [documentId]);
    },

    async deleteBySpace(spaceId) {
      await db.execute('DELETE FROM knowledge_chunks WHERE space_id = ?', [spaceId]);
    },
  };
}
