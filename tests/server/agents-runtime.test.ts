import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { agentMessageSchema, agentPlanStepSchema, visPluginSchema } from '@/contract/agent-vis';
import { DATA_ANALYST, findAgentProfile, KNOWLEDGE_EXPERT } from '@/server/agents/agent-profiles';
import type { AgentTool } from '@/server/agents/agent-tool';
import { AgentTranscript } from '@/server/agents/agent-transcript';
import { runAutoPlanTeam } from '@/server/agents/auto-plan-team';
import { runSingleAgentTeam } from '@/server/agents/single-agent-team';
import type { TeamMember, TeamRun } from '@/server/agents/team-member';
import { FoundReferences } from '@/server/agents/tools/knowledge-search';
import type { ChatModel } from '@/server/models/chat-model';
import { createOpenAICompatibleChatModel } from '@/server/models/openai-compatible';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
let model: ChatModel;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  model = createOpenAICompatibleChatModel(
    { name: 'fake-model', provider: 'proxy/openai', baseUrl: `${fake.url}/v1`, apiKey: 'sk-test' },
    { contextTokens: 8192, requestTimeoutMs: 5000 },
  );
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const weatherCalls: string[] = [];
const weatherTool: AgentTool<{ city: string }> = {
  name: 'get_weather',
  description: 'The weather in a city',
  parameters: z.object({ city: z.string() }),
  async run({ city }) {
    weatherCalls.push(city);
    if (city === 'Atlantis') throw new Error('No station in Atlantis');
    return { text: `${city}: sunny, 21 °C` };
  },
};

function member(name: string, tools: TeamMember['tools'] = [weatherTool]): TeamMember {
  const profile = findAgentProfile(name);
  if (!profile) throw new Error(`no profile ${name}`);
  return { profile, model, tools, context: [] };
}

function teamRun(members: TeamMember[], options: Partial<TeamRun> = {}): TeamRun & { frames: string[] } {
  const frames: string[] = [];
  const transcript = new AgentTranscript(() => frames.push(transcript.render()));
  return {
    question: 'What is the weather in Paris?',
    history: [],
    members,
    limits: { maxSteps: 4, toolTimeoutMs: 2000 },
    language: 'en',
    transcript,
    references: new FoundReferences(),
    signal: new AbortController().signal,
    frames,
    ...options,
  };
}

/** The blocks of one tag in a rendered view, each body parsed as JSON. */
function blocks(view: string, tag: string): unknown[] {
  const pattern = new RegExp('(`{3,})' + tag + '\\n(.*)\\n\\1', 'g');
  return [...view.matchAll(pattern)].map((match) => JSON.parse(match[2] as string));
}

function messagesOf(view: string) {
  return blocks(view, 'agent-messages').flatMap((body) => z.array(agentMessageSchema).parse(body));
}

function pluginCards(markdown: string) {
  return blocks(markdown, 'vis-plugin').map((body) => visPluginSchema.parse(body));
}

