import type { Database } from '../storage/db';
import { countSpaceChunksContaining } from './space-text-count';
import { storedNow } from './stored-time';

export type StoredEvaluationState = 'todo' | 'running' | 'failed' | 'complete';

/** A stored evaluation run; `metrics` and `context` parsed, times as stored (ISO UTC). */
export interface StoredEvaluation {
  code: string;
  sceneKey: string;
  sceneValue: string;
  datasetCode: string;
  datasetName: string;
  metrics: string[];
  context: Record<string, unknown>;
  parallelNum: number;
  state: StoredEvaluationState;
  averageScore: string | null;
  logInfo: string | null;
  doneCount: number;
  totalCount: number;
  userId: string;
  userName: string | null;
  sysCode: string | null;
  createdAt: string;
  updatedAt: string;
}

export type NewEvaluation = Pick<
  StoredEvaluation,
  | 'code'
  | 'sceneKey'
  | 'sceneValue'
  | 'datasetCode'
  | 'datasetName'
  | 'metrics'
  | 'context'
  | 'parallelNum'
  | 'userId'
  | 'userName'
  | 'sysCode'
>;

/** A chunk retrieved for a row (recall runs). */
export interface RetrievedRecord {
  chunkId: number;
  documentName: string;
  content: string;
  score: number;
}

/** One question of a run: its result once evaluated (`done`). */
export interface EvaluationRowRecord {
  rowIndex: number;
  query: string;
  factual: string | null;
  answer: string | null;
  retrieved: RetrievedRecord[];
  scores: Record<string, number | null>;
  error: string | null;
  done: boolean;
}

export type RowResult = Pick<EvaluationRowRecord, 'answer' | 'retrieved' | 'scores' | 'error'>;

export interface EvaluationRepository {
  /** The run in state `todo` with its questions, in one write. */
  create(
    evaluation: NewEvaluation,
    rows: readonly { query: string; factual: string | null }[],
  ): Promise<void>;
  find(code: string): Promise<StoredEvaluation | null>;
  /** Newest first. */
  page(page: number, pageSize: number): Promise<{ items: StoredEvaluation[]; total: number }>;
  /** Runs a restart interrupted or never began, oldest first. */
  unfinished(): Promise<StoredEvaluation[]>;
  setState(
    code: string,
    state: StoredEvaluationState,
    extra?: { logInfo?: string | null; averageScore?: string | null },
  ): Promise<void>;
  rows(code: string, options?: { pendingOnly?: boolean }): Promise<EvaluationRowRecord[]>;
  /** Stores a row's result and counts it done. */
  saveRow(code: string, rowIndex: number, result: RowResult): Promise<void>;
  delete(code: string): Promise<boolean>;
  /** How many of a knowledge space's chunks contain the text (ASCII case aside): recall@k's denominator. */
  countSpaceChunksContaining(spaceId: number, text: string): Promise<number>;
}

interface EvaluationRow {
  code: string;
  scene_key: string;
  scene_value: string;
  dataset_code: string;
  dataset_name: string;
  metrics: string;
  context: string;
  parallel_num: number;
  state: StoredEvaluationState;
  average_score: string | null;
  log_info: string | null;
  done_count: number;
  total_count: number;
  user_id: string;
  user_name: string | null;
  sys_code: string | null;
  created_at: string;
  updated_at: string;
}

