import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startPostgres } from '../support/database-servers';
import { startTestServer, type TestServer } from './harness';

export interface TwoInstances {
  /** The shared database's URL. */
  url: string;
  fake: FakeOpenAI;
  first: TestServer;
  second: TestServer;
  close(): Promise<void>;
}

/**
 * Two in-process instances on one PostgreSQL of their own (whatever storage the suite runs on), both
 * answering with the fake model.
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const postgres = await startPostgres();
  const fake = await startFakeOpenAI();
  const { user, password, host, port, database } = postgres;
  const url = `postgres://${user}:${password}@${host}:${port}/${database}`;
  const env = {
    DATABASE_URL: url,
    LLM_MODEL_NAME: 'fake-model',
    LLM_MODEL_PROVIDER: 'proxy/openai',
    OPENAI_API_BASE: `${fake.url}/v1`,
    OPENAI_API_KEY: 'k',
  };
  const first = await startTestServer({ env });
  const second = await startTestServer({ env });
  return {
    url,
    fake,
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await fake.close();
      await postgres.stop();
    },
  };
}
