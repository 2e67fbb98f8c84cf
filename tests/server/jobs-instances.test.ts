import { rm } from 'node:fs/promises';
import { SYNC_JOB_KIND } from '@/server/knowledge/sync-queue';
import { createJobRepository } from '@/server/repositories/jobs';
import { openStorage } from '@/server/storage/open';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { createApp } from './app-helpers';
import { addDataset, EVALUATE, ecall, findEvaluation, startEvaluation } from './evaluation-helpers';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { addSpace, addText, listDocuments, must, readDb, spacePath, waitForSync } from './knowledge-helpers';
import { testDatabaseUrl } from './test-storage';

/**
 * Background work lives in the database's jobs table: whichever instance is alive finishes what another
 * left, and a run stopped from one instance stops where it runs. Two servers share one database (an SQLite
 * file, or PostgreSQL when the suite runs there).
 */
const FAST_JOBS = { JOB_LEASE_SECONDS: '0.5', JOB_POLL_SECONDS: '0.1' };

const servers: TestServer[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function start(dataDir: string, env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer({ dataDir, env: { ...FAST_JOBS, ...env } });
  servers.push(server);
  return server;
}

async function sharedFolder(): Promise<string> {
  const dir = await makeTempDir('dbgpt-jobs-instances-');
  folders.push(dir);
  return dir;
}

describe('knowledge syncs left by an instance that died', () => {
  it('are finished by another instance, each document once', async () => {
    const dataDir = await sharedFolder();
    const first = await start(dataDir);
    await addSpace(first, 'left');
    const heldByDead = await addText(first, 'left', 'held.txt', 'a document whose instance died '.repeat(40));
    const orphan = await addText(
      first,
      'left',
      'orphan.txt',
      'a document marked but never queued '.repeat(40),
    );
    await first.close();
    servers.length = 0;

    // What a killed instance leaves: one document whose job it held (its lease not yet run out), and one
    // marked RUNNING whose job was never written (killed between the two writes).
    const db = await openStorage(testDatabaseUrl(dataDir));
    try {
      await db.execute(`UPDATE knowledge_documents SET status = 'RUNNING' WHERE id IN (?, ?)`, [
        heldByDead,
        orphan,
      ]);
      const jobs = createJobRepository(db);
      await jobs.enqueueOnce(SYNC_JOB_KIND, String(heldByDead), { kind: 'sync' });
      const claimed = await jobs.claim({
        kind: SYNC_JOB_KIND,
        instanceId: 'killed-instance',
        leaseMs: 1500,
        maxAttempts: 3,
      });
      expect(claimed?.subject).toBe(String(heldByDead));
    } finally {
      await db.close();
    }

    const survivor = await start(dataDir);
    const documents = await waitForSync(survivor, 'left', 15_000);
    expect(documents.map((document) => [document.doc_name, document.status]).sort()).toEqual([
      ['held.txt', 'FINISHED'],
      ['orphan.txt', 'FINISHED'],
    ]);
    const jobs = await readDb<{ subject: string; state: string; attempts: number }>(
      dataDir,
      'SELECT subject, state, attempts FROM jobs WHERE kind = ? ORDER BY id',
      [SYNC_JOB_KIND],
    );
    // The dead instance's job was taken over (a second attempt), the orphan queued once: nothing twice.
    expect(jobs.filter((job) => job.subject === String(heldByDead)).map((job) => job.state)).toEqual([
      'done',
    ]);
    expect(Number(jobs.find((job) => job.subject === String(heldByDead))?.attempts)).toBe(2);
    expect(jobs.filter((job) => job.subject === String(orphan)).map((job) => job.state)).toEqual(['done']);
    const chunks = await readDb<{ document_id: number; n: number }>(
      dataDir,
      'SELECT document_id, COUNT(*) AS n FROM knowledge_chunks GROUP BY document_id',
    );
    for (const document of documents)
      expect(Number(chunks.find((row) => Number(row.document_id) === document.id)?.n)).toBe(
        document.chunk_size,
      );
  }, 30_000);

  it('queued through one instance finish on whichever instance claims them, each once', async () => {
    const dataDir = await sharedFolder();
    const first = await start(dataDir);
    const second = await start(dataDir);
    await addSpace(first, 'shared');
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1)
      ids.push(await addText(first, 'shared', `doc-${index}.txt`, `shared queue text ${index} `.repeat(400)));
    await must(first, spacePath('shared', 'document/sync'), { doc_ids: ids });
    const documents = await waitForSync(second, 'shared', 20_000);
    expect(documents.every((document) => document.status === 'FINISHED')).toBe(true);
    const states = await readDb<{ state: string }>(dataDir, 'SELECT state FROM jobs WHERE kind = ?', [
      SYNC_JOB_KIND,
    ]);
    expect(states.map((job) => job.state)).toEqual(ids.map(() => 'done'));
    expect((await listDocuments(first, 'shared')).data.length).toBe(6);
  }, 40_000);
});

describe('an evaluation deleted on one instance', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ replyFor: () => ({ text: 'an answer', firstTokenDelayMs: 120 }) });
  });
  afterAll(async () => fake.close());

  it('stops running on the instance that runs it', async () => {
    const dataDir = await sharedFolder();
    const model = {
      LLM_MODEL_NAME: 'fake-model',
      LLM_MODEL_PROVIDER: 'proxy/openai',
      OPENAI_API_BASE: `${fake.url}/v1`,
      OPENAI_API_KEY: 'k',
    };
    const runner = await start(dataDir, model);
    // The other instance looks for queued work too rarely to take this run: it only deletes it.
    const other = await start(dataDir, { ...model, JOB_POLL_SECONDS: '600' });
    const app = await createApp(runner, 'Long run', {
      team_mode: 'native_app',
      team_context: { chat_scene: 'chat_normal', scene_name: 'Plain' },
      details: [],
      param_need: [],
    });
    const rows = Array.from({ length: 60 }, (_, index) => ({ query: `q${index}`, factual: 'an answer' }));
    const dataset = await addDataset(runner, 'long-set', rows);
    const { evaluate_code: code } = await startEvaluation(runner, {
      scene_key: 'app',
      scene_value: app.app_code,
      datasets: dataset.code,
      evaluate_metrics: ['ExactMatchMetric'],
      parallel_num: 1,
    });
    while (((await findEvaluation(runner, code)).progress?.done ?? 0) < 2)
      await new Promise((resolve) => setTimeout(resolve, 30));

    const deleted = await ecall(other, `${EVALUATE}/evaluation?evaluation_code=${code}`, {
      method: 'DELETE',
    });
    expect([deleted.status, deleted.body.err_msg]).toEqual([200, null]);
    // Within a lease's heartbeat the runner sees its job is gone and asks the model nothing more.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const askedAfterStop = fake.chatRequests().length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(fake.chatRequests().length).toBe(askedAfterStop);
    expect(askedAfterStop).toBeLessThan(rows.length);
  }, 40_000);
});
