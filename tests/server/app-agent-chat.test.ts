import type { App } from '@/contract/app';
import { createApp } from './app-helpers';
import { apiJson, chat, eventually, history, postChat } from './chat-test-helpers';
import { seedSpace, startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';

let setup: KnowledgeSetup;
let handbookApp: App;

beforeAll(async () => {
  setup = await startKnowledgeServer();
  await seedSpace(setup, {
    name: 'handbook',
    documents: [{ name: 'leave.md', chunks: ['Employees get 25 days of paid leave per year.'] }],
  });
  handbookApp = await createApp(setup.server, 'Handbook agent', {
    published: true,
    details: [
      {
        agent_name: 'KnowledgeExpert',
        resources: [{ type: 'knowledge', value: 'handbook', is_dynamic: false }],
        llm_strategy: 'priority',
        llm_strategy_value: 'fake-model',
        prompt_template: 'Answer as the HR team.',
      },
    ],
  });
});
afterAll(() => setup.close());
afterEach(() => setup.fake.reset());

const ask = (body: Record<string, unknown>, user = 'bob') => chat(setup.server, body, { userId: user });

/** The `vis` text of each frame of a chat_agent stream. */
function views(payloads: string[]): string[] {
  return payloads.map((payload) => (JSON.parse(payload) as { vis: string }).vis);
}

describe('chatting with an agent app (chat_agent)', () => {
  it('streams the whole view in vis frames, ends with [DONE], and keeps the steps in the history', async () => {
    setup.fake.replyOnce({
      toolCalls: [{ name: 'search_knowledge', arguments: { query: 'paid leave days' } }],
    });
    setup.fake.replyOnce({ text: 'You get 25 days of paid leave [1].' });
    const convUid = 'agent-conv-1';

    const answer = await ask({
      chat_mode: 'chat_agent',
      app_code: handbookApp.app_code,
      conv_uid: convUid,
      user_input: 'How many days of leave?',
    });

    expect(answer.status).toBe(200);
    expect(answer.payloads.at(-1)).toBe('{"vis":"[DONE]"} ');
    const shown = views(answer.payloads);
    const final = shown.at(-2) ?? '';
    expect(final).toContain('```agent-messages');
    expect(final).toContain('You get 25 days of paid leave [1].');
    expect(final).toContain('\\"name\\":\\"search_knowledge\\"');
    expect(final).toMatch(/<references title="References"/);
    // The app's prompt reached the model.
    expect(JSON.stringify(setup.fake.chatRequests()[0]?.messages[0])).toContain('Answer as the HR team.');

    const stored = await history(setup.server, convUid, { userId: 'bob' });
    expect(stored[0]).toMatchObject({ role: 'human', context: 'How many days of leave?' });
    expect(stored.find((message) => message.role === 'view')?.context).toBe(final);
  });

  it('gives the next round the earlier answer’s words, not its blocks', async () => {
    setup.fake.replyOnce({ text: 'First answer.' });
    await ask({
      chat_mode: 'chat_agent',
      app_code: handbookApp.app_code,
      conv_uid: 'agent-conv-2',
      user_input: 'Hi',
    });
    setup.fake.replyOnce({ text: 'Second answer.' });
    await ask({
      chat_mode: 'chat_agent',
      app_code: handbookApp.app_code,
      conv_uid: 'agent-conv-2',
      user_input: 'And?',
    });

    const messages = setup.fake.chatRequests()[1]?.messages ?? [];
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'First answer.' },
      { role: 'user', content: 'And?' },
    ]);
  });

  it('runs an auto-plan app: the plan, each step’s agent, then the summary', async () => {
    const team = await createApp(setup.server, 'Planning team', {
      team_mode: 'auto_plan',
      published: true,
      details: [
        { agent_name: 'Assistant', resources: [], llm_strategy: 'default' },
        { agent_name: 'KnowledgeExpert', resources: [{ type: 'knowledge', value: 'handbook' }] },
      ],
    });
    setup.fake.replyOnce({
      toolCalls: [
        {
          name: 'make_plan',
          arguments: {
            steps: [
              { task: 'Look up the leave policy', agent: 'KnowledgeExpert' },
              { task: 'Compare with the legal minimum', agent: 'Assistant' },
            ],
          },
        },
      ],
    });
    setup.fake.replyOnce({ text: '25 days.' });
    setup.fake.replyOnce({ text: 'The legal minimum is 20 days.' });
    setup.fake.replyOnce({ text: 'You get 25 days, 5 more than the legal minimum.' });

    const answer = await ask({
      chat_mode: 'chat_agent',
      app_code: team.app_code,
      user_input: 'Is my leave generous?',
    });

    const final = views(answer.payloads).at(-2) ?? '';
    const plan = /```agent-plans\n(.*)\n```/.exec(final)?.[1];
    expect(JSON.parse(plan ?? 'null')).toEqual([
      expect.objectContaining({ num: 1, agent: 'KnowledgeExpert', status: 'complete', markdown: '25 days.' }),
      expect.objectContaining({ num: 2, agent: 'Assistant', status: 'complete' }),
    ]);
    expect(final).toContain('You get 25 days, 5 more than the legal minimum.');
    expect(setup.fake.chatRequests()).toHaveLength(4);
  });

  it('tells in the stream when the model fails, after what the agents did so far', async () => {
    setup.fake.replyOnce({ toolCalls: [{ name: 'search_knowledge', arguments: { query: 'leave' } }] });
    setup.fake.replyOnce({ status: 500, errorMessage: 'upstream exploded' });

    const answer = await ask({
      chat_mode: 'chat_agent',
      app_code: handbookApp.app_code,
      user_input: 'Leave?',
    });

    const last = answer.payloads.at(-1) ?? '';
    expect(last.startsWith('[SERVER_ERROR]')).toBe(true);
    expect(views(answer.payloads.slice(0, -1)).at(-1)).toContain('search_knowledge');
  });

  it('stops in the middle of a plan: the answer is kept as it stood, marked stopped, the later steps not run', async () => {
    const team = await createApp(setup.server, 'Slow team', {
      team_mode: 'auto_plan',
      published: true,
      details: [{ agent_name: 'Assistant', resources: [], llm_strategy: 'default' }],
    });
    setup.fake.replyOnce({
      toolCalls: [
        {
          name: 'make_plan',
          arguments: {
            steps: [
              { task: 'Think slowly', agent: 'Assistant' },
              { task: 'Never reached', agent: 'Assistant' },
            ],
          },
        },
      ],
    });
    setup.fake.replyOnce({ text: 'one two three four five six seven eight nine ten', tokenDelayMs: 150 });
    const convUid = 'agent-conv-stop';
    const response = await postChat(
      setup.server,
      { chat_mode: 'chat_agent', app_code: team.app_code, conv_uid: convUid, user_input: 'Go' },
      { userId: 'bob' },
    );
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('three')) text += decoder.decode((await reader.read()).value, { stream: true });

    const stopped = await apiJson(
      setup.server,
      'POST',
      `/api/v1/chat/topic/terminate?conv_id=${convUid}&round_index=1`,
      { userId: 'bob' },
    );
    expect(stopped.body.success).toBe(true);
    for (;;) if ((await reader.read()).done) break;

    const stored = await eventually(
      () => history(setup.server, convUid, { userId: 'bob' }),
      (messages) => messages.some((message) => message.role === 'view' && message.stopped === true),
    );
    const view = stored.find((message) => message.role === 'view')?.context ?? '';
    const plan = JSON.parse(/```agent-plans\n(.*)\n```/.exec(view)?.[1] ?? 'null') as {
      status: string;
      markdown: string;
    }[];
    expect(plan.map((step) => [step.status, step.markdown])).toEqual([
      ['failed', 'Stopped before this step finished.'],
      ['todo', ''],
    ]);
    expect(view).toContain('three');
    // The planner and the first step only: the second step and the summary never asked the model.
    expect(setup.fake.chatRequests()).toHaveLength(2);
  });
});
