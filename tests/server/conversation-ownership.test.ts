import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@/server/storage/db';
import { openStorage } from '@/server/storage/open';
import { startTestServer, type TestServer } from './harness';
import { testDatabaseUrl } from './test-storage';
import { newConversation, upload, uploadQuery } from './upload-helpers';

/** Feedback and uploads act only on the caller's own conversations: another user's answer 404. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newConv = (userId = '001') => newConversation(server.baseUrl, { 'user-id': userId });
const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${p}`, { headers });
const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const addFeedback = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  post('/api/v1/conv/feedback/add', body, headers);
const commit = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  post('/api/v1/feedback/commit', { question: null, score: null, ques_type: null, ...body }, headers);

async function expectError(res: Response, status: number, message: RegExp) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body).toMatchObject({ success: false, data: null });
  expect(body.err_msg).toMatch(message);
  return body;
}

const storedFiles = async () =>
  readdir(path.join(server.dataDir, 'files', 'dbgpt_app_file')).catch(() => [] as string[]);

describe('feedback on another user’s conversation', () => {
  it('answers 404 to like, cancel, rating and its lookup, and leaves the owner’s feedback alone', async () => {
    const conv = await newConv();
    await addFeedback({ conv_uid: conv, message_id: '1', feedback_type: 'like' });
    await commit({ conv_uid: conv, conv_index: 1, score: 4 });
    const bob = { 'user-id': 'bob' };

    const attempts = [
      await addFeedback({ conv_uid: conv, message_id: '1', feedback_type: 'unlike' }, bob),
      await post('/api/v1/conv/feedback/cancel', { conv_uid: conv, message_id: '1' }, bob),
      await post(
        '/api/v1/feedback/commit',
        { conv_uid: conv, conv_index: 1, score: 0, question: null, ques_type: null },
        bob,
      ),
      await get(`/api/v1/feedback/find?conv_uid=${conv}&conv_index=1`, bob),
    ];
    for (const res of attempts) await expectError(res, 404, new RegExp(`^Conversation ${conv} not found$`));

    const db: Database = await openStorage(testDatabaseUrl(server.dataDir));
    try {
      const rows = await db.query<{ user_id: string; feedback_type: string | null; score: number | null }>(
        'SELECT user_id, feedback_type, score FROM chat_feedback WHERE conv_uid = ?',
        [conv],
      );
      expect(rows).toEqual([{ user_id: '001', feedback_type: 'like', score: 4 }]);
    } finally {
      await db.close();
    }
  });

  it('answers 404 for a conversation the server never issued', async () => {
    const res = await addFeedback({ conv_uid: 'never-issued', message_id: '1', feedback_type: 'like' });
    await expectError(res, 404, /^Conversation never-issued not found$/);
  });
});

describe('uploads', () => {
  it('accepts a file only into the caller’s own conversation (404 otherwise, nothing stored)', async () => {
    const alices = await newConversation(server.baseUrl, { 'user-id': 'alice' });
    const before = await storedFiles();
    for (const query of [uploadQuery(alices), uploadQuery('never-issued')]) {
      const res = await upload(server.baseUrl, [{ name: 'a.txt', content: 'x' }], {
        query,
        headers: { 'user-id': 'mallory' },
      });
      const body = await expectError(res, 404, /^Conversation .* not found$/);
      expect(body.err_code).toBe('404');
    }
    expect(await storedFiles()).toEqual(before);
    const own = await upload(server.baseUrl, [{ name: 'a.txt', content: 'x' }], {
      query: uploadQuery(alices),
      headers: { 'user-id': 'alice' },
    });
    expect(own.status).toBe(200);
  });
});
