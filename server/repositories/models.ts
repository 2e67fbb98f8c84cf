import type { WorkerType } from '@/contract/model';
import type { Queryable } from '../storage/db';

/** A model added through the model serve API, as stored; `secrets` values are sealed, never plain. */
export interface StoredModel {
  name: string;
  workerType: WorkerType;
  provider: string;
  /** Plain parameters (everything but the secrets). */
  params: Record<string, unknown>;
  /** Secret parameters by name, each sealed by the server's SecretBox. */
  secrets: Record<string, string>;
  started: boolean;
  userName: string | null;
  sysCode: string | null;
  createdAt: string;
  updatedAt: string;
}

export type NewStoredModel = Omit<StoredModel, 'createdAt' | 'updatedAt'>;

interface ModelRow {
  model_name: string;
  worker_type: WorkerType;
  provider: string;
  params: string;
  secrets: string;
  started: number;
  user_name: string | null;
  sys_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface ModelRepository {
  /** Every stored model, oldest first. */
  list(): Promise<StoredModel[]>;
  find(name: string, workerType: WorkerType): Promise<StoredModel | undefined>;
  /** Adds a model; false when one with the same name and worker type exists. */
  insert(model: NewStoredModel): Promise<boolean>;
  setStarted(name: string, workerType: WorkerType, started: boolean): Promise<void>;
  delete(name: string, workerType: WorkerType): Promise<void>;
}

function parseObject<T>(text: string): Record<string, T> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, T>)
      : {};
  } catch {
    return {};
  }
}

function toStoredModel(row: ModelRow): StoredModel {
  return {
    name: row.model_name,
    workerType: row.worker_type,
    provider: row.provider,
    params: parseObject<unknown>(row.params),
    secrets: parseObject<string>(row.secrets),
    started: Number(row.started) === 1,
    userName: row.user_name,
    sysCode: row.sys_code,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const COLUMNS =
  'model_name, worker_type, provider, params, secrets, started, user_name, sys_code, created_at, updated_at';

export function createModelRepository(db: Queryable): ModelRepository {
  return {
    async list() {
      const rows = await db.query<ModelRow>(`SELECT ${COLUMNS} FROM models ORDER BY id`);
      return rows.map(toStoredModel);
    },
    async find(name, workerType) {
      const rows = await db.query<ModelRow>(
        `SELECT ${COLUMNS} FROM models WHERE model_name = ? AND worker_type = ?`,
        [name, workerType],
      );
      return rows[0] ? toStoredModel(rows[0]) : undefined;
    },
    async insert(model) {
      const now = new Date().toISOString();
      const result = await db.execute(
        `INSERT INTO models (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (model_name, worker_type) DO NOTHING`,
        [
          model.name,
          model.workerType,
          model.provider,
          JSON.stringify(model.params),
          JSON.stringify(model.secrets),
          model.started ? 1 : 0,
          model.userName,
          model.sysCode,
          now,
          now,
        ],
      );
      return result.rowsAffected === 1;
    },
    async setStarted(name, workerType, started) {
      await db.execute(
        'UPDATE models SET started = ?, updated_at = ? WHERE model_name = ? AND worker_type = ?',
        [started ? 1 : 0, new Date().toISOString(), name, workerType],
      );
    },
    async delete(name, workerType) {
      await db.execute('DELETE FROM models WHERE model_name = ? AND worker_type = ?', [name, workerType]);
    },
  };
}