describe('agent runtime with tool calling through the OpenAI-compatible provider', () => {
  it('calls a tool, reads its result and answers; the view shows the call and the answer', async () => {
    fake.replyOnce({ toolCalls: [{ name: 'get_weather', arguments: { city: 'Paris' }, id: 'call_w1' }] });
    fake.replyOnce({ text: 'It is sunny in Paris, 21 °C.' });
    const run = teamRun([member('Assistant')]);

    const answer = await runSingleAgentTeam(run);

    expect(answer).toBe('It is sunny in Paris, 21 °C.');
    const [first, second] = fake.chatRequests();
    expect(first?.tools).toEqual([
      {
        type: 'function',
        function: expect.objectContaining({
          name: 'get_weather',
          parameters: expect.objectContaining({ properties: { city: { type: 'string' } } }),
        }),
      },
    ]);
    expect(second?.messages.slice(-2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_w1',
            type: 'function',
            function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
          },
        ],
      },
      { role: 'tool', content: 'Paris: sunny, 21 °C', tool_call_id: 'call_w1' },
    ]);
    const [message] = messagesOf(run.transcript.render());
    expect(message).toMatchObject({ sender: 'Assistant', receiver: 'Human', model: 'fake-model' });
    expect(pluginCards(message?.markdown ?? '')).toEqual([
      expect.objectContaining({ name: 'get_weather', status: 'complete', result: 'Paris: sunny, 21 °C' }),
    ]);
    expect(message?.markdown).toContain('It is sunny in Paris, 21 °C.');
    // The card was shown running before it was done.
    const shownStatuses = run.frames.flatMap((frame) =>
      messagesOf(frame).flatMap((item) => pluginCards(item.markdown).map((card) => card.status)),
    );
    expect(shownStatuses).toContain('running');
  });

  it('tells the model when a tool fails, shows the failed card, and goes on to an answer', async () => {
    fake.replyOnce({ toolCalls: [{ name: 'get_weather', arguments: { city: 'Atlantis' } }] });
    fake.replyOnce({ text: 'I could not get the weather for Atlantis.' });
    const run = teamRun([member('Assistant')], { question: 'Weather in Atlantis?' });

    const answer = await runSingleAgentTeam(run);

    expect(answer).toBe('I could not get the weather for Atlantis.');
    const toolMessage = fake.chatRequests()[1]?.messages.at(-1);
    expect(toolMessage).toMatchObject({ role: 'tool', content: 'Error: No station in Atlantis' });
    const [message] = messagesOf(run.transcript.render());
    expect(pluginCards(message?.markdown ?? '')).toEqual([
      expect.objectContaining({ name: 'get_weather', status: 'failed', err_msg: 'No station in Atlantis' }),
    ]);
  });

  it('refuses unknown tools and arguments that do not fit, and lets the model correct itself', async () => {
    fake.replyOnce({
      toolCalls: [
        { name: 'launch_rocket', arguments: {} },
        { name: 'get_weather', arguments: { town: 'Paris' } },
        { name: 'get_weather', arguments: '{"city": "Par' },
      ],
    });
    fake.replyOnce({ text: 'Done.' });
    const run = teamRun([member('Assistant')]);
    weatherCalls.length = 0;

    await runSingleAgentTeam(run);

    expect(weatherCalls).toEqual([]);
    const cards = pluginCards(messagesOf(run.transcript.render())[0]?.markdown ?? '');
    expect(cards.map((card) => card.status)).toEqual(['failed', 'failed', 'failed']);
    expect(cards[0]?.err_msg).toContain('launch_rocket');
    expect(cards[1]?.err_msg).toContain('city');
    const toolAnswers = fake.chatRequests()[1]?.messages.filter((item) => item.role === 'tool');
    expect(toolAnswers).toHaveLength(3);
  });

  it('stops offering tools at the step limit and makes the model answer', async () => {
    fake.setReply({ toolCalls: [{ name: 'get_weather', arguments: { city: 'Paris' } }] });
    fake.replyOnce({ toolCalls: [{ name: 'get_weather', arguments: { city: 'Paris' } }] });
    fake.replyOnce({ toolCalls: [{ name: 'get_weather', arguments: { city: 'Paris' } }] });
    fake.replyOnce({ text: 'Sunny.' });
    const run = teamRun([member('Assistant')], { limits: { maxSteps: 2, toolTimeoutMs: 2000 } });

    const answer = await runSingleAgentTeam(run);

    expect(answer).toBe('Sunny.');
    const requests = fake.chatRequests();
    expect(requests).toHaveLength(3);
    expect(requests[2]?.tools).toBeUndefined();
    expect(messagesOf(run.transcript.render())[0]?.markdown).toContain('Step limit reached: 2');
  });

  it('stops in the middle of a tool call when the turn is stopped', async () => {
    const controller = new AbortController();
    const slowTool: AgentTool<{ city: string }> = {
      ...weatherTool,
      run: (_args, { signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          setTimeout(() => controller.abort(new Error('stopped by the user')), 10);
        }),
    };
    fake.replyOnce({ toolCalls: [{ name: 'get_weather', arguments: { city: 'Paris' } }] });
    const run = teamRun([member('Assistant', [slowTool])], { signal: controller.signal });

    await expect(runSingleAgentTeam(run)).rejects.toThrow('stopped by the user');
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('runs an auto plan: the planner’s steps go to their agents, then the summariser answers', async () => {
    fake.replyOnce({
      toolCalls: [
        {
          name: 'make_plan',
          arguments: {
            steps: [
              { task: 'Find the weather in Paris', agent: 'Assistant' },
              { task: 'Find what the handbook says about rain', agent: KNOWLEDGE_EXPERT },
            ],
          },
        },
      ],
    });
    fake.replyOnce({ toolCalls: [{ name: 'get_weather', arguments: { city: 'Paris' } }] });
    fake.replyOnce({ text: 'Paris is sunny.' });
    fake.replyOnce({ text: 'The handbook says to carry an umbrella.' });
    fake.replyOnce({ text: 'Sunny in Paris; the handbook still says to carry an umbrella.' });
    const run = teamRun([member('Assistant'), member(KNOWLEDGE_EXPERT, []), member(DATA_ANALYST, [])]);

    const answer = await runAutoPlanTeam(run);

    expect(answer).toBe('Sunny in Paris; the handbook still says to carry an umbrella.');
    const view = run.transcript.render();
    const plan = z.array(agentPlanStepSchema).parse(blocks(view, 'agent-plans')[0]);
    expect(plan).toEqual([
      expect.objectContaining({
        num: 1,
        agent: 'Assistant',
        status: 'complete',
        markdown: 'Paris is sunny.',
      }),
      expect.objectContaining({ num: 2, agent: KNOWLEDGE_EXPERT, status: 'complete' }),
    ]);
    expect(messagesOf(view).map((message) => [message.sender, message.receiver])).toEqual([
      ['Planner', 'Human'],
      ['Assistant', 'Planner'],
      [KNOWLEDGE_EXPERT, 'Planner'],
      ['Summarizer', 'Human'],
    ]);
    const requests = fake.chatRequests();
    expect((requests[0]?.tools as unknown[])[0]).toMatchObject({ function: { name: 'make_plan' } });
    // The second step sees the first one's result; the summariser sees both.
    expect(JSON.stringify(requests[3]?.messages.at(-1))).toContain('Paris is sunny.');
    expect(JSON.stringify(requests[4]?.messages.at(-1))).toContain('carry an umbrella');
    expect(requests[4]?.tools).toBeUndefined();
    // Progress was shown: the first step running before it completed.
    expect(run.frames.some((frame) => frame.includes('"status":"running","agent":"Assistant"'))).toBe(true);
  });

  it('falls back to one step when the planner writes no usable plan', async () => {
    fake.replyOnce({ text: 'I think we should just ask.' });
    fake.replyOnce({ text: 'Answer from the assistant.' });
    fake.replyOnce({ text: 'Final answer.' });
    const run = teamRun([member('Assistant', [])]);

    expect(await runAutoPlanTeam(run)).toBe('Final answer.');
    const plan = z.array(agentPlanStepSchema).parse(blocks(run.transcript.render(), 'agent-plans')[0]);
    expect(plan).toEqual([
      expect.objectContaining({ name: run.question, agent: 'Assistant', status: 'complete' }),
    ]);
  });
});
