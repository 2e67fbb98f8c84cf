import type { SyncStatus } from '@/contract/knowledge';
import type { Queryable, SqlValue } from '../storage/db';
import { parseJsonList } from './json-list';

/** A stored document with everything sync needs; `toWireDocument` gives its contract shape. */
export interface StoredDocument {
  id: number;
  spaceId: number;
  docName: string;
  docType: string;
  /** The text (TEXT), the address (URL) or the `dbgpt-fs://` URI of the stored file (DOCUMENT). */
  content: string;
  fileId: string | null;
  /** A URL document's readable text, fetched when it was added. */
  sourceText: string | null;
  status: SyncStatus;
  result: string | null;
  lastSync: string | null;
  summary: string | null;
  questions: string[];
  /** The chunk parameters of the last sync request, JSON text. */
  chunkParameters: string | null;
  modelName: string | null;
  syncLanguage: string | null;
  chunksDone: number | null;
  chunksTotal: number | null;
  /** Chunks stored for the document now. */
  chunkCount: number;
  vectorIds: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface NewDocument {
  spaceId: number;
  docName: string;
  docType: string;
  content: string;
  fileId?: string | null;
  sourceText?: string | null;
  questions?: readonly string[];
}

export interface DocumentFilter {
  status?: string;
  docType?: string;
  /** A part of the name, any case. */
  nameContains?: string;
  ids?: readonly number[];
}

export interface SyncRequestRecord {
  chunkParameters: string | null;
  modelName: string | null;
  language: string;
}

export interface KnowledgeDocumentRepository {
  create(document: NewDocument): Promise<number>;
  get(id: number): Promise<StoredDocument | null>;
  findByName(spaceId: number, docName: string): Promise<StoredDocument | null>;
  /** The document made from this uploaded file, if any. */
  findByFileId(fileId: string): Promise<StoredDocument | null>;
  /** Oldest first, as DB-GPT lists them; `limit` null lists every match. */
  list(
    spaceId: number,
    filter: DocumentFilter,
    page: number,
    pageSize: number | null,
  ): Promise<StoredDocument[]>;
  count(spaceId: number, filter: DocumentFilter): Promise<number>;
  listBySpace(spaceId: number): Promise<StoredDocument[]>;
  update(id: number, changes: { docName?: string; questions?: readonly string[] }): Promise<void>;
  /** Sets RUNNING unless it already is; answers whether it did. */
  markRunning(id: number, request: SyncRequestRecord): Promise<boolean>;
  /** Sets a FINISHED document RUNNING for its chunks to be indexed again; answers whether it did. */
  markReindexing(id: number, language: string): Promise<boolean>;
  setProgress(id: number, done: number, total: number): Promise<void>;
  finish(id: number, status: 'FINISHED' | 'FAILED', result: string): Promise<void>;
  /** Ids of the documents in `status`, the longest waiting first. */
  idsWithStatus(status: SyncStatus, spaceId?: number): Promise<number[]>;
  delete(id: number): Promise<void>;
  deleteBySpace(spaceId: number): Promise<void>;
}

interface DocumentRow {
  id: number;
  space_id: number;
  doc_name: string;
  doc_type: string;
  content: string;
  file_id: string | null;
  source_text: string | null;
  status: string;
  result: string | null;
  last_sync: string | null;
  summary: string | null;
  questions: string | null;
  chunk_parameters: string | null;
  model_name: string | null;
  sync_language: string | null;
  chunks_done: number | null;
  chunks_total: number | null;
  vector_ids: string | null;
  created_at: string;
  updated_at: string;
  chunk_count: number;
}

const STATUSES: readonly SyncStatus[] = ['TODO', 'RUNNING', 'FINISHED', 'FAILED'];

function toStored(row: DocumentRow): StoredDocument {
  const status = STATUSES.find((known) => known === row.status) ?? 'TODO';
  const number = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: Number(row.id),
    spaceId: Number(row.space_id),
    docName: row.doc_name,
    docType: row.doc_type,
    content: row.content,
    fileId: row.file_id,
    sourceText: row.source_text,
    status,
    result: row.result,
    lastSync: row.last_sync,
    summary: row.summary,
    questions: parseJsonList(row.questions),
    chunkParameters: row.chunk_parameters,
    modelName: row.model_name,
    syncLanguage: row.sync_language,
    chunksDone: number(row.chunks_done),
    chunksTotal: number(row.chunks_total),
    chunkCount: Number(row.chunk_count),
    vectorIds: row.vector_ids,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const SELECT = `SELECT d.*, (SELECT COUNT(*) FROM knowledge_chunks c WHERE c.document_id = d.id) AS chunk_count
  FROM knowledge_documents d`;

function whereClause(spaceId: number, filter: DocumentFilter): { sql: string; params: SqlValue[] } {
  const conditions = ['d.space_id = ?'];
  const params: SqlValue[] = [spaceId];
  if (filter.status !== undefined) {
    conditions.push('d.status = ?');
    params.push(filter.status);
  }
  if (filter.docType !== undefined) {
    conditions.push('d.doc_type = ?');
    params.push(filter.docType);
  }
  if (filter.nameContains) {
    // instr(), not LIKE: the caller's text is a value, never a pattern.
    conditions.push('instr(lower(d.doc_name), lower(?)) > 0');
    params.push(filter.nameContains);
  }
  if (filter.ids && filter.ids.length > 0) {
    conditions.push(`d.id IN (${filter.ids.map(() => '?').join(', ')})`);
    params.push(...filter.ids);
  }
  return { sql: conditions.join(' AND '), params };
}

export function createKnowledgeDocumentRepository(db: Queryable): KnowledgeDocumentRepository {
  const now = () => new Date().toISOString();
  const one = async (sql: string, params: SqlValue[]) => {
    const [row] = await db.query<DocumentRow>(sql, params);
    return row ? toStored(row) : null;
  };
  return {
    async create(document) {
      const stamp = now();
      const [inserted] = await db.query<{ id: number }>(
        `INSERT INTO knowledge_documents (space_id, doc_name, doc_type, content, file_id, source_text, status,
          questions, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'TODO', ?, ?, ?) RETURNING id`,
        [
          document.spaceId,
          document.docName,
          document.docType,
          document.content,
          document.fileId ?? null,
          document.sourceText ?? null,
          document.questions && document.questions.length > 0 ? JSON.stringify(document.questions) : null,
          stamp,
          stamp,
        ],
      );
      return Number(inserted?.id);
    },

    get: (id) => one(`${SELECT} WHERE d.id = ?`, [id]),

    findByName: (spaceId, docName) =>
      one(`${SELECT} WHERE d.space_id = ? AND d.doc_name = ?`, [spaceId, docName]),

    findByFileId: (fileId) => one(`${SELECT} WHERE d.file_id = ? LIMIT 1`, [fileId]),

    async list(spaceId, filter, page, pageSize) {
      const where = whereClause(spaceId, filter);
      const paging = pageSize === null ? '' : ' LIMIT ? OFFSET ?';
      const params = pageSize === null ? where.params : [...where.params, pageSize, (page - 1) * pageSize];
      const rows = await db.query<DocumentRow>(`${SELECT} WHERE ${where.sql} ORDER BY d.id${paging}`, params);
      return rows.map(toStored);
    },

    async count(spaceId, filter) {
      const where = whereClause(spaceId, filter);
      const [row] = await db.query<{ total: number }>(
        `SELECT COUNT(*) AS total FROM knowledge_documents d WHERE ${where.sql}`,
        where.params,
      );
      return Number(row?.total ?? 0);
    },

    async listBySpace(spaceId) {
      const rows = await db.query<DocumentRow>(`${SELECT} WHERE d.space_id = ? ORDER BY d.id`, [spaceId]);
      return rows.map(toStored);
    },

    async update(id, changes) {
      const sets = ['updated_at = ?'];
      const params: SqlValue[] = [now()];
      if (changes.docName !== undefined) {
        sets.push('doc_name = ?');
        params.push(changes.docName);
      }
      if (changes.questions !== undefined) {
        sets.push('questions = ?');
        params.push(changes.questions.length > 0 ? JSON.stringify(changes.questions) : null);
      }
      await db.execute(`UPDATE knowledge_documents SET ${sets.join(', ')} WHERE id = ?`, [...params, id]);
    },

    async markRunning(id, request) {
      const result = await db.execute(
        `UPDATE knowledge_documents SET status = 'RUNNING', result = NULL, chunk_parameters = ?, model_name = ?,
          sync_language = ?, chunks_done = 0, chunks_total = NULL, updated_at = ?
          WHERE id = ? AND status <> 'RUNNING'`,
        [request.chunkParameters, request.modelName, request.language, now(), id],
      );
      return result.rowsAffected > 0;
    },

    async markReindexing(id, language) {
      const result = await db.execute(
        `UPDATE knowledge_documents SET status = 'RUNNING', sync_language = ?, chunks_done = 0, chunks_total = NULL,
          updated_at = ? WHERE id = ? AND status = 'FINISHED'`,
        [language, now(), id],
      );
      return result.rowsAffected > 0;
    },

    async setProgress(id, done, total) {
      await db.execute('UPDATE knowledge_documents SET chunks_done = ?, chunks_total = ? WHERE id = ?', [
        done,
        total,
        id,
      ]);
    },

    async finish(id, status, result) {
      const stamp = now();
      await db.execute(
        'UPDATE knowledge_documents SET status = ?, result = ?, last_sync = ?, updated_at = ? WHERE id = ?',
        [status, result, stamp, stamp, id],
      );
    },

    async idsWithStatus(status, spaceId) {
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM knowledge_documents WHERE status = ?${spaceId === undefined ? '' : ' AND space_id = ?'}
          ORDER BY updated_at, id`,
        spaceId === undefined ? [status] : [status, spaceId],
      );
      return rows.map((row) => Number(row.id));
    },

    async delete(id) {
      await db.execute('DELETE FROM knowledge_documents WHERE id = ?', [id]);
    },

    async deleteBySpace(spaceId) {
      await db.execute('DELETE FROM knowledge_documents WHERE space_id = ?', [spaceId]);
    },
  };
}
