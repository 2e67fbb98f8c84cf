import { createFeedbackRepository } from '@/server/repositories/feedback';
import type { Database } from '@/server/storage/db';
import { openStorage } from '@/server/storage/open';
import { startTestServer, type TestServer } from './harness';
import { testDatabaseUrl } from './test-storage';

let server: TestServer;

/** A new conversation of `userId` (the default user unless told). */
async function newConv(userId = '001'): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/v1/chat/dialogue/new?chat_mode=chat_normal`, {
    method: 'POST',
    headers: { 'user-id': userId },
  });
  return (await res.json()).data.conv_uid;
}

const get = async (p: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${p}`, { headers });
const post = async (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function expectError(res: Response, status: number, message: RegExp) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body).toMatchObject({ success: false, data: null });
  expect(body.err_msg).toMatch(message);
}

const addFeedback = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  post('/api/v1/conv/feedback/add', body, headers);
const commit = (body: Record<string, unknown>) =>
  post('/api/v1/feedback/commit', { question: null, score: null, ques_type: null, ...body });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('like and unlike', () => {
  it('lists DB-GPT reason types with their texts', async () => {
    expect((await (await get('/api/v1/conv/feedback/reasons')).json()).data).toEqual([
      { reason_type: 'WRONG_ANSWER', reason: 'Wrong answer' },
      { reason_type: 'WRONG_SOURCE', reason: 'Wrong source' },
      { reason_type: 'OUTDATED_CONTENT', reason: 'Outdated content' },
      { reason_type: 'UNREAL_CONTENT', reason: 'Data is inaccurate' },
      { reason_type: 'ILLEGAL_CONTENT', reason: 'Harmful content' },
      { reason_type: 'OTHERS', reason: 'Others' },
    ]);
  });

  it('stores a like and answers the stored record', async () => {
    const conv = await newConv();
    const res = await addFeedback({
      conv_uid: conv,
      message_id: '1',
      feedback_type: 'like',
      question: 'Hi?',
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({
      user_code: '001',
      conv_uid: conv,
      message_id: '1',
      feedback_type: 'like',
      question: 'Hi?',
      reason_types: [],
      reason: [],
      remark: null,
    });
    expect(data.gmt_created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('refuses the same feedback twice and lets the other type replace it (contract 7.3)', async () => {
    const conv = await newConv();
    await addFeedback({ conv_uid: conv, message_id: '2', feedback_type: 'like' });
    const repeated = await addFeedback({ conv_uid: conv, message_id: '2', feedback_type: 'like' });
    await expectError(repeated, 409, /^Please do not repeat feedback$/);

    const unlike = await addFeedback({
      conv_uid: conv,
      message_id: '2',
      feedback_type: 'unlike',
      reason_types: ['WRONG_ANSWER', 'OTHERS'],
      remark: 'It made up a table name',
    });
    expect((await unlike.json()).data).toMatchObject({
      feedback_type: 'unlike',
      reason_types: ['WRONG_ANSWER', 'OTHERS'],
      reason: [
        { reason_type: 'WRONG_ANSWER', reason: 'Wrong answer' },
        { reason_type: 'OTHERS', reason: 'Others' },
      ],
      remark: 'It made up a table name',
    });
    const unlikeAgain = await addFeedback({ conv_uid: conv, message_id: '2', feedback_type: 'unlike' });
    await expectError(unlikeAgain, 409, /repeat/);
    // Back to like: the dislike's reasons and remark go with it.
    const like = await addFeedback({ conv_uid: conv, message_id: '2', feedback_type: 'like' });
    expect((await like.json()).data).toMatchObject({ feedback_type: 'like', reason_types: [], remark: null });
  });

  it('keeps one feedback per user and conversation: each user likes in their own conversation', async () => {
    const mine = await newConv();
    const bobs = await newConv('bob');
    await addFeedback({ conv_uid: mine, message_id: '1', feedback_type: 'like' });
    const bob = await addFeedback(
      { conv_uid: bobs, message_id: '1', feedback_type: 'like' },
      { 'user-id': 'bob' },
    );
    expect((await bob.json()).data).toMatchObject({ user_code: 'bob', feedback_type: 'like' });
  });

  it('cancels the feedback of a message, after which the same type may be given again', async () => {
    const conv = await newConv();
    await addFeedback({ conv_uid: conv, message_id: '3', feedback_type: 'like' });
    const cancel = await post('/api/v1/conv/feedback/cancel', { conv_uid: conv, message_id: '3' });
    expect(await cancel.json()).toEqual({ success: true, err_code: null, err_msg: null, data: [] });
    const again = await addFeedback({ conv_uid: conv, message_id: '3', feedback_type: 'like' });
    expect(again.status).toBe(200);
  });

  it.each([
    [{ message_id: '1', feedback_type: 'like' }, /^conv_uid: is required;$/],
    [{ conv_uid: '', message_id: '1', feedback_type: 'like' }, /^conv_uid: is required;$/],
    [{ conv_uid: 'c', feedback_type: 'like' }, /^message_id: is required;$/],
    [{ conv_uid: 'c', message_id: 'first', feedback_type: 'like' }, /message_id: must be the round number/],
    [{ conv_uid: 'c', message_id: '1', feedback_type: 'love' }, /feedback_type/],
    [{ conv_uid: 'c', message_id: '1', feedback_type: 'unlike', reason_types: ['BORING'] }, /reason_types/],
  ])('refuses %j with 400 E0001', async (body, message) => {
    const res = await addFeedback(body);
    await expectError(res, 400, message);
  });

  it('refuses a cancel without conv_uid or message_id', async () => {
    await expectError(
      await post('/api/v1/conv/feedback/cancel', { message_id: '1' }),
      400,
      /conv_uid: is required/,
    );
    await expectError(
      await post('/api/v1/conv/feedback/cancel', { conv_uid: 'c' }),
      400,
      /message_id: is required/,
    );
  });

  it('gives the chat history every round’s feedback of a conversation', async () => {
    const conv = await newConv();
    await addFeedback({ conv_uid: conv, message_id: '1', feedback_type: 'like' });
    await addFeedback({
      conv_uid: conv,
      message_id: '2',
      feedback_type: 'unlike',
      reason_types: ['WRONG_SOURCE'],
    });
    await addFeedback({ conv_uid: await newConv(), message_id: '1', feedback_type: 'like' });
    const db: Database = await openStorage(testDatabaseUrl(server.dataDir));
    try {
      const repository = createFeedbackRepository(db);
      // Only stored data from before feedback was tied to the conversation's owner holds another user's like.
      await repository.saveLike({
        convUid: conv,
        convIndex: 2,
        userId: 'bob',
        feedbackType: 'like',
        reasonTypes: [],
        remark: null,
        question: null,
        knowledgeSpace: null,
        userName: null,
      });
      const mine = await repository.findFeedbackForConversation(conv, '001');
      expect([...mine.keys()].sort()).toEqual([1, 2]);
      expect(mine.get(2)).toMatchObject({
        feedback_type: 'unlike',
        reason_types: ['WRONG_SOURCE'],
        message_id: '2',
      });
      const anyone = await repository.findFeedbackForConversation(conv);
      expect(anyone.get(2)).toMatchObject({ user_code: 'bob', feedback_type: 'like' });
    } finally {
      await db.close();
    }
  });
});

describe('rating', () => {
  it('offers the question types of the rating form', async () => {
    const { data } = await (await get('/api/v1/feedback/select')).json();
    expect(Object.keys(data)).toEqual(['information', 'work_study', 'just_fun', 'others']);
    expect(data.information).toBe('信息查询');
  });

  it('finds nothing before a rating, then the committed rating, then its update', async () => {
    const conv = await newConv();
    const none = await get(`/api/v1/feedback/find?conv_uid=${conv}&conv_index=1`);
    expect(await none.json()).toMatchObject({ success: true, data: null });

    const first = await commit({
      conv_uid: conv,
      conv_index: 1,
      score: 3,
      ques_type: 'information',
      question: 'Q',
    });
    expect(await first.json()).toEqual({ success: true, err_code: null, err_msg: null, data: true });
    await commit({ conv_uid: conv, conv_index: 1, score: 5, ques_type: 'work_study', messages: 'great' });
    const found = await (await get(`/api/v1/feedback/find?conv_uid=${conv}&conv_index=1`)).json();
    expect(found.data).toEqual({
      conv_uid: conv,
      conv_index: 1,
      question: 'Q',
      knowledge_space: null,
      score: 5,
      ques_type: 'work_study',
      messages: 'great',
      user_name: null,
    });
  });

  it('accepts every score from 0 (Lowest) to 5 (Best)', async () => {
    const conv = await newConv();
    for (let score = 0; score <= 5; score++) {
      expect((await commit({ conv_uid: conv, conv_index: 1, score })).status).toBe(200);
      const found = await (await get(`/api/v1/feedback/find?conv_uid=${conv}&conv_index=1`)).json();
      expect(found.data.score).toBe(score);
    }
  });

  it.each([6, -1, 2.5, 'five'])('refuses score %j with the scale in the message', async (score) => {
    const res = await commit({ conv_uid: await newConv(), conv_index: 1, score });
    await expectError(
      res,
      400,
      /score: must be a whole number from 0 to 5 \(0 Lowest, 1 Missed, .* 5 Best\)/,
    );
  });

  it('refuses a commit without the round it rates or without the required keys', async () => {
    await expectError(await commit({ conv_index: 1, score: 1 }), 400, /conv_uid: is required/);
    await expectError(await commit({ conv_uid: 'c', score: 1 }), 400, /conv_index: is required/);
    const noScoreKey = await post('/api/v1/feedback/commit', {
      conv_uid: 'c',
      conv_index: 1,
      question: null,
      ques_type: null,
    });
    await expectError(noScoreKey, 400, /score: is required/);
  });

  it('refuses a find without conv_uid or conv_index', async () => {
    await expectError(await get('/api/v1/feedback/find?conv_index=1'), 400, /conv_uid: is required/);
    await expectError(await get('/api/v1/feedback/find?conv_uid=c'), 400, /conv_index: is required/);
  });

  it('keeps the rating when the like of the same round is cancelled', async () => {
    const conv = await newConv();
    await addFeedback({ conv_uid: conv, message_id: '4', feedback_type: 'like' });
    await commit({ conv_uid: conv, conv_index: 4, score: 4 });
    await post('/api/v1/conv/feedback/cancel', { conv_uid: conv, message_id: '4' });
    const found = await (await get(`/api/v1/feedback/find?conv_uid=${conv}&conv_index=4`)).json();
    expect(found.data.score).toBe(4);
    const like = await addFeedback({ conv_uid: conv, message_id: '4', feedback_type: 'like' });
    expect(like.status).toBe(200);
  });
});
