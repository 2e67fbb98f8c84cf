import { AWEL, canvas, chatFlowNodes, oneModelEnv } from './flow-helpers';
import { debugRun } from './flow-run-helpers';
import { startTestServer, type TestServer } from './harness';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
let server: TestServer;
const TIMEOUT_MS = 1500;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    env: { ...oneModelEnv(fake.url), FLOW_RUN_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
afterEach(() => fake.reset());

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a flow run', () => {
  it('stops its model call when the caller leaves mid-stream', async () => {
    fake.setReply({ chunks: ['One ', 'two ', 'three'], stallAfterChunks: 2 });
    const leave = new AbortController();
    const { nodes, edges } = chatFlowNodes('fake-model');
    const response = await fetch(`${server.baseUrl}${AWEL}/flow/debug`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'alice' },
      body: JSON.stringify({
        flow: { name: 'cancelled', flow_data: canvas(nodes, edges) },
        request: { messages: 'count' },
      }),
      signal: leave.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^data:One/);
    expect(fake.openStreams).toBe(1);
    leave.abort();
    await until(() => fake.openStreams === 0);
    expect(fake.openStreams).toBe(0);
  });

  it('is stopped past FLOW_RUN_TIMEOUT_MS, the error naming the node that was running', async () => {
    fake.setReply({ chunks: ['Slow ', 'answer'], stallAfterChunks: 1 });
    const started = Date.now();
    const result = await debugRun(server, chatFlowNodes('fake-model'), { messages: 'take your time' });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 3000);
    expect(result.texts.at(-1)).toBe(
      '[SERVER_ERROR]The node "Model" (llm) failed: the flow took longer than 1.5 s and was stopped',
    );
    expect(result.texts).toContain('Slow ');
    await until(() => fake.openStreams === 0);
  });
});
