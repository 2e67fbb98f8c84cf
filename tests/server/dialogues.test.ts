import { MAX_UNPAGED_DIALOGUES } from '@/contract/chat';
import { openStorage } from '@/server/storage/open';
import { testDatabaseUrl } from './test-storage';
import {
  apiJson,
  chat,
  history,
  newConversation,
  startChatServer,
  setupFakeModelServer,
} from './chat-test-helpers';

const setup = setupFakeModelServer(() => startChatServer());

const ask = (convUid: string, question: string, userId?: string) =>
  chat(setup.server, { conv_uid: convUid, user_input: question, chat_mode: 'chat_normal' }, { userId });

interface Listed {
  conv_uid: string;
  user_input: string;
  chat_mode: string;
  model_name: string | null;
  user_name: string;
  gmt_created: string;
}

const list = async (userId: string, query = '') =>
  (await apiJson<Listed[]>(setup.server, 'GET', `/api/v1/chat/dialogue/list${query}`, { userId })).body.data;

describe('POST /api/v1/chat/dialogue/new', () => {
  it('opens a conversation with a fresh UUID and an empty title', async () => {
    const { status, body } = await apiJson<Listed>(
      setup.server,
      'POST',
      '/api/v1/chat/dialogue/new?chat_mode=chat_normal&model_name=fake-model',
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ user_input: '', chat_mode: 'chat_normal', user_name: '' });
    expect(body.data.conv_uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(body.data.gmt_created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await newConversation(setup.server);
    expect(again).not.toBe(body.data.conv_uid);
  });

  it('defaults to chat_normal and refuses an unknown mode', async () => {
    const plain = await apiJson<Listed>(setup.server, 'POST', '/api/v1/chat/dialogue/new');
    expect(plain.body.data.chat_mode).toBe('chat_normal');
    const bad = await apiJson(setup.server, 'POST', '/api/v1/chat/dialogue/new?chat_mode=chat_nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, err_code: 'E0001', data: null });
    expect(bad.body.err_msg).toMatch(/^chat_mode: /);
  });
});

describe('GET /api/v1/chat/dialogue/list', () => {
  it("lists the caller's conversations that have a first message, newest first, titled by it", async () => {
    const user = 'lister';
    const unused = await newConversation(setup.server, { userId: user });
    const first = await newConversation(setup.server, { userId: user });
    const second = await newConversation(setup.server, { userId: user });
    expect(await list(user)).toEqual([]);

    await ask(first, 'What is SQL?', user);
    await ask(second, 'Tell me a joke', user);
    await ask(first, 'And NoSQL?', user);

    const listed = await list(user);
    expect(listed.map((item) => [item.conv_uid, item.user_input])).toEqual([
      [second, 'Tell me a joke'],
      [first, 'What is SQL?'],
    ]);
    expect(listed.map((item) => item.conv_uid)).not.toContain(unused);
    expect(listed[0]).toMatchObject({ chat_mode: 'chat_normal', model_name: 'fake-model', user_name: '' });
    expect(await list('someone-else')).toEqual([]);
  });

  it('pages when asked to', async () => {
    const user = 'pager';
    for (const question of ['one', 'two', 'three'])
      await ask(await newConversation(setup.server, { userId: user }), question, user);
    expect((await list(user, '?page_size=2')).map((item) => item.user_input)).toEqual(['three', 'two']);
    expect((await list(user, '?page=2&page_size=2')).map((item) => item.user_input)).toEqual(['one']);
    expect(await list(user)).toHaveLength(3);
  });

  it(`answers the newest ${MAX_UNPAGED_DIALOGUES} without paging; older ones page by page`, async () => {
    const user = 'hoarder';
    const total = MAX_UNPAGED_DIALOGUES + 2;
    // Conversation i was started i seconds into the day: the highest i is the newest.
    const db = await openStorage(testDatabaseUrl(setup.server.dataDir));
    const stamp = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    const rows = Array.from({ length: total }, (_, index) => index + 1);
    await db
      .batch(
        rows.map((i) => ({
          sql: `INSERT INTO conversations (conv_uid, user_id, chat_mode, summary, created_at, updated_at)
                VALUES (?, ?, 'chat_normal', ?, ?, ?)`,
          params: [
            `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
            user,
            `question ${i}`,
            stamp(i),
            stamp(i),
          ],
        })),
      )
      .finally(() => db.close());

    const unpaged = (await list(user)).map((item) => item.user_input);
    expect(unpaged).toHaveLength(MAX_UNPAGED_DIALOGUES);
    expect(unpaged[0]).toBe(`question ${total}`);
    expect(unpaged.at(-1)).toBe('question 3');
    const lastPage = await list(user, `?page=${total / 2}&page_size=2`);
    expect(lastPage.map((item) => item.user_input)).toEqual(['question 2', 'question 1']);
  });

  it('keeps conversations started in the same second in the order they were started, on every page', async () => {
    const user = 'same-second';
    const moment = new Date(Date.UTC(2026, 0, 2)).toISOString();
    const db = await openStorage(testDatabaseUrl(setup.server.dataDir));
    await db
      .batch(
        [1, 2, 3, 4, 5, 6].map((i) => ({
          sql: `INSERT INTO conversations (conv_uid, user_id, chat_mode, summary, created_at, updated_at)
                VALUES (?, ?, 'chat_normal', ?, ?, ?)`,
          params: [
            `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
            user,
            `tie ${i}`,
            moment,
            moment,
          ],
        })),
      )
      .finally(() => db.close());

    const pages = [];
    for (const page of [1, 2, 3])
      pages.push((await list(user, `?page=${page}&page_size=2`)).map((item) => item.user_input));
    expect(pages).toEqual([
      ['tie 6', 'tie 5'],
      ['tie 4', 'tie 3'],
      ['tie 2', 'tie 1'],
    ]);
    expect((await list(user)).map((item) => item.user_input)).toEqual(pages.flat());
  });

  it('answers every field of the contract’s conversation (6.0), and only those', async () => {
    const user = 'fields';
    const convUid = await newConversation(setup.server, { userId: user });
    await ask(convUid, 'Which fields?', user);
    const [item] = await list(user);
    expect(item).toEqual({
      conv_uid: convUid,
      user_input: 'Which fields?',
      chat_mode: 'chat_normal',
      app_code: null,
      select_param: null,
      model_name: 'fake-model',
      user_name: '',
      sys_code: null,
      gmt_created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      gmt_modified: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });

  it.each(['?page=0', '?page=1000001', '?page_size=0', '?page_size=1001', '?page=1.5', `?page=${2 ** 53}`])(
    'refuses paging %s with 400',
    async (query) => {
      const answer = await apiJson(setup.server, 'GET', `/api/v1/chat/dialogue/list${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, err_code: 'E0001', data: null });
    },
  );
});

describe('GET /api/v1/chat/dialogue/messages/history', () => {
  it('is empty for a new conversation', async () => {
    expect(await history(setup.server, await newConversation(setup.server))).toEqual([]);
  });

  it('gives every round a human, an ai and a view message with its order', async () => {
    const convUid = await newConversation(setup.server);
    setup.fake.replyOnce({ text: 'First answer', reasoning: 'Thinking it over' });
    setup.fake.replyOnce({ text: 'Second answer' });
    await ask(convUid, 'First question');
    await ask(convUid, 'Second question');

    const messages = await history(setup.server, convUid);
    expect(messages.map((message) => [message.order, message.role, message.context])).toEqual([
      [1, 'human', 'First question'],
      [1, 'ai', 'First answer'],
      [1, 'view', '``````vis-thinking\nThinking it over\n``````\n\nFirst answer'],
      [2, 'human', 'Second question'],
      [2, 'ai', 'Second answer'],
      [2, 'view', 'Second answer'],
    ]);
    expect(messages.every((message) => message.model_name === 'fake-model')).toBe(true);
    expect(messages.every((message) => message.stopped === undefined)).toBe(true);
  });

  it("attaches a round's feedback to its answer", async () => {
    const convUid = await newConversation(setup.server);
    await ask(convUid, 'Rate me');
    await ask(convUid, 'Not me');
    const added = await fetch(`${setup.server.baseUrl}/api/v1/conv/feedback/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        conv_uid: convUid,
        message_id: '1',
        feedback_type: 'unlike',
        reason_types: ['WRONG_ANSWER'],
      }),
    });
    expect(added.status).toBe(200);

    const messages = await history(setup.server, convUid);
    const byRole = (order: number, role: string) =>
      messages.find((message) => message.order === order && message.role === role);
    expect(byRole(1, 'view')?.feedback).toMatchObject({
      conv_uid: convUid,
      message_id: '1',
      feedback_type: 'unlike',
      reason_types: ['WRONG_ANSWER'],
    });
    expect(byRole(1, 'ai')?.feedback).toMatchObject({ feedback_type: 'unlike' });
    expect(byRole(1, 'human')?.feedback).toEqual({});
    expect(byRole(2, 'view')?.feedback).toEqual({});
  });
});

describe('clear and delete', () => {
  it('clear erases the messages but keeps the conversation and its title', async () => {
    const user = 'clearer';
    const convUid = await newConversation(setup.server, { userId: user });
    await ask(convUid, 'Remember 42', user);
    const { status, body } = await apiJson(
      setup.server,
      'POST',
      `/api/v1/chat/dialogue/clear?con_uid=${convUid}`,
      {
        userId: user,
      },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, err_code: null, err_msg: null, data: null });
    expect(await history(setup.server, convUid, { userId: user })).toEqual([]);
    expect((await list(user)).map((item) => item.user_input)).toEqual(['Remember 42']);

    // The model no longer sees the erased rounds; numbering goes on, so feedback never lands on a new round.
    await ask(convUid, 'What did I say?', user);
    expect(
      setup.fake
        .chatRequests()
        .at(-1)
        ?.messages.map((message) => message.content),
    ).toEqual(['You are a helpful AI assistant.', 'What did I say?']);
    expect((await history(setup.server, convUid, { userId: user }))[0].order).toBe(2);
  });

  it('delete removes the conversation from the list and its history', async () => {
    const user = 'deleter';
    const convUid = await newConversation(setup.server, { userId: user });
    await ask(convUid, 'Short-lived', user);
    const { status } = await apiJson(
      setup.server,
      'POST',
      `/api/v1/chat/dialogue/delete?con_uid=${convUid}`,
      {
        userId: user,
      },
    );
    expect(status).toBe(200);
    expect(await list(user)).toEqual([]);
    const after = await apiJson(
      setup.server,
      'GET',
      `/api/v1/chat/dialogue/messages/history?con_uid=${convUid}`,
      {
        userId: user,
      },
    );
    expect(after.status).toBe(404);
  });
});

