import { canvasNode, edge } from './flow-helpers';
import { debugRun } from './flow-run-helpers';
import { seedSpace, startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';

let setup: KnowledgeSetup;
beforeAll(async () => {
  setup = await startKnowledgeServer();
  await seedSpace(setup, {
    name: 'handbook',
    documents: [{ name: 'leave.md', chunks: ['Employees get 25 days of paid leave per year.'] }],
  });
});
afterAll(() => setup.close());
afterEach(() => setup.fake.reset());

/** trigger → question → an agent that may search the handbook: its answer is the flow's answer. */
const agentGraph = (space = 'handbook') => ({
  nodes: [
    canvasNode('trigger', 'http_trigger', 'Trigger'),
    canvasNode('question', 'request_conversion', 'Question'),
    canvasNode('agent', 'agent', 'Handbook agent', { agent: 'Assistant', model: 'fake-model', space }),
  ],
  edges: [edge('trigger', 'question'), edge('question', 'agent')],
});

describe('an agent node with a knowledge space', () => {
  it('searches the space, reads the passage and answers with it', async () => {
    setup.fake.replyOnce({ toolCalls: [{ name: 'search_knowledge', arguments: { query: 'paid leave' } }] });
    setup.fake.replyOnce({ text: 'Employees get 25 days of paid leave per year [1].' });
    const result = await debugRun(
      setup.server,
      agentGraph(),
      { messages: 'How many days of paid leave?' },
      { trace: true },
    );

    const [first, second] = setup.fake.chatRequests();
    expect(first?.tools).toEqual([
      expect.objectContaining({ function: expect.objectContaining({ name: 'search_knowledge' }) }),
    ]);
    const toolAnswer = second?.messages.at(-1);
    expect(toolAnswer?.role).toBe('tool');
    expect(String(toolAnswer?.content)).toContain('Employees get 25 days of paid leave per year.');
    expect(result.texts.at(-1)).toBe('Employees get 25 days of paid leave per year [1].');
    const done = result.traces.find((trace) => trace.node_id === 'agent' && trace.status === 'done');
    expect(JSON.stringify(done?.output)).toContain('Employees get 25 days of paid leave per year [1].');
  });

  it('says the step limit in its answer when the model keeps calling tools', async () => {
    for (let step = 0; step < 6; step += 1)
      setup.fake.replyOnce({
        toolCalls: [{ name: 'search_knowledge', arguments: { query: `leave ${step}` } }],
      });
    setup.fake.replyOnce({ text: '25 days, as far as I found.' });
    const result = await debugRun(setup.server, agentGraph(), { messages: 'Leave?' });
    expect(setup.fake.chatRequests()).toHaveLength(7);
    expect(setup.fake.chatRequests()[6]?.tools).toBeUndefined();
    expect(result.texts.at(-1)).toMatch(
      /^\(Step limit reached: 6 rounds[\s\S]*25 days, as far as I found\.$/,
    );
  });

  it('refuses to run when its space is gone, naming the agent node', async () => {
    const result = await debugRun(setup.server, agentGraph('nowhere'), { messages: 'hi' });
    expect(result.status).toBe(400);
    expect(result.envelope?.err_msg).toContain('Handbook agent');
    expect(setup.fake.chatRequests()).toEqual([]);
  });
});
