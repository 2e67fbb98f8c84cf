import { startTestServer, type TestServer } from './harness';

import { appBody } from './app-helpers';
import { AWEL, canvas, chatFlowNodes } from './flow-helpers';

/**
 * Several requests creating the same name at once (a double click, two people, two instances): one wins,
 * the others get a clear refusal in the caller's language, and none an internal error.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const AT_ONCE = 8;
const chat = chatFlowNodes('fake-model');

async function race(path: string, body: unknown, language: 'en' | 'zh' = 'en') {
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, () =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language, 'user-id': 'alice' },
        body: JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { success: boolean; err_msg: string | null },
      })),
    ),
  );
  return {
    won: answers.filter((answer) => answer.status === 200 && answer.body.success).length,
    refused: answers.filter((answer) => answer.status >= 400 && answer.status < 500),
    broken: answers.filter((answer) => answer.status >= 500),
  };
}

describe('creating the same name several times at once', () => {
  it.each([
    ['a knowledge space', '/knowledge/space/add', { name: 'raced', vector_type: 'VectorStore', desc: 'd' }],
    ['an app', '/api/v1/app/create', appBody('Raced app')],
    ['a prompt', '/prompt/add', { prompt_name: 'Raced', prompt_type: 'Normal', content: 'c' }],
    [
      'a flow',
      `${AWEL}/flows`,
      { name: 'raced_flow', label: 'Raced', flow_data: canvas(chat.nodes, chat.edges) },
    ],
  ])('%s: one is created, the others are refused with a readable reason', async (_what, path, body) => {
    const { won, refused, broken } = await race(path, body, 'zh');
    expect(broken).toEqual([]);
    expect(won).toBe(1);
    expect(refused).toHaveLength(AT_ONCE - 1);
    for (const answer of refused) {
      expect(answer.body.success).toBe(false);
      expect(answer.body.err_msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
