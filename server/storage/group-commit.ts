import type { Statement } from './db';
import type { WriteConnection, WriteResult } from './prepared-writes';

interface WriteJob {
  statements: Statement[];
  resolve(results: WriteResult[]): void;
  reject(error: unknown): void;
}

/**
 * Commits the writes issued during one turn of the event loop together: one transaction, so one WAL sync,
 * instead of one each. SQLite runs on this thread, so every sync stalls every request; under a burst of
 * chats (a question and an answer stored per chat) the syncs were most of the time to the first token.
 *
 * Each write resolves only once its transaction has committed, so nothing is acknowledged before it is
 * stored. Writes keep their order. When a combined transaction fails, every write in it is retried on its
 * own, so only the write that was at fault fails, with its own error.
 */
export class GroupCommit {
  private queue: WriteJob[] = [];
  private flushing: Promise<void> | undefined;

  constructor(private readonly connection: WriteConnection) {}

  /** Runs the statements atomically in the next group; resolves to their results once committed. */
  run(statements: readonly Statement[]): Promise<WriteResult[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ statements: [...statements], resolve, reject });
      this.flushing ??= new Promise<void>((next) => setImmediate(next)).then(() => this.flush());
    });
  }

  /** Commits what is queued now (the database is about to close). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flush(): Promise<void> {
    const jobs = this.queue.splice(0);
    try {
      if (jobs.length === 1) await this.runAlone(jobs[0]);
      else if (jobs.length > 1) await this.runTogether(jobs);
    } finally {
      this.flushing = undefined;
      // Writes queued while this group was committing go in the next one.
      if (this.queue.length > 0) this.flushing = this.flush();
    }
  }

  private async runTogether(jobs: WriteJob[]): Promise<void> {
    let results: WriteResult[];
    try {
      results = await this.connection.batch(jobs.flatMap((job) => job.statements));
    } catch {
      for (const job of jobs) await this.runAlone(job);
      return;
    }
    let offset = 0;
    for (const job of jobs) {
      job.resolve(results.slice(offset, offset + job.statements.length));
      offset += job.statements.length;
    }
  }

  private async runAlone(job: WriteJob): Promise<void> {
    try {
      // A lone statement runs as it always did (autocommit), so its error is the statement's own.
      if (job.statements.length === 1) job.resolve([await this.connection.execute(job.statements[0])]);
      else job.resolve(await this.connection.batch(job.statements));
    } catch (error) {
      job.reject(error);
    }
  }
}
