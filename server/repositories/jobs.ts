import type { Database, SqlDialect } from '../storage/db';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface StoredJob {
  id: number;
  kind: string;
  /** What the job works on (a document id, an evaluation code); one live job per subject and kind. */
  subject: string | null;
  payload: unknown;
  owner: string | null;
  state: JobState;
  attempts: number;
  leaseOwner: string | null;
  leaseExpiresAt: number | null;
  lastError: string | null;
}

export interface ClaimRequest {
  kind: string;
  /** The claiming instance's id. */
  instanceId: string;
  leaseMs: number;
  /** A job claimed this many times already is failed instead of run again. */
  maxAttempts: number;
}

/** A database-held queue shared by every server instance; a claim holds a job for `leaseMs`. */
export interface JobRepository {
  enqueue(kind: string, payload: unknown, owner: string | null): Promise<number>;
  /** Queues work on `subject` unless a queued job of the kind has it already; answers whether it did. */
  enqueueOnce(kind: string, subject: string, payload: unknown): Promise<boolean>;
  /** The subjects of the kind's live jobs. */
  liveSubjects(kind: string): Promise<string[]>;
  /** Takes the live job of `subject` off the queue; an instance running it loses its lease (and stops). */
  cancelSubject(kind: string, subject: string): Promise<void>;
  /**
   * At an instance's start: on SQLite, which one process owns, every running job of the kind is the last
   * process's and goes back to the queue; on PostgreSQL other instances may be running them, so their
   * leases decide. Answers how many were released.
   */
  releaseAtStart(kind: string): Promise<number>;
  /** Deletes the kind's finished and failed jobs last touched before `before`. */
  prune(kind: string, before: number): Promise<void>;
  /** Claims the oldest queued job, or a running one whose lease expired; undefined when none is free. */
  claim(request: ClaimRequest): Promise<StoredJob | undefined>;
  /** Extends the lease; false when the instance no longer holds it (another instance took the job over). */
  renew(id: number, instanceId: string, leaseMs: number): Promise<boolean>;
  finish(id: number, instanceId: string): Promise<boolean>;
  fail(id: number, instanceId: string, error: string): Promise<boolean>;
  /** Gives every job the instance holds back to the queue (a clean shutdown). */
  releaseAll(instanceId: string): Promise<number>;
  get(id: number): Promise<StoredJob | undefined>;
}

interface JobRow {
  id: number;
  kind: string;
  subject: string | null;
  payload: string;
  owner: string | null;
  state: JobState;
  attempts: number;
  lease_owner: string | null;
  lease_expires_at: number | string | null;
  last_error: string | null;
}

function toJob(row: JobRow): StoredJob {
  return {
    id: Number(row.id),
    kind: row.kind,
    subject: row.subject ?? null,
    payload: JSON.parse(row.payload) as unknown,
    owner: row.owner,
    state: row.state,
    attempts: Number(row.attempts),
    leaseOwner: row.lease_owner,
    leaseExpiresAt: row.lease_expires_at === null ? null : Number(row.lease_expires_at),
    lastError: row.last_error,
  };
}

const CLAIMABLE = `kind = ? AND (state = 'queued' OR (state = 'running' AND lease_expires_at < ?))`;

/**
 * The one dialect difference of the queue: PostgreSQL locks the chosen row and skips rows other instances
 * are claiming; SQLite has a single writer, so the sub-select and the update cannot interleave.
 */
function claimSql(dialect: SqlDialect): string {
  const pick =
    dialect === 'postgres'
      ? `SELECT id FROM jobs WHERE ${CLAIMABLE} ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`
      : `SELECT id FROM jobs WHERE ${CLAIMABLE} ORDER BY id LIMIT 1`;
  return `UPDATE jobs SET state = 'running', attempts = attempts + 1, lease_owner = ?,
      lease_expires_at = ?, updated_at = ?
    WHERE id = (${pick}) RETURNING *`;
}

