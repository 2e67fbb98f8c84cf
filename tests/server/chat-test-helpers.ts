import { startFakeOpenAI, type FakeOpenAI, type FakeOpenAIOptions } from '../support/fake-openai';
import { startTestServer, type TestServer } from './harness';

export interface ChatSetup {
  server: TestServer;
  fake: FakeOpenAI;
  close(): Promise<void>;
}

/**
 * One server with a fake model for a whole test file: started before its tests, the fake's script
 * reset after each test, both closed at the end. The returned object is filled in before the first test.
 */
export function setupFakeModelServer<T extends ChatSetup>(start: () => Promise<T>): T {
  const setup = {} as T;
  beforeAll(async () => {
    Object.assign(setup, await start());
  });
  afterEach(() => setup.fake.reset());
  afterAll(() => setup.close());
  return setup;
}

/** The real server configured with one model at a fake OpenAI-compatible endpoint. */
export async function startChatServer(
  env: Record<string, string> = {},
  fakeOptions: FakeOpenAIOptions = {},
): Promise<ChatSetup> {
  const fake = await startFakeOpenAI(fakeOptions);
  const server = await startTestServer({
    env: {
      LLM_MODEL_NAME: 'fake-model',
      LLM_MODEL_PROVIDER: 'proxy/openai',
      OPENAI_API_BASE: `${fake.url}/v1`,
      OPENAI_API_KEY: 'k',
      ...env,
    },
  });
  return {
    server,
    fake,
    async close() {
      await server.close();
      await fake.close();
    },
  };
}

export interface ApiOptions {
  userId?: string;
  signal?: AbortSignal;
}

function headers(options: ApiOptions, json: boolean): Record<string, string> {
  return {
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(options.userId ? { 'user-id': options.userId } : {}),
  };
}

export function api(server: TestServer, method: 'GET' | 'POST', path: string, options: ApiOptions = {}) {
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: headers(options, false),
    signal: options.signal,
  });
}

export async function apiJson<T = unknown>(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  options: ApiOptions = {},
): Promise<{
  status: number;
  body: { success: boolean; err_code: string | null; err_msg: string | null; data: T };
}> {
  const response = await api(server, method, path, options);
  return { status: response.status, body: await response.json() };
}

export function postChat(server: TestServer, body: unknown, options: ApiOptions = {}): Promise<Response> {
  return fetch(`${server.baseUrl}/api/v1/chat/completions`, {
    method: 'POST',
    headers: headers(options, true),
    body: JSON.stringify(body),
    signal: options.signal,
  });
}

/** Splits an SSE body into its `data:` payloads (the server writes one line per event). */
export function framePayloads(text: string): string[] {
  return text
    .split('\n\n')
    .filter((event) => event.startsWith('data: '))
    .map((event) => event.slice('data: '.length));
}

export interface ChatResult {
  status: number;
  headers: Headers;
  payloads: string[];
}

export async function chat(server: TestServer, body: unknown, options: ApiOptions = {}): Promise<ChatResult> {
  const response = await postChat(server, body, options);
  return {
    status: response.status,
    headers: response.headers,
    payloads: framePayloads(await response.text()),
  };
}

interface SnapshotFrame {
  choices: { message: { content: string; reasoning_content: string | null } }[];
}

/** The answer of a cumulative stream: its last frame. */
export function lastSnapshot(payloads: string[]): { content: string; reasoning: string | null } {
  const frame = JSON.parse(payloads[payloads.length - 1]) as SnapshotFrame;
  const message = frame.choices[0].message;
  return { content: message.content, reasoning: message.reasoning_content };
}

export async function newConversation(server: TestServer, options: ApiOptions = {}): Promise<string> {
  const { body } = await apiJson<{ conv_uid: string }>(
    server,
    'POST',
    '/api/v1/chat/dialogue/new?chat_mode=chat_normal&model_name=fake-model',
    options,
  );
  return body.data.conv_uid;
}

export interface HistoryMessage {
  role: string;
  context: string;
  order: number;
  model_name: string | null;
  feedback: Record<string, unknown>;
  stopped?: boolean;
  versions?: { context: string; model_name: string | null; stopped?: boolean }[];
}

export async function history(server: TestServer, convUid: string, options: ApiOptions = {}) {
  const { body } = await apiJson<HistoryMessage[]>(
    server,
    'GET',
    `/api/v1/chat/dialogue/messages/history?con_uid=${convUid}`,
    options,
  );
  return body.data;
}

/** Polls until `check` passes (work the server finishes after the client left). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Reads the stream until `until` holds for the text so far; answers the reader to go on with. */
export async function readUntil(response: Response, until: (text: string) => boolean) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!until(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended early: ${text}`);
    text += decoder.decode(value, { stream: true });
  }
  const rest = async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
    }
  };
  return { text: () => text, rest };
}
