import { afterEach, describe, expect, it } from 'vitest';
import type { EmbedSession } from '@/contract/embed';
import { createApp } from './app-helpers';
import { startChatServer, type ChatSetup } from './chat-test-helpers';
import { createLink, send, tokenOf } from './embed-helpers';
import { startTestServer, type TestServer } from './harness';

const EMBEDDING_SITE = 'http://127.0.0.1:5999';
let first: ChatSetup | undefined;
let second: TestServer | undefined;

afterEach(async () => {
  await second?.close();
  await first?.close();
  second = first = undefined;
});

describe('embed links across two instances on one data folder', () => {
  it('accepts on one instance a token issued on the other', async () => {
    first = await startChatServer({ EMBED_ORIGINS: EMBEDDING_SITE });
    second = await startTestServer({ dataDir: first.server.dataDir, env: { EMBED_ORIGINS: EMBEDDING_SITE } });
    const app = await createApp(first.server, 'Embedded on two', {
      team_mode: 'native_app',
      team_context: { chat_scene: 'chat_normal', scene_name: 'Embedded on two' },
      details: [],
      param_need: [],
      published: true,
    });
    const token = tokenOf(await createLink(first.server, app.app_code, { user: 'alice' }));
    const session = await send<EmbedSession>(second, 'GET', '/api/v1/embed/session', {
      token,
      visitor: 'visitor-one',
    });
    expect(session.status).toBe(200);
    expect(session.body.data).toEqual({ app_code: app.app_code, expires_at: null });
    const forged = await send(second, 'GET', '/api/v1/embed/session', {
      token: `${token}x`,
      visitor: 'visitor-one',
    });
    expect(forged.status).not.toBe(200);
  });
});
