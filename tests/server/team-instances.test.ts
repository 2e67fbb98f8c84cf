import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { KnowledgeDocument } from '@/contract/knowledge';
import { SYNC_JOB_KIND } from '@/server/knowledge/sync-queue';
import { startPostgres, type RunningDatabase } from '../support/database-servers';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy';
import { ADMIN } from './auth-helpers';
import { eventually, framePayloads, readUntil, type HistoryMessage } from './chat-test-helpers';
import {
  ask,
  bundleServer,
  defineInstance,
  must,
  requestInit,
  signInThrough,
  sleep,
  upstreamOf,
  type InstanceProcess,
} from './team-instances-helpers';
import { multipart } from './upload-helpers';

/**
 * A team's deployment end to end: ONE PostgreSQL, two server processes sharing it and one file folder,
 * behind a round-robin proxy (tests/support/round-robin-proxy.ts) that alternates between them and skips
 * one that is not ready. Everything goes through the proxy, as a browser's requests would.
 * This file starts its own PostgreSQL whatever TEST_STORAGE says, so vitest.config.ts runs it in the
 * SQLite pass of `npm test` only.
 */
const LONG_ANSWER = Array.from({ length: 60 }, (_, index) => `w${index + 1}`).join(' ');
/** Each embeddings call of the knowledge sync takes this long, so that a sync lasts a few seconds. */
const EMBEDDING_DELAY_MS = 500;
const KILL_ROUNDS = 10;
const WRITERS = 6;
/** Each writer's pause between writes: steady load that leaves the two cores room to restart an instance. */
const WRITE_PAUSE_MS = 40;

let postgres: RunningDatabase;
let db: pg.Client;
let chatModel: FakeOpenAI;
/** One embedding endpoint per instance: whichever is asked tells which instance syncs. */
let embedders: FakeOpenAI[] = [];
let instances: InstanceProcess[] = [];
let proxy: RoundRobinProxy;
let session: string;
const folders: string[] = [];

async function tempFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

beforeAll(async () => {
  postgres = await startPostgres();
  const { user, password, host, port, database } = postgres;
  const databaseUrl = `postgres://${user}:${password}@${host}:${port}/${database}`;
  db = new pg.Client({ connectionString: databaseUrl });
  chatModel = await startFakeOpenAI();
  embedders = [
    await startFakeOpenAI({ embeddingDelayMs: EMBEDDING_DELAY_MS }),
    await startFakeOpenAI({ embeddingDelayMs: EMBEDDING_DELAY_MS }),
  ];
  const entry = await bundleServer(await tempFolder('dbgpt-team-bundle-'));
  const fileStore = await tempFolder('dbgpt-team-files-');
  const shared = {
    DATABASE_URL: databaseUrl,
    FILE_STORE_DIR: fileStore,
    DBGPT_SECRET_KEY: 'a'.repeat(64),
    AUTH_MODE: 'local',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    LLM_MODEL_NAME: 'fake-model',
    LLM_MODEL_PROVIDER: 'proxy/openai',
    OPENAI_API_BASE: `${chatModel.url}/v1`,
    OPENAI_API_KEY: 'k',
    EMBEDDING_MODEL_NAME: 'fake-embedding',
    JOB_LEASE_SECONDS: '2',
    JOB_POLL_SECONDS: '0.2',
  };
  for (const [index, embedder] of embedders.entries()) {
    const dataDir = await tempFolder(`dbgpt-team-instance-${index}-`);
    const env = {
      ...shared,
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-client'),
      EMBEDDING_API_BASE: `${embedder.url}/v1`,
    };
    instances.push(await defineInstance(index, entry, env));
  }
  // Both at once, as a team's instances come up: one applies the migrations and creates the administrator.
  await Promise.all(instances.map((instance) => instance.start()));
  await db.connect();
  proxy = await startRoundRobinProxy({ upstreams: instances.map((instance) => instance.baseUrl) });
  await Promise.all(instances.map((instance) => proxy.waitUntilUp(instance.index)));
  session = (await signInThrough(proxy.url, ADMIN.email, ADMIN.password)).session;
}, 90_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.kill()));
  await proxy?.close();
  await db?.end();
  await Promise.all([chatModel, ...embedders].map((fake) => fake?.close()));
  await postgres?.stop();
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  instances = [];
  embedders = [];
});

afterEach(() => chatModel.reset());

const newConversation = async () =>
  (
    await must<{ conv_uid: string }>(proxy.url, '/api/v1/chat/dialogue/new?chat_mode=chat_normal', {
      method: 'POST',
      session,
    })
  ).conv_uid;

async function documentsOf(space: string): Promise<KnowledgeDocument[]> {
  const path = `/knowledge/${space}/document/list`;
  return (await must<{ data: KnowledgeDocument[] }>(proxy.url, path, { body: {}, session })).data;
}