interface QuestionRow {
  row_index: number;
  query: string;
  factual: string | null;
  answer: string | null;
  retrieved: string | null;
  scores: string | null;
  error: string | null;
  done: number;
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toEvaluation(row: EvaluationRow): StoredEvaluation {
  return {
    code: row.code,
    sceneKey: row.scene_key,
    sceneValue: row.scene_value,
    datasetCode: row.dataset_code,
    datasetName: row.dataset_name,
    metrics: parseJson<string[]>(row.metrics, []),
    context: parseJson<Record<string, unknown>>(row.context, {}),
    parallelNum: Number(row.parallel_num),
    state: row.state,
    averageScore: row.average_score,
    logInfo: row.log_info,
    doneCount: Number(row.done_count),
    totalCount: Number(row.total_count),
    userId: row.user_id,
    userName: row.user_name,
    sysCode: row.sys_code,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRowRecord(row: QuestionRow): EvaluationRowRecord {
  return {
    rowIndex: Number(row.row_index),
    query: row.query,
    factual: row.factual,
    answer: row.answer,
    retrieved: parseJson<RetrievedRecord[]>(row.retrieved, []),
    scores: parseJson<Record<string, number | null>>(row.scores, {}),
    error: row.error,
    done: Number(row.done) === 1,
  };
}

export function createEvaluationRepository(db: Database): EvaluationRepository {
  async function find(code: string): Promise<StoredEvaluation | null> {
    const [row] = await db.query<EvaluationRow>('SELECT * FROM evaluations WHERE code = ?', [code]);
    return row ? toEvaluation(row) : null;
  }

  return {
    async create(evaluation, rows) {
      const at = storedNow();
      await db.batch([
        {
          sql: `INSERT INTO evaluations (code, scene_key, scene_value, dataset_code, dataset_name, metrics, context,
                  parallel_num, state, average_score, log_info, done_count, total_count, user_id, user_name,
                  sys_code, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'todo', NULL, NULL, 0, ?, ?, ?, ?, ?, ?)`,
          params: [
            evaluation.code,
            evaluation.sceneKey,
            evaluation.sceneValue,
            evaluation.datasetCode,
            evaluation.datasetName,
            JSON.stringify(evaluation.metrics),
            JSON.stringify(evaluation.context),
            evaluation.parallelNum,
            rows.length,
            evaluation.userId,
            evaluation.userName,
            evaluation.sysCode,
            at,
            at,
          ],
        },
        ...rows.map((row, index) => ({
          sql: `INSERT INTO evaluation_rows (evaluation_code, row_index, query, factual, done) VALUES (?, ?, ?, ?, 0)`,
          params: [evaluation.code, index, row.query, row.factual],
        })),
      ]);
    },
    find,
    async page(page, pageSize) {
      const [count] = await db.query<{ total: number }>('SELECT COUNT(*) AS total FROM evaluations');
      const rows = await db.query<EvaluationRow>(
        'SELECT * FROM evaluations ORDER BY created_at DESC, code LIMIT ? OFFSET ?',
        [pageSize, (page - 1) * pageSize],
      );
      return { items: rows.map(toEvaluation), total: Number(count?.total ?? 0) };
    },
    async unfinished() {
      const rows = await db.query<EvaluationRow>(
        "SELECT * FROM evaluations WHERE state IN ('todo', 'running') ORDER BY created_at, code",
      );
      return rows.map(toEvaluation);
    },
    async setState(code, state, extra = {}) {
      const sets = ['state = ?', 'updated_at = ?'];
      const params: (string | null)[] = [state, storedNow()];
      if (extra.logInfo !== undefined) {
        sets.push('log_info = ?');
        params.push(extra.logInfo);
      }
      if (extra.averageScore !== undefined) {
        sets.push('average_score = ?');
        params.push(extra.averageScore);
      }
      await db.execute(`UPDATE evaluations SET ${sets.join(', ')} WHERE code = ?`, [...params, code]);
    },
    async rows(code, options = {}) {
      const rows = await db.query<QuestionRow>(
        `SELECT row_index, query, factual, answer, retrieved, scores, error, done FROM evaluation_rows
          WHERE evaluation_code = ?${options.pendingOnly ? ' AND done = 0' : ''} ORDER BY row_index`,
        [code],
      );
      return rows.map(toRowRecord);
    },
    async saveRow(code, rowIndex, result) {
      const saveParams = [
        result.answer,
        JSON.stringify(result.retrieved),
        JSON.stringify(result.scores),
        result.error,
        code,
        rowIndex,
      ];
      const saveSql = `UPDATE evaluation_rows SET answer = ?, retrieved = ?, scores = ?, error = ?, done = 1
                        WHERE evaluation_code = ? AND row_index = ? AND done = 0`;
      if (db.dialect === 'postgres') {
        // One statement: rows finishing at once in separate transactions would each count without the other's.
        await db.execute(
          `WITH saved AS (${saveSql} RETURNING 1)
           UPDATE evaluations SET done_count = done_count + (SELECT COUNT(*) FROM saved), updated_at = ?
            WHERE code = ?`,
          [...saveParams, storedNow(), code],
        );
        return;
      }
      // SQLite commits writes one after another, so the recount sees every finished row.
      await db.batch([
        { sql: saveSql, params: saveParams },
        {
          sql: `UPDATE evaluations SET done_count = (SELECT COUNT(*) FROM evaluation_rows
                  WHERE evaluation_code = ? AND done = 1), updated_at = ? WHERE code = ?`,
          params: [code, storedNow(), code],
        },
      ]);
    },
    async delete(code) {
      const [, result] = await db.batch([
        { sql: 'DELETE FROM evaluation_rows WHERE evaluation_code = ?', params: [code] },
        { sql: 'DELETE FROM evaluations WHERE code = ?', params: [code] },
      ]);
      return (result?.rowsAffected ?? 0) > 0;
    },
    countSpaceChunksContaining: (spaceId, text) => countSpaceChunksContaining(db, spaceId, text),
  };
}
