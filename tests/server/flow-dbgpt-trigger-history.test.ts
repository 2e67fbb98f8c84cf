import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FlowData, FlowPanel } from '@/contract/flow';
import { AWEL, createFlow } from './flow-helpers';
import { sseEvents } from './flow-run-helpers';
import { startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';

/** A DB-GPT flow called at its trigger keeps its conversation by `conv_uid`, as DB-GPT's does. */
const FOLDER = path.join(
  import.meta.dirname,
  '..',
  'fixtures',
  'dbgpt-flows',
  'dbgpts',
  'workflow',
  'awel-flow-simple-streaming-chat',
);
const moduleDir = readdirSync(FOLDER).find((entry) => entry === 'awel_flow_simple_streaming_chat') ?? '';
const definition = readFileSync(path.join(FOLDER, moduleDir, 'definition', 'flow_definition.json'));

let setup: KnowledgeSetup;
let endpoint: string;
beforeAll(async () => {
  setup = await startKnowledgeServer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(definition)]), 'flow_definition.json');
  const imported = await fetch(`${setup.server.baseUrl}${AWEL}/flow/import`, {
    method: 'POST',
    headers: { 'user-id': 'alice' },
    body: form,
  });
  const data = ((await imported.json()) as { data: FlowPanel & { flow_data: FlowData } }).data;
  const flow = await createFlow(setup.server, 'history_chat', {
    flow_data: data.flow_data,
    state: 'deployed',
    visibility: 'public',
  });
  endpoint = flow.metadata?.triggers?.[0]?.path ?? '';
});
afterAll(() => setup.close());
afterEach(() => setup.fake.reset());

async function say(convUid: string | undefined, text: string, user = 'alice'): Promise<string> {
  const response = await fetch(`${setup.server.baseUrl}${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': user },
    body: JSON.stringify({ messages: text, model: 'fake-model', conv_uid: convUid }),
  });
  const raw = await response.text();
  expect(response.status, raw).toBe(200);
  return raw;
}

const sentMessages = (index: number) => setup.fake.chatRequests()[index]?.messages;

describe('a DB-GPT flow at its trigger, with a conv_uid', () => {
  it('sees the earlier rounds of that conversation in the next turn', async () => {
    setup.fake.replyOnce({ text: 'Hello Ada.' });
    expect(sseEvents(await say('trigger-c1', 'Hi, my name is Ada.')).length).toBeGreaterThan(0);
    setup.fake.replyOnce({ text: 'You are Ada.' });
    await say('trigger-c1', 'What is my name?');
    expect(sentMessages(1)).toEqual([
      { role: 'system', content: 'You are a helpful AI Assistant.' },
      { role: 'user', content: 'Hi, my name is Ada.' },
      { role: 'assistant', content: 'Hello Ada.' },
      { role: 'user', content: 'What is my name?' },
    ]);
    // The conversation is the caller's, listed with their others.
    const list = await fetch(`${setup.server.baseUrl}/api/v1/chat/dialogue/list`, {
      headers: { 'user-id': 'alice' },
    });
    expect(await list.text()).toContain('trigger-c1');
  });

  it('keeps conversations apart, and never reads another user’s', async () => {
    setup.fake.setReply({ text: 'Noted.' });
    await say('trigger-c2', 'My secret is blue.');
    await say('trigger-c3', 'Anything earlier?');
    expect(sentMessages(1)?.map((message) => message.content)).not.toContain('My secret is blue.');
    await say('trigger-c2', 'And now?', 'bob');
    expect(sentMessages(2)?.map((message) => message.content)).not.toContain('My secret is blue.');
    await say(undefined, 'No conversation');
    expect(sentMessages(3)).toHaveLength(2);
  });
});