async function addSpaceWithFile(space: string, fileName: string, content: string): Promise<number> {
  await must(proxy.url, '/knowledge/space/add', {
    body: { name: space, vector_type: 'VectorStore' },
    session,
  });
  const raw = multipart([{ field: 'doc_file', name: fileName, content, type: 'text/plain' }], {
    doc_name: fileName,
    doc_type: 'DOCUMENT',
  });
  return must<number>(proxy.url, `/knowledge/${space}/document/upload`, { raw, session });
}

describe('two instances behind a round-robin proxy', () => {
  it('keep a session signed in on one going on the other, one request each in turn', async () => {
    const signedIn = await signInThrough(proxy.url, ADMIN.email, ADMIN.password);
    const answers = [
      await ask(proxy.url, '/api/v1/chat/dialogue/list', { session: signedIn.session }),
      await ask<{ conv_uid: string }>(proxy.url, '/api/v1/chat/dialogue/new?chat_mode=chat_normal', {
        method: 'POST',
        session: signedIn.session,
      }),
    ];
    const convUid = (answers[1]!.body.data as { conv_uid: string }).conv_uid;
    answers.push(
      await ask(proxy.url, `/api/v1/chat/dialogue/messages/history?con_uid=${convUid}`, {
        session: signedIn.session,
      }),
    );
    const documentId = await addSpaceWithFile('handbook', 'rules.txt', 'Holidays are in August. '.repeat(20));
    answers.push(await ask(proxy.url, '/knowledge/handbook/document/list', { body: {}, session }));
    answers.push(await ask(proxy.url, '/api/v1/chat/dialogue/list'));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 401]);
    expect(answers[2]!.body.data).toEqual([]);
    const listed = (answers[3]!.body.data as { data: KnowledgeDocument[] }).data;
    expect(listed.map((document) => [document.id, document.doc_name])).toEqual([[documentId, 'rules.txt']]);
    // Strict alternation: each request was answered by the other instance than the one before it.
    const order = [signedIn.upstream, ...answers.map((answer) => answer.upstream)];
    expect(order.slice(1).every((upstream, index) => upstream !== order[index])).toBe(true);
    expect(new Set(order)).toEqual(new Set([0, 1]));
  });

  it('stop, asked of one instance, ends an answer the other is streaming', async () => {
    chatModel.setReply({ text: LONG_ANSWER, tokenDelayMs: 40 });
    const convUid = await newConversation();
    const chatBody = {
      conv_uid: convUid,
      user_input: 'A long story',
      chat_mode: 'chat_normal',
      incremental: true,
    };
    const stream = await fetch(
      `${proxy.url}/api/v1/chat/completions`,
      requestInit({ body: chatBody, session }),
    );
    const streamedBy = upstreamOf(stream);
    const { rest } = await readUntil(stream, (text) => text.includes('w2 '));
    const terminate = await ask(proxy.url, `/api/v1/chat/topic/terminate?conv_id=${convUid}&round_index=1`, {
      method: 'POST',
      session,
    });
    expect([terminate.status, terminate.body.success]).toEqual([200, true]);
    expect(terminate.upstream).not.toBe(streamedBy);

    const text = await rest();
    expect(framePayloads(text).at(-1)).toBe('[DONE]');
    expect(text).not.toContain('w60');
    const historyPath = `/api/v1/chat/dialogue/messages/history?con_uid=${convUid}`;
    const messages = await eventually(
      async () => await must<HistoryMessage[]>(proxy.url, historyPath, { session }),
      (found) => found.some((message) => message.role === 'ai' && message.stopped === true),
    );
    expect(messages.find((message) => message.role === 'ai')?.context).toMatch(/^w1 w2 /);
  });

  it('keep answering and lose no acknowledged write over ten SIGKILLs under concurrent writers', async () => {
    const acknowledged = { prompts: [] as string[], conversations: [] as string[] };
    let refused = 0;
    let writing = true;
    const writer = async (id: number) => {
      for (let index = 0; writing; index += 1) {
        const name = `w${id}-${index}`;
        const body = { prompt_name: name, prompt_type: 'Normal', content: 'Hi.', prompt_language: 'en' };
        const answer =
          index % 2 === 0
            ? await ask(proxy.url, '/prompt/add', { body, session }).catch(() => null)
            : await ask<{ conv_uid: string }>(proxy.url, '/api/v1/chat/dialogue/new?chat_mode=chat_normal', {
                method: 'POST',
                session,
              }).catch(() => null);
        if (answer?.status !== 200 || !answer.body.success) refused += 1;
        else if (index % 2 === 0) acknowledged.prompts.push(name);
        else acknowledged.conversations.push((answer.body.data as { conv_uid: string }).conv_uid);
        await sleep(WRITE_PAUSE_MS);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
    /** Reads asked while an instance is down or starting again: the proxy answers from the other one. */
    const whileDown: { status: number; upstream: number; first: boolean; survivor: number }[] = [];
    try {
      for (let round = 0; round < KILL_ROUNDS; round += 1) {
        const victim = instances[round % instances.length]!;
        const survivor = 1 - victim.index;
        await sleep(300);
        await victim.kill();
        let starting = true;
        const started = victim.start().finally(() => (starting = false));
        for (let first = true; starting; first = false) {
          const answer = await ask(proxy.url, '/api/v1/chat/dialogue/list', { session });
          whileDown.push({ status: answer.status, upstream: answer.upstream, first, survivor });
          await sleep(100);
        }
        await started;
        await proxy.waitUntilUp(victim.index);
        // Once ready it gets its share again.
        const servedBefore = proxy.served[victim.index]!;
        await eventually(
          async () => proxy.served[victim.index]!,
          (served) => served > servedBefore,
        );
      }
    } finally {
      writing = false;
      await Promise.all(writers);
    }
    expect(whileDown.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(whileDown.filter((answer) => answer.first && answer.upstream !== answer.survivor)).toEqual([]);

    const stored = await db.query<{ prompt_name: string }>('SELECT prompt_name FROM prompts');
    const storedPrompts = new Set(stored.rows.map((row) => row.prompt_name));
    const conversations = await db.query<{ conv_uid: string }>('SELECT conv_uid FROM conversations');
    const storedConversations = new Set(conversations.rows.map((row) => row.conv_uid));
    expect(acknowledged.prompts.filter((name) => !storedPrompts.has(name))).toEqual([]);
    expect(acknowledged.conversations.filter((uid) => !storedConversations.has(uid))).toEqual([]);
    expect(acknowledged.prompts.length + acknowledged.conversations.length).toBeGreaterThan(
      WRITERS * KILL_ROUNDS,
    );
    // Most writes went through: a kill costs only the requests in flight on the killed instance.
    expect(refused).toBeLessThan(acknowledged.prompts.length);
    console.info(
      `team-instances: ${acknowledged.prompts.length} prompts and ${acknowledged.conversations.length} ` +
        `conversations acknowledged, ${refused} writes refused over ${KILL_ROUNDS} kills`,
    );
  }, 80_000);
});

describe('a knowledge sync whose instance is killed', () => {
  it('is finished by the other instance, its chunks written once', async () => {
    const paragraph = (index: number) =>
      `Paragraph ${index} of the team handbook. ${'The rules say much. '.repeat(20)}`;
    const content = Array.from({ length: 100 }, (_, index) => paragraph(index)).join('\n\n');
    const documentId = await addSpaceWithFile('manual', 'manual.txt', content);
    const embeddingCalls = () =>
      embedders.map((fake) => fake.requests.filter((request) => request.path === '/v1/embeddings'));
    const before = embeddingCalls().map((calls) => calls.length);
    await must(proxy.url, '/knowledge/manual/document/sync', { body: { doc_ids: [documentId] }, session });

    // The instance that claimed the sync is the one asking its embedding endpoint; kill it mid-sync.
    const claimer = await eventually(
      async () => embeddingCalls().findIndex((calls, index) => calls.length > before[index]!),
      (index) => index >= 0,
      10_000,
    );
    await instances[claimer]!.kill();
    const survivor = 1 - claimer;
    const survivorCallsBefore = embeddingCalls()[survivor]!.length;

    const [document] = await eventually(
      () => documentsOf('manual'),
      (documents) => documents[0]?.status !== 'RUNNING',
      30_000,
    );
    await instances[claimer]!.start();
    await proxy.waitUntilUp(claimer);

    expect(document?.status).toBe('FINISHED');
    const chunks = await db.query<{ n: string }>(
      'SELECT COUNT(*) AS n FROM knowledge_chunks WHERE document_id = $1',
      [documentId],
    );
    expect(Number(chunks.rows[0]?.n)).toBe(document?.chunk_size);
    expect(document?.chunk_size).toBeGreaterThan(64);
    // The survivor embedded every chunk once: nothing twice, nothing left out.
    const embeddedBySurvivor = embeddingCalls()
      [survivor]!.slice(survivorCallsBefore)
      .flatMap((request) => (request.body as { input: string[] }).input);
    expect(embeddedBySurvivor.length).toBe(document?.chunk_size);
    // One job, taken over once (the killed instance's attempt, then the survivor's), and done.
    const jobs = await db.query<{ state: string; attempts: number }>(
      'SELECT state, attempts FROM jobs WHERE kind = $1 AND subject = $2',
      [SYNC_JOB_KIND, String(documentId)],
    );
    expect(jobs.rows.map((job) => [job.state, Number(job.attempts)])).toEqual([['done', 2]]);
  }, 60_000);
});
