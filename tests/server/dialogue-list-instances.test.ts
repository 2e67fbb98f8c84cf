import { chat, eventually, newConversation } from './chat-test-helpers';
import { openDatabase } from '@/server/storage/open';
import type { TestServer } from './harness';
import { startTwoInstances, type TwoInstances } from './two-instances';

/**
 * Two instances on one PostgreSQL database (whatever storage the suite runs on), behind a load balancer
 * that sends a browser's requests to either: the conversation list one instance tagged is not answered
 * 304 (unchanged) once the other instance changed it.
 */
let instances: TwoInstances;
let url: string;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ first, second } = instances);
  url = instances.url;
}, 60_000);

afterAll(async () => instances?.close());

const USER = 'two-instances';

async function listAt(server: TestServer, tag?: string) {
  const response = await fetch(`${server.baseUrl}/api/v1/chat/dialogue/list`, {
    headers: { 'user-id': USER, ...(tag ? { 'if-none-match': tag } : {}) },
  });
  const text = await response.text();
  return {
    status: response.status,
    tag: response.headers.get('etag') ?? '',
    titles:
      response.status === 200
        ? (JSON.parse(text) as { data: { user_input: string }[] }).data.map((item) => item.user_input)
        : [],
  };
}

async function startConversation(server: TestServer, question: string) {
  const convUid = await newConversation(server, { userId: USER });
  await chat(server, { conv_uid: convUid, user_input: question, chat_mode: 'chat_normal' }, { userId: USER });
}

/**
 * The list `server` answers once the other instance's notifications have arrived (they are not waited for):
 * asked again with its tag, it is unchanged (304).
 */
async function settledList(server: TestServer) {
  const settled = await eventually(
    async () => {
      const listed = await listAt(server);
      return { listed, again: await listAt(server, listed.tag) };
    },
    ({ again }) => again.status === 304,
  );
  return settled.listed;
}

describe('the conversation list on two instances', () => {
  it('answers the new list, not 304, after the other instance changed it', async () => {
    await startConversation(first, 'asked on the first');
    const held = await settledList(second);
    expect(held.titles).toEqual(['asked on the first']);

    await startConversation(first, 'asked on the first again');
    const again = await eventually(
      () => listAt(second, held.tag),
      (answer) => answer.status === 200,
    );
    expect(again.titles).toEqual(['asked on the first again', 'asked on the first']);
    expect((await settledList(second)).titles).toEqual(again.titles);
  });

  it('drops the tags an instance gave before its listening connection was cut, once it is back', async () => {
    await startConversation(first, 'before the cut');
    const held = await settledList(second);

    // Every instance's listening connection is cut (a PostgreSQL restart, a network drop): what is sent
    // until they are back is lost.
    const admin = await openDatabase(url);
    try {
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
      );
    } finally {
      await admin.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    await startConversation(first, 'during the cut');

    const after = await eventually(
      () => listAt(second, held.tag),
      (answer) => answer.status === 200,
    );
    expect(after.titles[0]).toBe('during the cut');
  });
});
