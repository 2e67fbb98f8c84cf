import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, parseConfig } from '@/server/config';
import { openStorage } from '@/server/storage/open';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { chat, lastSnapshot } from './chat-test-helpers';
import { makeTempDir } from './harness';
import { testDatabaseUrl } from './test-storage';
import {
  call,
  chatModelNames,
  createRequest,
  findModel,
  identity,
  SERVE,
  startModelsServer,
} from './models-helpers';

const KEY = 'sk-persisted-SECRET-value-4242';

let dataDir: string;
let fake: FakeOpenAI;
beforeEach(async () => {
  dataDir = await makeTempDir();
  fake = await startFakeOpenAI({ models: ['env-model'] });
});
afterEach(async () => {
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * What the database keeps of the models: on SQLite every byte on disk (the file and its write-ahead log), on
 * PostgreSQL every stored row of the models table as text.
 */
async function rawDatabase(): Promise<string> {
  const url = testDatabaseUrl(dataDir);
  if (!url.startsWith('file:')) {
    const db = await openStorage(url);
    try {
      return JSON.stringify(await db.query('SELECT * FROM models'));
    } finally {
      await db.close();
    }
  }
  const files = ['dbgpt.db', 'dbgpt.db-wal'].map((name) => path.join(dataDir, name)).filter(existsSync);
  const contents = await Promise.all(files.map((file) => readFile(file)));
  return Buffer.concat(contents).toString('latin1');
}

const start = (env: Record<string, string> = {}) => startModelsServer({ dataDir, fake, env });

describe('stored models across restarts', () => {
  it('keep their settings and state, with the key encrypted at rest and masked in answers', async () => {
    const first = await start();
    await call(
      first.server,
      'POST',
      `${SERVE}/models`,
      createRequest('kept', `${fake.url}/v1`, { api_key: KEY }),
    );
    await call(
      first.server,
      'POST',
      `${SERVE}/models`,
      createRequest('parked', `${fake.url}/v1`, { api_key: KEY }),
    );
    await call(first.server, 'POST', `${SERVE}/models/stop`, identity('parked'));
    await first.close();

    const raw = await rawDatabase();
    expect(raw).toContain('kept');
    expect(raw).not.toContain(KEY);
    expect(raw).not.toContain('SECRET-value');
    const keyFile = await stat(path.join(dataDir, 'secret.key'));
    expect(keyFile.mode & 0o777).toBe(0o600);

    const second = await start();
    try {
      expect(await findModel(second.server, 'kept')).toMatchObject({
        source: 'stored',
        started: true,
        healthy: true,
        params: { api_key: 'sk-…4242', api_base: `${fake.url}/v1` },
      });
      expect(await findModel(second.server, 'parked')).toMatchObject({ started: false, healthy: false });
      expect(await chatModelNames(second.server)).toEqual(['env-model', 'kept']);

      fake.reset();
      fake.setReply({ text: 'Still here.' });
      const result = await chat(second.server, {
        user_input: 'Hi',
        chat_mode: 'chat_normal',
        model_name: 'kept',
      });
      expect(lastSnapshot(result.payloads).content).toBe('Still here.');
      const sent = fake.requests.find((request) => request.path === '/v1/chat/completions')!;
      expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    } finally {
      await second.close();
    }
  });

  it('use DBGPT_SECRET_KEY when set; another key leaves the model unhealthy with the reason, not a crash', async () => {
    const secretKey = randomBytes(32).toString('base64');
    const first = await start({ DBGPT_SECRET_KEY: secretKey });
    await call(
      first.server,
      'POST',
      `${SERVE}/models`,
      createRequest('keyed', `${fake.url}/v1`, { api_key: KEY }),
    );
    await first.close();
    expect(existsSync(path.join(dataDir, 'secret.key'))).toBe(false);

    const sameKey = await start({ DBGPT_SECRET_KEY: Buffer.from(secretKey, 'base64').toString('hex') });
    try {
      expect(await findModel(sameKey.server, 'keyed')).toMatchObject({
        healthy: true,
        params: { api_key: 'sk-…4242' },
      });
    } finally {
      await sameKey.close();
    }

    const otherKey = await start({ DBGPT_SECRET_KEY: randomBytes(32).toString('hex') });
    try {
      const model = await findModel(otherKey.server, 'keyed');
      expect(model).toMatchObject({ started: true, healthy: false, params: { api_key: '******' } });
      expect(model!.failure_reason).toMatch(/cannot be decrypted/);
      expect(await chatModelNames(otherKey.server)).toEqual(['env-model']);
      const restart = await call(otherKey.server, 'POST', `${SERVE}/models/start`, identity('keyed'));
      expect(restart.body.success).toBe(false);
      // Deleting still works, so the user can add the model again with its key.
      const removed = await call(otherKey.server, 'POST', `${SERVE}/models/stop`, {
        ...identity('keyed'),
        delete_after: true,
      });
      expect(removed.body.data).toBe(true);
      expect(await findModel(otherKey.server, 'keyed')).toBeUndefined();
    } finally {
      await otherKey.close();
    }
  });
});

describe('model management configuration', () => {
  it('refuses a malformed DBGPT_SECRET_KEY without repeating it', () => {
    const bad = 'not-a-valid-key-at-all';
    expect(() => parseConfig({ DBGPT_SECRET_KEY: bad })).toThrow(ConfigError);
    try {
      parseConfig({ DBGPT_SECRET_KEY: bad });
    } catch (error) {
      expect((error as Error).message).toMatch(/DBGPT_SECRET_KEY must be 32 bytes/);
      expect((error as Error).message).not.toContain(bad);
    }
  });

  it('reads the health check interval, and refuses one that is not a positive number', () => {
    expect(parseConfig({}).modelManagement.healthCheckIntervalMs).toBe(30_000);
    expect(parseConfig({ MODEL_HEALTH_CHECK_INTERVAL_S: '2.5' }).modelManagement.healthCheckIntervalMs).toBe(
      2500,
    );
    expect(() => parseConfig({ MODEL_HEALTH_CHECK_INTERVAL_S: 'often' })).toThrow(
      /MODEL_HEALTH_CHECK_INTERVAL_S must be a positive number/,
    );
  });
});