describe('bad con_uid', () => {
  const routes: ['GET' | 'POST', string][] = [
    ['GET', '/api/v1/chat/dialogue/messages/history'],
    ['POST', '/api/v1/chat/dialogue/clear'],
    ['POST', '/api/v1/chat/dialogue/delete'],
  ];

  it.each(routes)('%s %s without con_uid is a 400 envelope', async (method, path) => {
    for (const query of ['', '?con_uid=', '?conv_uid=abc']) {
      const { status, body } = await apiJson(setup.server, method, `${path}${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, err_code: 'E0001', data: null });
      expect(body.err_msg).toMatch(/^con_uid: /);
    }
  });

  it.each(routes)('%s %s with an unknown con_uid is a 404 envelope', async (method, path) => {
    const { status, body } = await apiJson(setup.server, method, `${path}?con_uid=no-such-conversation`);
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      err_code: '404',
      err_msg: 'Conversation no-such-conversation not found',
      data: null,
    });
  });

  it.each(routes)("%s %s cannot reach another user's conversation", async (method, path) => {
    const convUid = await newConversation(setup.server, { userId: 'owner' });
    await ask(convUid, 'Private question', 'owner');
    const { status, body } = await apiJson(setup.server, method, `${path}?con_uid=${convUid}`, {
      userId: 'intruder',
    });
    expect(status).toBe(404);
    expect(body.err_msg).toBe(`Conversation ${convUid} not found`);
    expect(await history(setup.server, convUid, { userId: 'owner' })).toHaveLength(3);
  });
});
