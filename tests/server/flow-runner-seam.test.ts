import { flowRunner } from '@/server/flows/flow-runner-seam';
import type { RouteContext } from '@/server/routes/context';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startTestServer, type TestServer } from './harness';
import { createFlow, oneModelEnv } from './flow-helpers';

let fake: FakeOpenAI;
let server: TestServer;
let context: RouteContext;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    env: oneModelEnv(fake.url),
    // The seam is called with the server's own services, as the chat route will call it.
    plugins: [
      async (_app, routeContext) => {
        context = routeContext;
      },
    ],
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

describe('the flow runner seam, until the runner lands', () => {
  it('answers that the saved flow cannot run yet, naming it, in both languages', async () => {
    const flow = await createFlow(server, 'seam_flow', { label: 'Seam flow', state: 'deployed' });
    const result = await flowRunner.prepare({
      context,
      flowUid: flow.uid,
      request: { user_input: 'hi', chat_mode: 'chat_flow', select_param: flow.uid },
      userId: 'alice',
      convUid: 'c1',
      language: 'en',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.in('en')).toBe(
      'The flow "Seam flow" cannot run yet: flows cannot run on this server yet',
    );
    expect(result.problem.in('zh')).toBe('工作流“Seam flow”暂时无法运行：本服务器还不能运行工作流');
  });
});