export function createJobRepository(db: Database, now: () => number = Date.now): JobRepository {
  async function get(id: number): Promise<StoredJob | undefined> {
    const rows = await db.query<JobRow>('SELECT * FROM jobs WHERE id = ?', [id]);
    return rows[0] ? toJob(rows[0]) : undefined;
  }

  async function failExhausted(request: ClaimRequest, at: number): Promise<void> {
    await db.execute(
      `UPDATE jobs SET state = 'failed', lease_owner = NULL, lease_expires_at = NULL, updated_at = ?,
        last_error = COALESCE(last_error, 'lease expired too often')
      WHERE ${CLAIMABLE} AND attempts >= ?`,
      [at, request.kind, at, request.maxAttempts],
    );
  }

  return {
    get,
    async enqueue(kind, payload, owner) {
      const at = now();
      const rows = await db.query<{ id: number }>(
        `INSERT INTO jobs (kind, payload, owner, state, attempts, created_at, updated_at)
        VALUES (?, ?, ?, 'queued', 0, ?, ?) RETURNING id`,
        [kind, JSON.stringify(payload ?? {}), owner, at, at],
      );
      return Number(rows[0]?.id);
    },
    async enqueueOnce(kind, subject, payload) {
      const at = now();
      const rows = await db.query<{ id: number }>(
        `INSERT INTO jobs (kind, subject, payload, state, attempts, created_at, updated_at)
        VALUES (?, ?, ?, 'queued', 0, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
        [kind, subject, JSON.stringify(payload ?? {}), at, at],
      );
      return rows.length > 0;
    },
    async liveSubjects(kind) {
      const rows = await db.query<{ subject: string }>(
        `SELECT subject FROM jobs WHERE kind = ? AND state IN ('queued', 'running') AND subject IS NOT NULL`,
        [kind],
      );
      return rows.map((row) => row.subject);
    },
    async cancelSubject(kind, subject) {
      await db.execute(`DELETE FROM jobs WHERE kind = ? AND subject = ? AND state IN ('queued', 'running')`, [
        kind,
        subject,
      ]);
    },
    async releaseAtStart(kind) {
      if (db.dialect === 'postgres') return 0;
      const result = await db.execute(
        `UPDATE jobs SET state = 'queued', lease_owner = NULL, lease_expires_at = NULL, updated_at = ?
        WHERE kind = ? AND state = 'running'`,
        [now(), kind],
      );
      return result.rowsAffected;
    },
    async prune(kind, before) {
      await db.execute(`DELETE FROM jobs WHERE kind = ? AND state IN ('done', 'failed') AND updated_at < ?`, [
        kind,
        before,
      ]);
    },
    async claim(request) {
      const at = now();
      await failExhausted(request, at);
      const [result] = await db.batch([
        {
          sql: claimSql(db.dialect),
          params: [request.instanceId, at + request.leaseMs, at, request.kind, at],
        },
      ]);
      const row = result?.rows[0] as unknown as JobRow | undefined;
      return row ? toJob(row) : undefined;
    },
    async renew(id, instanceId, leaseMs) {
      const at = now();
      const result = await db.execute(
        `UPDATE jobs SET lease_expires_at = ?, updated_at = ?
        WHERE id = ? AND state = 'running' AND lease_owner = ?`,
        [at + leaseMs, at, id, instanceId],
      );
      return result.rowsAffected === 1;
    },
    async finish(id, instanceId) {
      const result = await db.execute(
        `UPDATE jobs SET state = 'done', lease_owner = NULL, lease_expires_at = NULL, updated_at = ?
        WHERE id = ? AND state = 'running' AND lease_owner = ?`,
        [now(), id, instanceId],
      );
      return result.rowsAffected === 1;
    },
    async fail(id, instanceId, error) {
      const result = await db.execute(
        `UPDATE jobs SET state = 'failed', last_error = ?, lease_owner = NULL, lease_expires_at = NULL,
          updated_at = ?
        WHERE id = ? AND state = 'running' AND lease_owner = ?`,
        [error, now(), id, instanceId],
      );
      return result.rowsAffected === 1;
    },
    async releaseAll(instanceId) {
      const result = await db.execute(
        `UPDATE jobs SET state = 'queued', attempts = attempts - 1, lease_owner = NULL,
          lease_expires_at = NULL, updated_at = ?
        WHERE state = 'running' AND lease_owner = ?`,
        [now(), instanceId],
      );
      return result.rowsAffected;
    },
  };
}
