import type { Database } from '@/server/storage/db';
import { openStorage } from '@/server/storage/open';
import { startTestServer, type TestServer } from './harness';
import { testDatabaseUrl } from './test-storage';

/** 2^53 + 1: JSON and JavaScript numbers cannot hold it exactly. */
const BEYOND_SAFE = '9007199254740993';

let server: TestServer;

const get = (p: string) => fetch(`${server.baseUrl}${p}`);
const post = (p: string, body?: unknown) =>
  fetch(`${server.baseUrl}${p}`, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

async function newConversation(): Promise<string> {
  const res = await post('/api/v1/chat/dialogue/new?chat_mode=chat_normal');
  return (await res.json()).data.conv_uid;
}

/** A second connection to the server's database file, as another process (or an older version) writes it. */
async function withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openStorage(testDatabaseUrl(server.dataDir));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function storeRound(db: Database, convUid: string, round: number | bigint, text: string) {
  const now = new Date().toISOString();
  for (const role of ['human', 'ai']) {
    await db.execute(
      'INSERT INTO chat_messages (conv_uid, round_index, role, content, extra, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [convUid, round, role, `${role}: ${text}`, '{}', now],
    );
  }
}

async function expectReadable(convUid: string) {
  const history = await get(`/api/v1/chat/dialogue/messages/history?con_uid=${convUid}`);
  expect(history.status).toBe(200);
  const messages: { order: number; context: string }[] = (await history.json()).data;
  expect(messages.filter((message) => message.context === 'human: first')).toEqual([
    expect.objectContaining({ order: 1 }),
  ]);
  expect((await get(`/api/v1/feedback/find?conv_uid=${convUid}&conv_index=1`)).status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('round numbers from requests', () => {
  it.each([BEYOND_SAFE, Number(BEYOND_SAFE), '2147483648', '1'.repeat(400)])(
    'refuses message_id %j in feedback/add with 400 and keeps the conversation readable',
    async (messageId) => {
      const convUid = await newConversation();
      await withDatabase((db) => storeRound(db, convUid, 1, 'first'));
      const res = await post('/api/v1/conv/feedback/add', {
        conv_uid: convUid,
        message_id: messageId,
        feedback_type: 'like',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, err_code: 'E0001', data: null });
      await expectReadable(convUid);
    },
  );

  it('refuses conv_index 2^53+1 in feedback/commit, feedback/find and feedback/cancel', async () => {
    const convUid = await newConversation();
    await withDatabase((db) => storeRound(db, convUid, 1, 'first'));
    const commit = await fetch(`${server.baseUrl}/api/v1/feedback/commit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"conv_uid": "${convUid}", "conv_index": ${BEYOND_SAFE}, "question": null, "score": 1, "ques_type": null}`,
    });
    expect(commit.status).toBe(400);
    const find = await get(`/api/v1/feedback/find?conv_uid=${convUid}&conv_index=${BEYOND_SAFE}`);
    expect(find.status).toBe(400);
    const cancel = await post('/api/v1/conv/feedback/cancel', { conv_uid: convUid, message_id: BEYOND_SAFE });
    expect(cancel.status).toBe(400);
    await expectReadable(convUid);
  });

  it.each([BEYOND_SAFE, '2147483648'])('refuses round_index %s in topic/terminate', async (round) => {
    const convUid = await newConversation();
    const res = await post(`/api/v1/chat/topic/terminate?conv_id=${convUid}&round_index=${round}`);
    expect(res.status).toBe(400);
    expect((await res.json()).err_msg).toMatch(/round_index/);
  });
});

describe('stored rows that cannot be read', () => {
  it('leaves out a message or feedback row holding an integer beyond 2^53, not the whole conversation', async () => {
    const convUid = await newConversation();
    await withDatabase(async (db) => {
      await storeRound(db, convUid, 1, 'first');
      await storeRound(db, convUid, BigInt(BEYOND_SAFE), 'unreadable');
      const now = new Date().toISOString();
      for (const round of [1n, BigInt(BEYOND_SAFE)]) {
        await db.execute(
          `INSERT INTO chat_feedback (conv_uid, conv_index, user_id, feedback_type, created_at, updated_at)
           VALUES (?, ?, '001', 'like', ?, ?)`,
          [convUid, round, now, now],
        );
      }
    });

    const history = await get(`/api/v1/chat/dialogue/messages/history?con_uid=${convUid}`);
    expect(history.status).toBe(200);
    const messages: { role: string; order: number; context: string; feedback: unknown }[] = (
      await history.json()
    ).data;
    expect(messages.map((message) => message.order)).toEqual([1, 1, 1]);
    expect(messages.some((message) => message.context.includes('unreadable'))).toBe(false);
    const answer = messages.find((message) => message.role === 'ai');
    expect(answer?.feedback).toMatchObject({ feedback_type: 'like', message_id: '1' });
    await expectReadable(convUid);
  });

  it('answers the list when a conversation row cannot be read; that conversation reads as missing', async () => {
    const convUid = await newConversation();
    await withDatabase(async (db) => {
      await db.execute(`UPDATE conversations SET summary = 'hi', last_round = ? WHERE conv_uid = ?`, [
        BigInt(BEYOND_SAFE),
        convUid,
      ]);
    });
    const list = await get('/api/v1/chat/dialogue/list');
    expect(list.status).toBe(200);
    const history = await get(`/api/v1/chat/dialogue/messages/history?con_uid=${convUid}`);
    expect(history.status).toBe(404);
  });
});
