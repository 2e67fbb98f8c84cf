import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FlowData, FlowPanel } from '@/contract/flow';
import { chat } from './chat-test-helpers';
import { AWEL, createFlow } from './flow-helpers';
import { flowFrameText } from './flow-run-helpers';
import type { TestServer } from './harness';
import { seedSpace, startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';

/** The dbgpts repository's community flows (see tests/fixtures/dbgpt-flows/LICENSE-NOTICE.md) run here. */
const WORKFLOWS = path.join(import.meta.dirname, '..', 'fixtures', 'dbgpt-flows', 'dbgpts', 'workflow');
function definitionFile(folder: string): Buffer {
  const root = path.join(WORKFLOWS, folder);
  const module = readdirSync(root).find((entry) => entry.replace(/_/g, '-') === folder) ?? '';
  return readFileSync(path.join(root, module, 'definition', 'flow_definition.json'));
}

type Imported = FlowPanel & { flow_data: FlowData; not_runnable_nodes: unknown[]; problems: unknown[] };

let setup: KnowledgeSetup;
let server: TestServer;
beforeAll(async () => {
  setup = await startKnowledgeServer();
  server = setup.server;
  // The RAG example's space is named "dba" in the flow as the dbgpts repository ships it.
  await seedSpace(setup, {
    name: 'dba',
    documents: [
      { name: 'backup.md', chunks: ['Full database backups run every night at 2 am.'] },
      { name: 'office.md', chunks: ['The office opens at 8 am.'] },
    ],
  });
});
afterAll(() => setup.close());
afterEach(() => setup.fake.reset());

/** Imports the flow file as DB-GPT sends it (a bare flow_definition.json), as alice. */
async function importDefinition(folder: string): Promise<Imported> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(definitionFile(folder))]), 'flow_definition.json');
  const response = await fetch(`${server.baseUrl}${AWEL}/flow/import`, {
    method: 'POST',
    headers: { 'user-id': 'alice' },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Imported }).data;
}

async function ask(uid: string, convUid: string, question: string): Promise<string> {
  const result = await chat(
    server,
    {
      chat_mode: 'chat_flow',
      select_param: uid,
      conv_uid: convUid,
      user_input: question,
      model_name: 'fake-model',
    },
    { userId: 'alice' },
  );
  expect(result.status).toBe(200);
  return flowFrameText(result.payloads.at(-1) ?? '{}');
}

describe('the dbgpts simple streaming chat flow', () => {
  it('imports runnable, streams the test model’s answer and sees the first round in the second', async () => {
    const imported = await importDefinition('awel-flow-simple-streaming-chat');
    expect(imported.not_runnable_nodes).toEqual([]);
    expect(imported.problems).toEqual([]);
    const flow = await createFlow(server, 'community_simple_chat', {
      flow_data: imported.flow_data,
      state: 'deployed',
    });

    setup.fake.replyOnce({ text: 'Hello, I am the test model.' });
    expect(await ask(flow.uid, 'community-c1', 'Hi, my name is Ada.')).toBe('Hello, I am the test model.');
    expect(setup.fake.chatRequests()[0]?.messages).toEqual([
      { role: 'system', content: 'You are a helpful AI Assistant.' },
      { role: 'user', content: 'Hi, my name is Ada.' },
    ]);

    setup.fake.replyOnce({ text: 'Your name is Ada.' });
    expect(await ask(flow.uid, 'community-c1', 'What is my name?')).toBe('Your name is Ada.');
    expect(setup.fake.chatRequests()[1]?.messages).toEqual([
      { role: 'system', content: 'You are a helpful AI Assistant.' },
      { role: 'user', content: 'Hi, my name is Ada.' },
      { role: 'assistant', content: 'Hello, I am the test model.' },
      { role: 'user', content: 'What is my name?' },
    ]);
  });
});

describe('the dbgpts RAG chat example flow', () => {
  it('imports runnable, answers from the space’s chunks in its prompt and keeps the history', async () => {
    const imported = await importDefinition('awel-flow-rag-chat-example');
    expect(imported.not_runnable_nodes).toEqual([]);
    expect(imported.problems).toEqual([]);
    const flow = await createFlow(server, 'community_rag_chat', {
      flow_data: imported.flow_data,
      state: 'deployed',
    });

    setup.fake.replyOnce({ text: 'Backups run nightly at 2 am.' });
    const first = await ask(flow.uid, 'community-rag', 'When do database backups run?');
    expect(first).toContain('Backups run nightly at 2 am.');
    const [system, user] = setup.fake.chatRequests()[0]?.messages ?? [];
    // The flow's own CommonChatPromptTemplate, its {context} filled with the space's passages.
    expect(String(system?.content)).toContain('已知内容');
    expect(String(system?.content)).toContain('Full database backups run every night at 2 am.');
    expect(String(system?.content)).not.toContain('{context}');
    expect(user).toEqual({ role: 'user', content: 'When do database backups run?' });

    setup.fake.replyOnce({ text: 'Yes, every night.' });
    await ask(flow.uid, 'community-rag', 'Is that every night?');
    const second = setup.fake.chatRequests()[1]?.messages ?? [];
    expect(second.slice(1)).toEqual([
      { role: 'user', content: 'When do database backups run?' },
      { role: 'assistant', content: expect.stringContaining('Backups run nightly at 2 am.') },
      { role: 'user', content: 'Is that every night?' },
    ]);
  });
});
