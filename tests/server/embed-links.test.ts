import type { EmbedLinkList, EmbedSession } from '@/contract/embed';
import { createApp } from './app-helpers';
import { setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { createLink, embeddedChat, send, tokenOf, type Caller } from './embed-helpers';

const EMBEDDING_SITE = 'http://127.0.0.1:5999';
const setup = setupFakeModelServer(() => startChatServer({ EMBED_ORIGINS: EMBEDDING_SITE }));

const alice: Caller = { user: 'alice' };
const bob: Caller = { user: 'bob' };

function nativeChatApp(name: string, published = true) {
  return createApp(setup.server, name, {
    team_mode: 'native_app',
    team_context: { chat_scene: 'chat_normal', scene_name: name },
    details: [],
    param_need: [],
    published,
  });
}

describe('managing embed links', () => {
  it('lets the owner, app admins and administrators create, list and revoke links; others get 403', async () => {
    const app = await nativeChatApp('Embed rights');
    await send(setup.server, 'POST', '/api/v1/app/admins/update', alice, {
      app_code: app.app_code,
      admins: ['carol'],
    });
    const byOwner = await createLink(setup.server, app.app_code, alice, 7);
    expect(byOwner.path).toMatch(/^\/embed\/\?token=/);
    expect(Date.parse(byOwner.expires_at ?? '') - Date.parse(byOwner.created_at)).toBe(7 * 24 * 3600 * 1000);
    await createLink(setup.server, app.app_code, { user: 'carol' });
    await createLink(setup.server, app.app_code, { user: '001' });

    const list = await send<EmbedLinkList>(
      setup.server,
      'GET',
      `/api/v1/app/embed/list?app_code=${app.app_code}`,
      alice,
    );
    expect(list.body.data.links.map((link) => link.created_by).sort()).toEqual(['001', 'alice', 'carol']);
    expect(list.body.data.embed_origins).toEqual([EMBEDDING_SITE]);

    const refusedList = await send(
      setup.server,
      'GET',
      `/api/v1/app/embed/list?app_code=${app.app_code}`,
      bob,
    );
    expect(refusedList.status).toBe(403);
    expect(refusedList.body.err_msg).toContain('Only the owner of Embed rights');
    const refusedCreate = await send(
      setup.server,
      'POST',
      '/api/v1/app/embed/create',
      { ...bob, language: 'zh' },
      {
        app_code: app.app_code,
      },
    );
    expect(refusedCreate.status).toBe(403);
    expect(refusedCreate.body.err_msg).toContain('嵌入链接');
    const refusedRevoke = await send(setup.server, 'POST', '/api/v1/app/embed/revoke', bob, {
      app_code: app.app_code,
      id: byOwner.id,
    });
    expect(refusedRevoke.status).toBe(403);

    const revoked = await send(
      setup.server,
      'POST',
      '/api/v1/app/embed/revoke',
      { user: 'carol' },
      {
        app_code: app.app_code,
        id: byOwner.id,
      },
    );
    expect(revoked.body.success).toBe(true);
    const after = await send<EmbedLinkList>(
      setup.server,
      'GET',
      `/api/v1/app/embed/list?app_code=${app.app_code}`,
      alice,
    );
    expect(after.body.data.links.find((link) => link.id === byOwner.id)?.revoked_at).not.toBeNull();
  });

  it('answers 400 for a bad expiry and 404 for an unknown app or link', async () => {
    const app = await nativeChatApp('Embed inputs');
    const badExpiry = await send(setup.server, 'POST', '/api/v1/app/embed/create', alice, {
      app_code: app.app_code,
      expires_in_days: 0,
    });
    expect(badExpiry.status).toBe(400);
    expect(badExpiry.body.err_msg).toContain('expires_in_days');
    const unknownApp = await send(setup.server, 'POST', '/api/v1/app/embed/create', alice, {
      app_code: 'nope',
    });
    expect(unknownApp.status).toBe(404);
    const unknownLink = await send(setup.server, 'POST', '/api/v1/app/embed/revoke', alice, {
      app_code: app.app_code,
      id: 'missing',
    });
    expect(unknownLink.status).toBe(404);
  });
});

describe('an embedded visitor', () => {
  it('chats with the link’s app (even unpublished) and cannot open another app', async () => {
    const appA = await nativeChatApp('Embedded A', false);
    const appB = await nativeChatApp('Embedded B');
    const visitor: Caller = {
      token: tokenOf(await createLink(setup.server, appA.app_code, alice)),
      visitor: 'visitor-one',
    };

    const session = await send<EmbedSession>(setup.server, 'GET', '/api/v1/embed/session', visitor);
    expect(session.body.data).toEqual({ app_code: appA.app_code, expires_at: null });
    const info = await send<{ app_name: string }>(
      setup.server,
      'GET',
      `/api/v1/app/info?chat_scene=chat_agent&app_code=${appA.app_code}`,
      visitor,
    );
    expect(info.body, JSON.stringify(info.body)).toMatchObject({ data: { app_name: 'Embedded A' } });
    expect(
      (await send(setup.server, 'GET', `/api/v1/question/list?app_code=${appA.app_code}`, visitor)).status,
    ).toBe(200);

    setup.fake.replyOnce({ text: 'Embedded hello.' });
    const answer = await embeddedChat(setup.server, visitor, {
      chat_mode: 'chat_normal',
      app_code: appA.app_code,
      user_input: 'Hi there',
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Embedded hello.');

    const otherInfo = await send(
      setup.server,
      'GET',
      `/api/v1/app/info?chat_scene=chat_agent&app_code=${appB.app_code}`,
      visitor,
    );
    expect(otherInfo.status).toBe(403);
    expect(otherInfo.body.err_msg).toContain('only chat with its own app');
    const otherChat = await embeddedChat(setup.server, visitor, {
      chat_mode: 'chat_normal',
      app_code: appB.app_code,
      user_input: 'Hi',
    });
    expect(otherChat.status).toBe(403);
    const plainChat = await embeddedChat(setup.server, visitor, {
      chat_mode: 'chat_normal',
      user_input: 'Hi',
    });
    expect(plainChat.status).toBe(403);
    const otherDialogue = await send(
      setup.server,
      'POST',
      `/api/v1/chat/dialogue/new?chat_mode=chat_normal&app_code=${appB.app_code}`,
      visitor,
    );
    expect(otherDialogue.status).toBe(403);
  });

  it('chats with an agent app through its link, the answer streamed in vis frames', async () => {
    const agentApp = await createApp(setup.server, 'Embedded agent', {
      published: false,
      details: [
        {
          agent_name: 'Helper',
          resources: [],
          llm_strategy: 'priority',
          llm_strategy_value: 'fake-model',
          prompt_template: 'Be brief.',
        },
      ],
    });
    const visitor: Caller = {
      token: tokenOf(await createLink(setup.server, agentApp.app_code, alice)),
      visitor: 'agent-visitor',
    };
    setup.fake.replyOnce({ text: 'Agent says hello.' });
    const answer = await embeddedChat(setup.server, visitor, {
      chat_mode: 'chat_agent',
      app_code: agentApp.app_code,
      user_input: 'Hello agent',
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('{"vis":');
    expect(answer.text).toContain('Agent says hello.');
  });

  it('keeps each visitor’s conversations their own and refuses everything outside the app’s chat', async () => {
    const app = await nativeChatApp('Embedded private');
    const token = tokenOf(await createLink(setup.server, app.app_code, alice));
    const first: Caller = { token, visitor: 'visitor-first' };
    const second: Caller = { token, visitor: 'visitor-second' };
    const created = await send<{ conv_uid: string }>(
      setup.server,
      'POST',
      `/api/v1/chat/dialogue/new?chat_mode=chat_normal&app_code=${app.app_code}`,
      first,
    );
    const convUid = created.body.data.conv_uid;
    await embeddedChat(setup.server, first, {
      chat_mode: 'chat_normal',
      app_code: app.app_code,
      conv_uid: convUid,
      user_input: 'Mine',
    });
    const own = await send<{ conv_uid: string }[]>(setup.server, 'GET', '/api/v1/chat/dialogue/list', first);
    expect(own.body.data.map((conversation) => conversation.conv_uid)).toEqual([convUid]);
    expect(
      (await send<unknown[]>(setup.server, 'GET', '/api/v1/chat/dialogue/list', second)).body.data,
    ).toEqual([]);
    const peek = await send(
      setup.server,
      'GET',
      `/api/v1/chat/dialogue/messages/history?con_uid=${convUid}`,
      second,
    );
    expect(peek.status).toBe(404);
    expect(
      (await send(setup.server, 'POST', `/api/v1/chat/dialogue/delete?con_uid=${convUid}`, second)).status,
    ).toBe(404);

    for (const [method, path] of [
      ['POST', '/api/v1/app/list'],
      ['GET', '/api/v1/admin/users'],
      ['GET', '/api/v1/users?role=admin'],
      ['POST', '/api/v1/app/embed/create'],
      ['GET', '/api/v2/serve/model/models'],
      ['POST', '/api/v1/app/remove'],
    ] as const) {
      const answer = await send(
        setup.server,
        method,
        path,
        { ...first, language: 'zh' },
        method === 'POST' ? { app_code: app.app_code } : undefined,
      );
      expect(answer.status, path).toBe(403);
      expect(answer.body.err_msg, path).toContain('嵌入链接');
    }
    // The model picker's list is readable, for apps that let the visitor choose.
    expect((await send(setup.server, 'GET', '/api/v1/model/types', first)).status).toBe(200);
    const noVisitor = await send(setup.server, 'GET', '/api/v1/embed/session', { token });
    expect(noVisitor.status).toBe(400);
  });

  it('is refused with 401 and a clear message for a revoked, expired, tampered or unknown token', async () => {
    const app = await nativeChatApp('Embedded refusals');
    const link = await createLink(setup.server, app.app_code, alice, 1);
    const token = tokenOf(link);
    const session = (caller: Caller) => send(setup.server, 'GET', '/api/v1/embed/session', caller);
    expect((await session({ token, visitor: 'visitor-x' })).status).toBe(200);

    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const otherLink = await createLink(setup.server, app.app_code, alice);
    const swapped = `${otherLink.id}${token.slice(token.indexOf('.'))}`;
    for (const bad of [flipped, swapped, 'garbage', `missing.${token.split('.')[1]}`]) {
      const answer = await session({ token: bad, visitor: 'visitor-x' });
      expect(answer.status, bad).toBe(401);
      expect(answer.body.err_msg).toContain('not valid');
    }

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 24 * 3600 * 1000);
      const expired = await session({ token, visitor: 'visitor-x', language: 'zh' });
      expect(expired.status).toBe(401);
      expect(expired.body.err_msg).toContain('已过期');
    } finally {
      vi.useRealTimers();
    }

    await send(setup.server, 'POST', '/api/v1/app/embed/revoke', alice, {
      app_code: app.app_code,
      id: link.id,
    });
    const revoked = await session({ token, visitor: 'visitor-x' });
    expect(revoked.status).toBe(401);
    expect(revoked.body.err_msg).toContain('has been revoked');
  });
});
