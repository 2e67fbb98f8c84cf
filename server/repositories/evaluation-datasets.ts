import type { Queryable } from '../storage/db';
import { storedNow } from './stored-time';

/** One question of a dataset: `query`, maybe `factual`, and any other column, all as text. */
export type DatasetRow = Record<string, string>;

/** A stored evaluation dataset; the rows stay JSON text until asked for. */
export interface StoredDataset {
  code: string;
  name: string;
  fileType: string;
  storageType: string;
  rowsCount: number;
  haveAnswer: boolean;
  members: string;
  userId: string;
  userName: string | null;
  sysCode: string | null;
  createdAt: string;
  updatedAt: string;
}

export type NewDataset = Omit<StoredDataset, 'createdAt' | 'updatedAt' | 'rowsCount' | 'haveAnswer'> & {
  rows: readonly DatasetRow[];
};

export interface EvaluationDatasetRepository {
  /** Null when the name is taken. */
  create(dataset: NewDataset): Promise<StoredDataset | null>;
  find(code: string): Promise<StoredDataset | null>;
  rows(code: string): Promise<DatasetRow[]>;
  /** Newest first. */
  page(page: number, pageSize: number): Promise<{ items: StoredDataset[]; total: number }>;
  updateMembers(code: string, members: string): Promise<StoredDataset | null>;
  /** False when there was no such dataset. */
  delete(code: string): Promise<boolean>;
}

interface DatasetRecordRow {
  code: string;
  name: string;
  file_type: string;
  storage_type: string;
  rows_count: number;
  have_answer: number;
  members: string;
  user_id: string;
  user_name: string | null;
  sys_code: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS =
  'code, name, file_type, storage_type, rows_count, have_answer, members, user_id, user_name, sys_code, created_at, updated_at';

function toDataset(row: DatasetRecordRow): StoredDataset {
  return {
    code: row.code,
    name: row.name,
    fileType: row.file_type,
    storageType: row.storage_type,
    rowsCount: Number(row.rows_count),
    haveAnswer: Number(row.have_answer) === 1,
    members: row.members,
    userId: row.user_id,
    userName: row.user_name,
    sysCode: row.sys_code,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function parseRows(text: string): DatasetRow[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as DatasetRow[]) : [];
}

export function createEvaluationDatasetRepository(db: Queryable): EvaluationDatasetRepository {
  async function find(code: string): Promise<StoredDataset | null> {
    const [row] = await db.query<DatasetRecordRow>(
      `SELECT ${COLUMNS} FROM evaluation_datasets WHERE code = ?`,
      [code],
    );
    return row ? toDataset(row) : null;
  }

  return {
    async create(dataset) {
      const [taken] = await db.query('SELECT code FROM evaluation_datasets WHERE name = ?', [dataset.name]);
      if (taken) return null;
      const now = storedNow();
      const haveAnswer = dataset.rows.some((row) => Boolean(row.factual?.trim()));
      await db.execute(
        `INSERT INTO evaluation_datasets (code, name, file_type, storage_type, content, rows_count, have_answer,
           members, user_id, user_name, sys_code, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          dataset.code,
          dataset.name,
          dataset.fileType,
          dataset.storageType,
          JSON.stringify(dataset.rows),
          dataset.rows.length,
          haveAnswer ? 1 : 0,
          dataset.members,
          dataset.userId,
          dataset.userName,
          dataset.sysCode,
          now,
          now,
        ],
      );
      return find(dataset.code);
    },
    find,
    async rows(code) {
      const [row] = await db.query<{ content: string }>(
        'SELECT content FROM evaluation_datasets WHERE code = ?',
        [code],
      );
      return row ? parseRows(row.content) : [];
    },
    async page(page, pageSize) {
      const [count] = await db.query<{ total: number }>('SELECT COUNT(*) AS total FROM evaluation_datasets');
      const rows = await db.query<DatasetRecordRow>(
        `SELECT ${COLUMNS} FROM evaluation_datasets ORDER BY created_at DESC, code LIMIT ? OFFSET ?`,
        [pageSize, (page - 1) * pageSize],
      );
      return { items: rows.map(toDataset), total: Number(count?.total ?? 0) };
    },
    async updateMembers(code, members) {
      const result = await db.execute(
        'UPDATE evaluation_datasets SET members = ?, updated_at = ? WHERE code = ?',
        [members, storedNow(), code],
      );
      return result.rowsAffected === 0 ? null : find(code);
    },
    async delete(code) {
      const result = await db.execute('DELETE FROM evaluation_datasets WHERE code = ?', [code]);
      return result.rowsAffected > 0;
    },
  };
}
