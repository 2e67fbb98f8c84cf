import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FlowData, FlowPanel } from '@/contract/flow';
import { chat } from './chat-test-helpers';
import { AWEL, createFlow } from './flow-helpers';
import { flowFrameText } from './flow-run-helpers';
import type { TestServer } from './harness';
import { seedSpace, startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';
import { withValues } from './dbgpt-flow-files';

/** The dbgpts agent flows (see tests/fixtures/dbgpt-flows/LICENSE-NOTICE.md) run on this server's agents. */
const WORKFLOWS = path.join(import.meta.dirname, '..', 'fixtures', 'dbgpt-flows', 'dbgpts', 'workflow');
function definitionFile(folder: string): Buffer {
  const root = path.join(WORKFLOWS, folder);
  const module = readdirSync(root).find((entry) => entry.replace(/_/g, '-') === folder) ?? '';
  return readFileSync(path.join(root, module, 'definition', 'flow_definition.json'));
}

type Imported = FlowPanel & {
  flow_data: FlowData;
  not_runnable_nodes: unknown[];
  problems: { text?: string }[];
};

let setup: KnowledgeSetup;
let server: TestServer;
beforeAll(async () => {
  setup = await startKnowledgeServer();
  server = setup.server;
  await seedSpace(setup, {
    name: 'ob_docs',
    documents: [{ name: 'backup.md', chunks: ['Full database backups run every night at 2 am.'] }],
  });
});
afterAll(() => setup.close());
afterEach(() => setup.fake.reset());

async function importDefinition(folder: string, language = 'en'): Promise<Imported> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(definitionFile(folder))]), 'flow_definition.json');
  const response = await fetch(`${server.baseUrl}${AWEL}/flow/import`, {
    method: 'POST',
    headers: { 'user-id': 'alice', 'accept-language': language },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Imported }).data;
}

async function ask(uid: string, question: string): Promise<string> {
  const result = await chat(
    server,
    {
      chat_mode: 'chat_flow',
      select_param: uid,
      conv_uid: `agents-${uid}`,
      user_input: question,
      model_name: 'fake-model',
    },
    { userId: 'alice' },
  );
  expect(result.status).toBe(200);
  return flowFrameText(result.payloads.at(-1) ?? '{}');
}

describe('the dbgpts database expert assistant (agents with a branch)', () => {
  it('imports, names the spaces to choose, and runs the agent the first one names', async () => {
    const imported = await importDefinition('db-expert-assisant');
    expect(imported.not_runnable_nodes).toEqual([]);
    // The author's knowledge spaces (DB-GPT ids "9" and "8") are not ours: named until chosen.
    const problems = JSON.stringify(imported.problems);
    expect(problems).toContain('names the knowledge space \\"9\\", which does not exist');
    expect(problems).toContain('names the prompt \\"3cb32b48cc1e4d6db02c400368198fec\\"');
    let data = withValues(imported.flow_data, 'AWELAgentKnowledgeResource', {
      agent_resource_value: 'ob_docs',
    });
    const prompt = await fetch(`${server.baseUrl}/prompt/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'alice' },
      body: JSON.stringify({
        prompt_name: 'terse_summaries',
        prompt_type: 'Normal',
        content: 'Summaries are one sentence long.',
        prompt_language: 'en',
      }),
    });
    const code = ((await prompt.json()) as { data: { prompt_code: string } }).data.prompt_code;
    data = withValues(data, 'AgentPrompt', { agent_prompt_code: code });
    const flow = await createFlow(server, 'db_expert', { flow_data: data, state: 'deployed' });

    setup.fake.replyOnce({ text: 'This is a question for the Summarizer.' });
    setup.fake.replyOnce({ text: 'Backups run every night at 2 am.' });
    expect(await ask(flow.uid, 'When do backups run?')).toContain('Backups run every night at 2 am.');
    const [intent, summary, ...more] = setup.fake.chatRequests();
    expect(more).toEqual([]);
    expect(JSON.stringify(intent?.messages)).toContain('Intent Recognition Expert');
    const summarizer = JSON.stringify(summary?.messages);
    expect(summarizer).toContain('This is a question for the Summarizer.');
    expect(summarizer).toContain('When do backups run?');
    expect(summarizer).toContain('Summaries are one sentence long.');
  });

  it('refuses an unknown space at deploy, naming the resource, in both languages', async () => {
    const imported = await importDefinition('db-expert-assisant');
    const data = withValues(imported.flow_data, 'AgentPrompt', { agent_prompt_code: null });
    const response = await fetch(`${server.baseUrl}${AWEL}/flows`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'alice', 'accept-language': 'zh' },
      body: JSON.stringify({ name: 'db_expert_zh', label: 'x', flow_data: data, state: 'deployed' }),
    });
    expect(response.status).toBe(400);
    const message = ((await response.json()) as { err_msg: string }).err_msg;
    expect(message).toContain('知识空间“9”不存在');
  });
});

describe('the dbgpts web info search flow (agents in a row)', () => {
  it('imports, names the search tool this server does not have, runs once it is replaced, keeps the chat', async () => {
    const imported = await importDefinition('awel-flow-web-info-search');
    expect(JSON.stringify(imported.problems)).toContain('baidu_search');
    const data = withValues(imported.flow_data, 'AWELAgentResource', {
      agent_resource_type: 'knowledge',
      agent_resource_value: 'ob_docs',
    });
    const flow = await createFlow(server, 'web_info', { flow_data: data, state: 'deployed' });
    setup.fake.replyOnce({ text: 'Found: backups at 2 am.' });
    setup.fake.replyOnce({ text: 'In short: nightly backups.' });
    expect(await ask(flow.uid, 'Tell me about backups')).toBe('In short: nightly backups.');
    const second = JSON.stringify(setup.fake.chatRequests()[1]?.messages);
    expect(second).toContain('Found: backups at 2 am.');

    // The next turn of the chat: the agents are told the earlier round.
    setup.fake.replyOnce({ text: 'Found again.' });
    setup.fake.replyOnce({ text: 'Still nightly.' });
    expect(await ask(flow.uid, 'And on weekends?')).toBe('Still nightly.');
    const third = JSON.stringify(setup.fake.chatRequests()[2]?.messages);
    expect(third).toContain('Tell me about backups');
    expect(third).toContain('In short: nightly backups.');
  });
});
