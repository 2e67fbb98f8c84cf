import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalModelServer } from '@/contract/local-models';
import { parseConfig } from '@/server/config';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { ADMIN, call as authCall, createUser, signIn, startLocalServer } from './auth-helpers';
import { chat, lastSnapshot } from './chat-test-helpers';
import { startTestServer, type TestServer } from './harness';
import { call } from './models-helpers';

/** A port nothing listens on: taken from the system, then let go. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Accepts connections and never answers: a wedged server the probe must give up on. */
async function silentServer(): Promise<{ port: number; server: Server; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server, sockets };
}

const portOf = (fake: FakeOpenAI) => Number(new URL(fake.url).port);

describe('local model servers on loopback', () => {
  let ollama: FakeOpenAI;
  let lmStudio: FakeOpenAI;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let dead: number;
  let server: TestServer;

  beforeAll(async () => {
    ollama = await startFakeOpenAI({ models: ['qwen3:8b', 'llama3.1:8b'], reply: { text: 'Local hello.' } });
    lmStudio = await startFakeOpenAI({ models: ['qwen2.5-7b-instruct'] });
    silent = await silentServer();
    dead = await deadPort();
    const ports = [
      `ollama:${portOf(ollama)}`,
      `openai:${dead}`,
      `openai:${silent.port}`,
      `openai:${portOf(lmStudio)}`,
    ];
    server = await startTestServer({ env: { LOCAL_MODEL_PORTS: ports.join(',') } });
  });

  afterAll(async () => {
    await server.close();
    for (const socket of silent.sockets) socket.destroy();
    silent.server.close();
    await Promise.all([ollama.close(), lmStudio.close()]);
  });

  it('lists the servers that answer with their models, quickly, leaving out dead and silent ports', async () => {
    const started = performance.now();
    const { status, body } = await call<LocalModelServer[]>(server, 'GET', '/api/v1/local-models');
    const elapsed = performance.now() - started;
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        kind: 'ollama',
        port: portOf(ollama),
        provider: 'proxy/ollama',
        api_base: `${ollama.url}/v1`,
        models: ['qwen3:8b', 'llama3.1:8b'],
      },
      {
        kind: 'openai',
        port: portOf(lmStudio),
        provider: 'proxy/openai-compatible',
        api_base: `${lmStudio.url}/v1`,
        models: ['qwen2.5-7b-instruct'],
      },
    ]);
    // The ports are asked at once: the silent one costs its 300 ms timeout, not more.
    expect(elapsed).toBeLessThan(1500);
    expect(ollama.requests.map((request) => request.path)).toContain('/api/tags');
    expect(lmStudio.requests.map((request) => request.path)).toContain('/v1/models');
  });

  it('probes only its own loopback ports, whatever the request names', async () => {
    const before = ollama.requests.length;
    const { body } = await call<LocalModelServer[]>(
      server,
      'GET',
      '/api/v1/local-models?host=192.0.2.1&port=11434&url=http%3A%2F%2F192.0.2.1%3A11434',
    );
    expect(body.data.map((found) => found.port)).toEqual([portOf(ollama), portOf(lmStudio)]);
    expect(body.data.every((found) => found.api_base.startsWith('http://127.0.0.1:'))).toBe(true);
    expect(ollama.requests.length).toBe(before + 1);
  });

  it('adds a found model in one create call, after which the chat answers with it', async () => {
    const { body } = await call<LocalModelServer[]>(server, 'GET', '/api/v1/local-models');
    const found = body.data[0];
    const created = await call(server, 'POST', '/api/v2/serve/model/models', {
      host: '127.0.0.1',
      port: 0,
      model: found.models[0],
      worker_type: 'llm',
      params: { name: found.models[0], provider: found.provider, api_base: found.api_base },
    });
    expect(created.status).toBe(200);
    const usable = await call<string[]>(server, 'GET', '/api/v1/model/types');
    expect(usable.body.data).toEqual(['qwen3:8b']);
    const answer = await chat(server, {
      chat_mode: 'chat_normal',
      model_name: 'qwen3:8b',
      user_input: 'Hello?',
      conv_uid: 'local-models-first-question',
    });
    expect(answer.status).toBe(200);
    expect(lastSnapshot(answer.payloads.filter((payload) => payload.startsWith('{'))).content).toBe(
      'Local hello.',
    );
    expect(ollama.chatRequests().at(-1)?.model).toBe('qwen3:8b');
  });
});

describe('LOCAL_MODEL_PORTS', () => {
  it("defaults to Ollama's, LM Studio's, vLLM's and llama.cpp's ports", () => {
    expect(parseConfig({}).modelManagement.localModelPorts).toEqual([
      { kind: 'ollama', port: 11434 },
      { kind: 'openai', port: 1234 },
      { kind: 'openai', port: 8000 },
      { kind: 'openai', port: 8080 },
    ]);
    expect(parseConfig({ LOCAL_MODEL_PORTS: '' }).modelManagement.localModelPorts).toEqual([]);
  });

  it('refuses entries it cannot read, naming them', () => {
    expect(() => parseConfig({ LOCAL_MODEL_PORTS: 'ollama:11434,http://10.0.0.1:80' })).toThrow(
      /LOCAL_MODEL_PORTS entries must be ollama:<port> or openai:<port> \(got "http:\/\/10\.0\.0\.1:80"\)/,
    );
  });
});

describe('who may look for local models', () => {
  it('is an administrator', async () => {
    const server = await startLocalServer({ LOCAL_MODEL_PORTS: '' });
    try {
      const adminSession = await signIn(server, ADMIN.email, ADMIN.password);
      const user = { email: 'user@example.com', password: 'another horse battery', role: 'user' as const };
      await createUser(server, adminSession, user);
      const userSession = await signIn(server, user.email, user.password);
      const asAdmin = await authCall(server, '/api/v1/local-models', { session: adminSession });
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.data).toEqual([]);
      expect((await authCall(server, '/api/v1/local-models', { session: userSession })).status).toBe(403);
      expect((await authCall(server, '/api/v1/local-models')).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
