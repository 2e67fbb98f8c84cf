import { apiJson, chat, newConversation, setupFakeModelServer, startChatServer } from './chat-test-helpers';

const setup = setupFakeModelServer(() => startChatServer());

const ask = (convUid: string, question: string, userId: string, extra: Record<string, unknown> = {}) =>
  chat(
    setup.server,
    { conv_uid: convUid, user_input: question, chat_mode: 'chat_normal', ...extra },
    { userId },
  );

/** The list as a browser revalidates it: `If-None-Match` with the tag it holds, if any. */
async function listAs(userId: string, tag?: string, query = '') {
  const response = await fetch(`${setup.server.baseUrl}/api/v1/chat/dialogue/list${query}`, {
    headers: { 'user-id': userId, ...(tag ? { 'if-none-match': tag } : {}) },
  });
  const text = await response.text();
  return {
    status: response.status,
    tag: response.headers.get('etag') ?? '',
    cacheControl: response.headers.get('cache-control'),
    titles:
      response.status === 200
        ? (JSON.parse(text) as { data: { user_input: string }[] }).data.map((item) => item.user_input)
        : [],
    text,
  };
}

async function startConversation(userId: string, question: string): Promise<string> {
  const convUid = await newConversation(setup.server, { userId });
  await ask(convUid, question, userId);
  return convUid;
}

describe('GET /api/v1/chat/dialogue/list, asked again', () => {
  it('answers 304 with no body while the list is unchanged, and the new list once it changed', async () => {
    const user = 'revalidator';
    const convUid = await startConversation(user, 'first question');
    const first = await listAs(user);
    expect(first.status).toBe(200);
    expect(first.tag).toMatch(/^W\/".+"$/);
    expect(first.cacheControl).toBe('private, no-cache');
    expect(first.titles).toEqual(['first question']);

    const again = await listAs(user, first.tag);
    expect(again).toMatchObject({ status: 304, text: '', tag: first.tag });

    // Another round moves the conversation's time: a new answer and a new tag.
    await ask(convUid, 'second question', user);
    const afterRound = await listAs(user, first.tag);
    expect(afterRound.status).toBe(200);
    expect(afterRound.tag).not.toBe(first.tag);

    await startConversation(user, 'another conversation');
    const afterNew = await listAs(user, afterRound.tag);
    expect(afterNew.titles).toEqual(['another conversation', 'first question']);

    const renamed = await fetch(`${setup.server.baseUrl}/api/v1/chat/dialogue/rename?con_uid=${convUid}`, {
      method: 'POST',
      headers: { 'user-id': user, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'renamed' }),
    });
    expect(renamed.status).toBe(200);
    const afterRename = await listAs(user, afterNew.tag);
    expect(afterRename.titles).toEqual(['another conversation', 'renamed']);

    const current = await listAs(user);
    await apiJson(setup.server, 'POST', `/api/v1/chat/dialogue/delete?con_uid=${convUid}`, { userId: user });
    const afterDelete = await listAs(user, current.tag);
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.titles).toEqual(['another conversation']);
  });

  it('changes the tag when a retried question changes the model the list shows', async () => {
    const user = 'retrier';
    const convUid = await startConversation(user, 'tell me more');
    const before = await listAs(user);
    await ask(convUid, 'tell me more', user, { retry: true });
    expect((await listAs(user, before.tag)).status).toBe(200);
  });

  it("never answers 304 to another user's tag, and shows each only their own list", async () => {
    await startConversation('alice-list', 'alice asks');
    const alice = await listAs('alice-list');
    expect(alice.titles).toEqual(['alice asks']);
    // A fresh user's list is empty and at its first version, like a fresh list of Alice's would be.
    const bob = await listAs('bob-list', alice.tag);
    expect(bob.status).toBe(200);
    expect(bob.titles).toEqual([]);
    expect(bob.tag).not.toBe(alice.tag);
    expect((await listAs('bob-list', bob.tag)).status).toBe(304);
  });

  it('tags each page apart, and takes any of several tags or *', async () => {
    const user = 'pages-tagged';
    for (const question of ['one', 'two', 'three']) await startConversation(user, question);
    const firstPage = await listAs(user, undefined, '?page=1&page_size=2');
    const secondPage = await listAs(user, firstPage.tag, '?page=2&page_size=2');
    expect(secondPage.status).toBe(200);
    expect(secondPage.titles).toEqual(['one']);
    const both = `${firstPage.tag}, ${secondPage.tag}`;
    expect((await listAs(user, both, '?page=2&page_size=2')).status).toBe(304);
    expect((await listAs(user, '*', '?page=1&page_size=2')).status).toBe(304);
  });
});
