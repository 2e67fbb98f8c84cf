import { MAX_CONVERSATION_TITLE } from '@/contract/constants/chat';
import { apiJson, chat, newConversation, startChatServer, setupFakeModelServer } from './chat-test-helpers';

const setup = setupFakeModelServer(() => startChatServer());

interface Listed {
  conv_uid: string;
  user_input: string;
  gmt_created: string;
  gmt_modified: string;
}

interface Envelope<T> {
  success: boolean;
  err_code: string | null;
  err_msg: string | null;
  data: T;
}

async function rename(convUid: string, body: unknown, userId: string, language = 'en') {
  const response = await fetch(`${setup.server.baseUrl}/api/v1/chat/dialogue/rename?con_uid=${convUid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': userId, 'accept-language': language },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<Listed | null> };
}

const list = async (userId: string) =>
  (await apiJson<Listed[]>(setup.server, 'GET', '/api/v1/chat/dialogue/list', { userId })).body.data;

async function started(userId: string, question: string): Promise<string> {
  const convUid = await newConversation(setup.server, { userId });
  await chat(setup.server, { conv_uid: convUid, user_input: question, chat_mode: 'chat_normal' }, { userId });
  return convUid;
}

describe('POST /api/v1/chat/dialogue/rename', () => {
  it('gives the conversation the new title in the list; later questions keep it', async () => {
    const user = 'renamer';
    const older = await started(user, 'What is SQL?');
    const convUid = await started(user, 'Tell me a joke');
    const before = (await list(user)).find((item) => item.conv_uid === convUid);

    const { status, body } = await rename(convUid, { title: '  Jokes for Friday  ' }, user);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, err_code: null, err_msg: null });
    expect(body.data).toMatchObject({ conv_uid: convUid, user_input: 'Jokes for Friday' });

    await chat(
      setup.server,
      { conv_uid: convUid, user_input: 'Another one', chat_mode: 'chat_normal' },
      { userId: user },
    );
    const listed = await list(user);
    expect(listed.map((item) => [item.conv_uid, item.user_input])).toEqual([
      [convUid, 'Jokes for Friday'],
      [older, 'What is SQL?'],
    ]);
    // A rename is not an activity: the conversation keeps its day in the list.
    expect(listed[0].gmt_created).toBe(before?.gmt_created);
  });

  it('keeps the title when the memory is cleared', async () => {
    const user = 'rename-clear';
    const convUid = await started(user, 'Remember 42');
    await rename(convUid, { title: 'The number' }, user);
    await apiJson(setup.server, 'POST', `/api/v1/chat/dialogue/clear?con_uid=${convUid}`, { userId: user });
    expect((await list(user)).map((item) => item.user_input)).toEqual(['The number']);
  });

  it('refuses an empty or an overlong title with a localized 400, and changes nothing', async () => {
    const user = 'rename-bad';
    const convUid = await started(user, 'Keep this title');
    for (const body of [
      { title: '   ' },
      {},
      { title: 'x'.repeat(MAX_CONVERSATION_TITLE + 1) },
      { title: 7 },
    ]) {
      const answer = await rename(convUid, body, user);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, err_code: 'E0001', data: null });
      expect(answer.body.err_msg).toMatch(/^title: /);
    }
    const chinese = await rename(convUid, { title: '' }, user, 'zh-CN');
    expect(chinese.status).toBe(400);
    expect(chinese.body.err_msg).toBe('title：不能为空；');
    expect((await list(user)).map((item) => item.user_input)).toEqual(['Keep this title']);
  });

  it("cannot rename another user's conversation: 404 as if it did not exist, the title unchanged", async () => {
    const convUid = await started('rename-owner', 'Private plans');
    const { status, body } = await rename(convUid, { title: 'Hijacked' }, 'rename-intruder');
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      err_code: '404',
      err_msg: `Conversation ${convUid} not found`,
      data: null,
    });
    expect((await list('rename-owner')).map((item) => item.user_input)).toEqual(['Private plans']);
    expect(await list('rename-intruder')).toEqual([]);
  });

  it('answers 404 for an unknown conversation and 400 without con_uid', async () => {
    const unknown = await rename('no-such-conversation', { title: 'Anything' }, 'rename-unknown');
    expect(unknown.status).toBe(404);
    const response = await fetch(`${setup.server.baseUrl}/api/v1/chat/dialogue/rename`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Anything' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, err_code: 'E0001' });
  });
});
