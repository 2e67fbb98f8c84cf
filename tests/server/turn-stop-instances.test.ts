import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startPostgres, type RunningDatabase } from '../support/database-servers';
import {
  apiJson,
  eventually,
  framePayloads,
  history,
  newConversation,
  postChat,
  readUntil,
} from './chat-test-helpers';
import { startTestServer, type TestServer } from './harness';

/**
 * Two instances on one PostgreSQL database (whatever storage the suite runs on): an answer streaming on
 * one is stopped from the other, through the database's notifications.
 */
let postgres: RunningDatabase;
let fake: FakeOpenAI;
let first: TestServer;
let second: TestServer;

const LONG_ANSWER = Array.from({ length: 60 }, (_, index) => `w${index + 1}`).join(' ');

beforeAll(async () => {
  postgres = await startPostgres();
  fake = await startFakeOpenAI();
  const { user, password, host, port, database } = postgres;
  const env = {
    DATABASE_URL: `postgres://${user}:${password}@${host}:${port}/${database}`,
    LLM_MODEL_NAME: 'fake-model',
    LLM_MODEL_PROVIDER: 'proxy/openai',
    OPENAI_API_BASE: `${fake.url}/v1`,
    OPENAI_API_KEY: 'k',
  };
  first = await startTestServer({ env });
  second = await startTestServer({ env });
}, 60_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  await fake?.close();
  await postgres?.stop();
});

const body = (convUid: string) => ({
  conv_uid: convUid,
  user_input: 'A long story',
  chat_mode: 'chat_normal',
  incremental: true,
});

describe('an answer streaming on another instance', () => {
  it('is terminated from the other instance and keeps what was said, marked stopped', async () => {
    fake.setReply({ text: LONG_ANSWER, tokenDelayMs: 40 });
    const convUid = await newConversation(first);
    const { rest } = await readUntil(await postChat(first, body(convUid)), (text) => text.includes('w2 '));
    const terminated = await apiJson(
      second,
      'POST',
      `/api/v1/chat/topic/terminate?conv_id=${convUid}&round_index=1`,
    );
    expect(terminated.body).toMatchObject({ success: true });

    const payloads = framePayloads(await rest());
    expect(payloads.at(-1)).toBe('[DONE]');
    const [ai] = await eventually(
      () => history(second, convUid),
      (messages) => messages.some((message) => message.role === 'ai' && message.stopped === true),
    ).then((messages) => messages.filter((message) => message.role === 'ai'));
    expect(ai?.context.length).toBeLessThan(LONG_ANSWER.length);
    expect(ai?.context).toMatch(/^w1 w2 /);
  });

  it('is stopped when the conversation is cleared on the other instance', async () => {
    fake.setReply({ text: LONG_ANSWER, tokenDelayMs: 40 });
    const convUid = await newConversation(first);
    const { rest } = await readUntil(await postChat(first, body(convUid)), (text) => text.includes('w2 '));
    const cleared = await apiJson(second, 'POST', `/api/v1/chat/dialogue/clear?con_uid=${convUid}`);
    expect(cleared.body).toMatchObject({ success: true });
    const text = await rest();
    expect(text).not.toContain(`w${60}`);
  });
});
