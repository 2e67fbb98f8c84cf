import { afterEach, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '@/contract/api-keys';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import type { TestServer } from './harness';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';

let server: TestServer;
let fake: FakeOpenAI;

afterEach(async () => {
  await server?.close();
  await fake?.close();
});

const BOB = { email: 'bob@example.com', password: 'bob password 1' };

async function newConversation(session: string): Promise<string> {
  const answer = await call(server, '/api/v1/chat/dialogue/new?chat_mode=chat_normal&model_name=fake-model', {
    method: 'POST',
    session,
  });
  return (answer.body.data as { conv_uid: string }).conv_uid;
}

/** Opens a chat stream as the session's user and waits for its first words. */
async function openChat(session: string, signal: AbortSignal) {
  const convUid = await newConversation(session);
  const response = await fetch(`${server.baseUrl}/api/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `dbgpt_session=${encodeURIComponent(session)}` },
    body: JSON.stringify({ conv_uid: convUid, user_input: 'Tell me a story', chat_mode: 'chat_normal' }),
    signal,
  });
  return openStream(response);
}

/** Opens an OpenAI-style stream with an API key and waits for its first words. */
async function openV2Chat(key: string, signal: AbortSignal) {
  const response = await fetch(`${server.baseUrl}/api/v2/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ model: 'fake-model', messages: [{ role: 'user', content: 'Hi' }], stream: true }),
    signal,
  });
  return openStream(response);
}

/** Reads until the model's first words arrived; `ended` settles with the rest once the server ends the stream. */
async function openStream(response: Response) {
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('w2')) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended early: ${text}`);
    text += decoder.decode(value, { stream: true });
  }
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
    }
  })();
  ended.catch(() => undefined);
  return { ended };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms)),
  ]);

describe('disabling an account', () => {
  it('ends the streams it has running at once, and only its own', async () => {
    // The model sends two words and then holds every stream open.
    fake = await startFakeOpenAI({ reply: { text: 'w1 w2 w3 w4', stallAfterChunks: 2 } });
    server = await startLocalServer({
      LLM_MODEL_NAME: 'fake-model',
      LLM_MODEL_PROVIDER: 'proxy/openai',
      OPENAI_API_BASE: `${fake.url}/v1`,
      OPENAI_API_KEY: 'k',
    });
    const admin = await signIn(server, ADMIN.email, ADMIN.password);
    const bobId = await createUser(server, admin, BOB);
    const bob = await signIn(server, BOB.email, BOB.password);
    const key = (await call(server, '/api/v1/auth/api-keys', { session: bob, body: { name: 'script' } })).body
      .data as CreatedApiKey;
    const clients = new AbortController();
    try {
      const bobsChat = await openChat(bob, clients.signal);
      const bobsScript = await openV2Chat(key.key, clients.signal);
      const adminsChat = await openChat(admin, clients.signal);

      const disabled = await call(server, `/api/v1/admin/users/${bobId}`, {
        method: 'PATCH',
        session: admin,
        body: { disabled: true },
      });
      expect(disabled.status).toBe(200);

      await expect(within(bobsChat.ended, 2000)).resolves.toContain('w2');
      await expect(within(bobsScript.ended, 2000)).resolves.toContain('[DONE]');
      // The administrator's answer is still being streamed.
      await expect(within(adminsChat.ended, 300)).rejects.toThrow(/still open/);
      expect((await call(server, '/api/v1/auth/me', { session: bob })).status).toBe(401);
    } finally {
      clients.abort();
    }
  });
});
