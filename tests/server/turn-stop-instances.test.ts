import type { FakeOpenAI } from '../support/fake-openai';
import {
  apiJson,
  eventually,
  framePayloads,
  history,
  newConversation,
  postChat,
  readUntil,
} from './chat-test-helpers';
import type { TestServer } from './harness';
import { startTwoInstances, type TwoInstances } from './two-instances';

/**
 * Two instances on one PostgreSQL database (whatever storage the suite runs on): an answer streaming on
 * one is stopped from the other, through the database's notifications.
 */
let instances: TwoInstances;
let fake: FakeOpenAI;
let first: TestServer;
let second: TestServer;

const LONG_ANSWER = Array.from({ length: 60 }, (_, index) => `w${index + 1}`).join(' ');

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ fake, first, second } = instances);
}, 60_000);

afterAll(async () => instances?.close());

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
