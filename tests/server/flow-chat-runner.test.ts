import { flowRunner } from '@/server/chat/flow-chat-runner';
import type { RouteContext } from '@/server/context';
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
    // The runner is called with the server's own services, as the chat route will call it.
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

describe('the flow chat runner', () => {
  const input = (flowUid: string) => ({
    context,
    flowUid,
    request: { user_input: 'hi', chat_mode: 'chat_flow' as const, select_param: flowUid },
    userId: 'alice',
    convUid: 'c1',
    language: 'en' as const,
  });

  it('refuses a saved flow that is not deployed, naming it and its state, in both languages', async () => {
    const flow = await createFlow(server, 'seam_flow', { label: 'Seam flow', state: 'developing' });
    const result = await flowRunner.prepare(input(flow.uid));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.in('en')).toBe(
      'The flow "Seam flow" is in the state "developing"; only a deployed flow answers chats. Deploy it first',
    );
    expect(result.problem.in('zh')).toBe(
      '工作流“Seam flow”处于“developing”状态；只有已部署的工作流才能在对话中回答，请先部署',
    );
  });

  it('prepares a deployed flow, whose producer streams the model answer', async () => {
    const flow = await createFlow(server, 'seam_deployed', { label: 'Deployed', state: 'deployed' });
    const result = await flowRunner.prepare(input(flow.uid));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    let answer = '';
    const messages = [{ role: 'user' as const, content: 'hi' }];
    for await (const piece of result.turn.produce(messages, new AbortController().signal))
      answer += piece.content;
    expect(answer).toBe('Hello from the fake model.');
  });
});
