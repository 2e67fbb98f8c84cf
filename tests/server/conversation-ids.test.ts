import { openStorage } from '@/server/storage/open';
import { testDatabaseUrl } from './test-storage';
import { setupFakeModelServer, startChatServer } from './chat-test-helpers';

const setup = setupFakeModelServer(() => startChatServer());

const postJson = (p: string, body: unknown, userId = 'ids-user') =>
  fetch(`${setup.server.baseUrl}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': userId },
    body: JSON.stringify(body),
  });

async function storedConversations(userId: string): Promise<string[]> {
  const db = await openStorage(testDatabaseUrl(setup.server.dataDir));
  try {
    const rows = await db.query<{ conv_uid: string }>(
      'SELECT conv_uid FROM conversations WHERE user_id = ?',
      [userId],
    );
    return rows.map((row) => row.conv_uid);
  } finally {
    await db.close();
  }
}

async function expectValidationError(res: Response, field: RegExp) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body).toMatchObject({ success: false, err_code: 'E0001', data: null });
  expect(body.err_msg).toMatch(field);
}

describe('conversation ids from requests', () => {
  it.each([
    ['a NUL byte', 'abc\u0000def'],
    ['a slash', 'abc/def'],
    ['a space inside', 'abc def'],
    ['a quote', "abc'def"],
    ['more than 128 characters', 'a'.repeat(129)],
  ])('chat/completions refuses a conv_uid with %s before storing anything', async (_label, convUid) => {
    const userId = `ids-${Math.random().toString(36).slice(2)}`;
    const res = await postJson('/api/v1/chat/completions', { conv_uid: convUid, user_input: 'hi' }, userId);
    await expectValidationError(res, /conv_uid/);
    expect(await storedConversations(userId)).toEqual([]);
    expect(setup.fake.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('accepts a UUID, a DB-GPT style id and a blank one (a new conversation)', async () => {
    const userId = 'ids-accepted';
    for (const convUid of ['0b6f1bde-5d2a-4a8e-9d0e-0f3c2a1b4c5d', 'chat_normal:my.conv-1', '  ']) {
      const res = await postJson('/api/v1/chat/completions', { conv_uid: convUid, user_input: 'hi' }, userId);
      expect(res.status).toBe(200);
      await res.text();
    }
    const stored = await storedConversations(userId);
    expect(stored).toHaveLength(3);
    expect(stored).toEqual(
      expect.arrayContaining(['0b6f1bde-5d2a-4a8e-9d0e-0f3c2a1b4c5d', 'chat_normal:my.conv-1']),
    );
  });

  it.each([
    ['GET', '/api/v1/chat/dialogue/messages/history?con_uid=a%2Fb', /con_uid/],
    ['POST', '/api/v1/chat/dialogue/clear?con_uid=a%00b', /con_uid/],
    ['POST', '/api/v1/chat/dialogue/delete?con_uid=a%20b', /con_uid/],
    ['POST', '/api/v1/chat/topic/terminate?conv_id=a%2Fb&round_index=1', /conv_id/],
    ['GET', '/api/v1/feedback/find?conv_uid=a%2Fb&conv_index=1', /conv_uid/],
  ])('%s %s refuses a malformed id with 400', async (method, p, field) => {
    const res = await fetch(`${setup.server.baseUrl}${p}`, { method });
    await expectValidationError(res, field);
  });
});

describe('NUL characters in request text', () => {
  it('refuses a question with a NUL character before storing anything', async () => {
    const userId = 'nul-question';
    const res = await postJson('/api/v1/chat/completions', { user_input: 'hi\u0000there' }, userId);
    await expectValidationError(res, /^body\.user_input: must not contain NUL characters;$/);
    expect(await storedConversations(userId)).toEqual([]);
  });

  it('refuses NUL characters in nested values, keys and the query string', async () => {
    const nested = await postJson('/prompt/add', {
      prompt_name: 'n',
      prompt_type: 'Normal',
      content: 'c',
      extra: [{ 'k\u0000': 1 }],
    });
    await expectValidationError(nested, /^body\.extra\.0: must not contain NUL characters;$/);
    const query = await fetch(`${setup.server.baseUrl}/api/v1/chat/dialogue/new?app_code=a%00b`, {
      method: 'POST',
    });
    await expectValidationError(query, /^query\.app_code: must not contain NUL characters;$/);
  });
});
