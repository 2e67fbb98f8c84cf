import type { FlowData } from '@/contract/flow';
import { chat } from './chat-test-helpers';
import { AWEL, createFlow } from './flow-helpers';
import { dbgptCanvas, dbgptEdge, dbgptNode } from './dbgpt-canvas-helpers';
import { definitionFile, importDefinition as importFlowFile } from './dbgpt-flow-files';
import { flowFrameText } from './flow-run-helpers';
import type { TestServer } from './harness';
import { seedSpace, startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';

/** The dbgpts repository's community flows run here. */
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

const importDefinition = (folder: string) => importFlowFile(server, folder);

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

    // Its trigger, at the endpoint the flow names, streams the answer too.
    setup.fake.setReply({ text: 'At 2 am.' });
    const response = await fetch(`${server.baseUrl}/api/v1/awel/trigger/rag/chat/completion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'alice' },
      body: JSON.stringify({ messages: 'When do backups run?', model: 'fake-model' }),
    });
    const raw = await response.text();
    expect(response.status, raw).toBe(200);
    expect(raw).toContain('At 2 am.');
    expect(String(setup.fake.chatRequests()[2]?.messages[0]?.content)).toContain(
      'Full database backups run every night at 2 am.',
    );
  });
});

describe('the dbgpts URL knowledge example’s chat side', () => {
  /**
   * The flow as the dbgpts repository ships it, its embedding retrieval (another change) replaced by a second
   * request field parsed to text: the request's `context`.
   */
  function chatSide(): FlowData {
    const data = JSON.parse(definitionFile('rag-url-knowledge-example').toString()) as FlowData;
    const dropped = (id: string) =>
      /embedding_retriever|chunks_to_string|VectorStoreConnector|ChromaVectorConfig|DefaultEmbeddings/.test(
        id,
      );
    const parsed = data.nodes.find((node) => node.id.includes('request_body_to_str'));
    if (!parsed) throw new Error('no parsed operator in the fixture');
    const contextId = parsed.id.replace(/_\d+$/, '_1');
    const contextNode = {
      ...parsed,
      id: contextId,
      data: {
        ...parsed.data,
        id: contextId,
        parameters: (parsed.data.parameters as { name: string }[]).map((parameter) =>
          parameter.name === 'key' ? { ...parameter, value: 'context' } : parameter,
        ),
      },
    };
    const trigger = data.nodes.find((node) => node.id.includes('common_llm_http_trigger'))?.id ?? '';
    const merge = data.nodes.find((node) => node.id.includes('merge_string_to_dict'))?.id ?? '';
    const kept = data.edges.filter((edge) => !dropped(edge.source) && !dropped(edge.target));
    const template = kept[0];
    if (!template) throw new Error('no edges in the fixture');
    const wire = (source: string, target: string, targetOrder: number) => ({
      ...template,
      id: `${source}|${target}`,
      source,
      target,
      source_order: 0,
      target_order: targetOrder,
      source_handle: `${source}|outputs|0`,
      target_handle: `${target}|inputs|${targetOrder}`,
    });
    return {
      ...data,
      nodes: [...data.nodes.filter((node) => !dropped(node.id)), contextNode],
      edges: [...kept, wire(trigger, contextId, 0), wire(contextId, merge, 1)],
    };
  }

  it('formats the flow’s prompt with the merged dict, puts the history before the question, streams', async () => {
    setup.fake.setReply({ text: 'Nightly, at 2 am.' });
    const response = await fetch(`${server.baseUrl}${AWEL}/flow/debug`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'alice' },
      body: JSON.stringify({
        flow: { name: 'url_rag', label: 'URL RAG', flow_data: chatSide() },
        request: {
          messages: ['We talk about backups.', 'When do backups run?'],
          context: 'Full database backups run every night at 2 am.',
          model: 'fake-model',
        },
      }),
    });
    const raw = await response.text();
    expect(response.status, raw).toBe(200);
    expect(raw).toContain('Nightly, at 2 am.');
    const [system, ...rest] = setup.fake.chatRequests()[0]?.messages ?? [];
    expect(String(system?.content)).toContain('Based on the known information below');
    expect(String(system?.content)).toContain('Full database backups run every night at 2 am.');
    expect(String(system?.content)).not.toContain('{context}');
    expect(rest).toEqual([
      { role: 'user', content: 'We talk about backups.' },
      { role: 'user', content: 'When do backups run?' },
    ]);
  });
});

describe('DB-GPT’s prompt builder and conversions', () => {
  async function debugFlow(flowData: FlowData, request: Record<string, unknown>) {
    const response = await fetch(`${server.baseUrl}${AWEL}/flow/debug`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'alice' },
      body: JSON.stringify({ flow: { name: 'built', label: 'Built', flow_data: flowData }, request }),
    });
    return { status: response.status, raw: await response.text() };
  }

  it('formats the prompt with the request as a dict and answers through the common streaming output', async () => {
    const trigger = dbgptNode('CommonLLMHttpTrigger');
    const toDict = dbgptNode('RequestBodyToDictOperator');
    const prompt = dbgptNode('CommonChatPromptTemplate', {
      system_message: 'You answer questions about {topic}.',
      human_message: '{messages}',
    });
    const builder = dbgptNode('PromptBuilderOperator', { prompt: prompt.id });
    const request = dbgptNode('RequestBuilderOperator');
    const merged = dbgptNode('MergedRequestBuilderOperator');
    const llm = dbgptNode('StreamingLLMOperator');
    const output = dbgptNode('CommonStreamingOutputOperator');
    const flow = dbgptCanvas(
      [trigger, toDict, prompt, builder, request, merged, llm, output],
      [
        dbgptEdge(trigger, toDict),
        dbgptEdge(toDict, builder),
        dbgptEdge(prompt, builder),
        dbgptEdge(trigger, request),
        dbgptEdge(request, merged),
        dbgptEdge(builder, merged, 1),
        dbgptEdge(merged, llm),
        dbgptEdge(llm, output),
      ],
    );
    setup.fake.setReply({ text: 'Every night.' });
    const result = await debugFlow(flow, { messages: 'When?', topic: 'backups', model: 'fake-model' });
    expect(result.status, result.raw).toBe(200);
    expect(result.raw).toContain('Every night.');
    expect(setup.fake.chatRequests()[0]?.messages).toEqual([
      { role: 'system', content: 'You answer questions about backups.' },
      { role: 'user', content: 'When?' },
    ]);
  });

  it('hands a text on as a model output', async () => {
    const trigger = dbgptNode('CommonLLMHttpTrigger');
    const parsed = dbgptNode('RequestedParsedOperator');
    const toOutput = dbgptNode('StringOutput2ModelOutputOperator');
    const flow = dbgptCanvas(
      [trigger, parsed, toOutput],
      [dbgptEdge(trigger, parsed), dbgptEdge(parsed, toOutput)],
    );
    const result = await debugFlow(flow, { messages: 'Echo me' });
    expect(result.status, result.raw).toBe(200);
    expect(result.raw).toContain('Echo me');
    expect(setup.fake.chatRequests()).toEqual([]);
  });
});

describe('DB-GPT’s dict trigger', () => {
  it('listens at its endpoint and hands the JSON body on as a dict', async () => {
    const trigger = dbgptNode('DictHttpTrigger', { endpoint: '/dict/prompt', methods: 'POST' });
    const prompt = dbgptNode('CommonChatPromptTemplate', {
      system_message: 'You write about {topic}.',
      human_message: '{question}',
    });
    const builder = dbgptNode('PromptBuilderOperator', { prompt: prompt.id });
    const flow = await createFlow(server, 'dict_prompt', {
      flow_data: dbgptCanvas(
        [trigger, prompt, builder],
        [dbgptEdge(trigger, builder), dbgptEdge(prompt, builder)],
      ),
      state: 'deployed',
    });
    expect(flow.metadata?.triggers?.[0]).toMatchObject({
      path: '/api/v1/awel/trigger/dict/prompt',
      methods: ['POST'],
    });
    const response = await fetch(`${server.baseUrl}/api/v1/awel/trigger/dict/prompt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'alice' },
      body: JSON.stringify({ topic: 'backups', question: 'When do they run?' }),
    });
    const raw = await response.text();
    expect(response.status, raw).toBe(200);
    expect(JSON.parse(raw)).toEqual([
      { role: 'system', content: 'You write about backups.' },
      { role: 'user', content: 'When do they run?' },
    ]);
  });
});
