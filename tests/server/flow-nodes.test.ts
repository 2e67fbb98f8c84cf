import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FlowPanel, OperatorMetadata } from '@/contract/flow';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { addDatasource } from './chat-data-helpers';
import { makeSqliteShop } from './datasource-helpers';
import { startTestServer, type TestServer } from './harness';
import { addSpace, addText } from './knowledge-helpers';
import { AWEL, canvas, canvasNode, chatFlowNodes, edge, flowCall, oneModelEnv } from './flow-helpers';

let fake: FakeOpenAI;
let server: TestServer;
let dir: string;
let promptCode: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: oneModelEnv(fake.url) });
  dir = await mkdtemp(path.join(os.tmpdir(), 'flow-nodes-'));
  await addSpace(server, 'handbook', { visibility: 'public' });
  await addText(server, 'handbook', 'travel-policy', 'Economy class for flights under six hours.');
  await addSpace(server, 'empty-space', { visibility: 'public' });
  await addDatasource(server, {
    type: 'sqlite',
    params: { path: await makeSqliteShop(dir) },
    display_name: 'Shop',
    // The users of these tests chat with it: shared with everyone.
    visibility: 'public',
  });
  const prompt = await flowCall<{ prompt_code: string }>(server, 'POST', '/prompt/add', {
    prompt_name: 'Polite answer',
    prompt_type: 'Common',
    content: 'Answer politely: {question}',
  });
  promptCode = prompt.body.data.prompt_code;
});
afterAll(async () => {
  await server.close();
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

async function nodes(language: 'en' | 'zh' = 'en', query = '') {
  const answer = await flowCall<OperatorMetadata[]>(server, 'GET', `${AWEL}/nodes${query}`, undefined, {
    language,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const byName = (list: OperatorMetadata[], name: string) => {
  const found = list.find((node) => node.name === name);
  if (!found) throw new Error(`no node ${name}`);
  return found;
};
const optionValues = (node: OperatorMetadata, parameter: string) =>
  node.parameters.find((spec) => spec.name === parameter)?.options?.map((option) => option.value);

describe('GET /nodes', () => {
  it('offers every node the issue lists, with typed inputs, outputs and DB-GPT ids', async () => {
    // DB-GPT's own nodes follow ours, with DB-GPT's classes (flow-dbgpt-import.test.ts).
    const list = (await nodes()).filter((node) => node.type_cls?.startsWith('dbgpt_web.'));
    expect(list.map((node) => node.name)).toEqual([
      'http_trigger',
      'request_conversion',
      'chat_history',
      'prompt_template',
      'llm',
      'streaming_llm',
      'knowledge_retriever',
      'rerank',
      'datasource_retriever',
      'sql_runner',
      'branch',
      'map',
      'join',
      'output_parser',
      'agent',
      'streaming_output',
    ]);
    const llm = byName(list, 'llm');
    expect(llm).toMatchObject({
      id: 'operator_llm___$$___llm___$$___v1',
      flow_type: 'operator',
      operator_type: 'map',
      label: 'LLM',
      category_label: 'LLM',
      tags: { ui_version: 'flow2.0' },
      inputs: [
        { name: 'request', type_name: 'ModelRequest', type_cls: 'dbgpt.core.interface.llm.ModelRequest' },
      ],
      outputs: [{ name: 'output', type_name: 'ModelOutput', is_list: false }],
    });
    expect(byName(list, 'join').inputs[0]).toMatchObject({ dynamic: true, dynamic_minimum: 2 });
    expect(byName(list, 'branch').outputs.map((output) => output.label)).toEqual(['When true', 'Otherwise']);
  });

  it("fills the choices from this server: models, spaces, datasources, the caller's prompts, agents", async () => {
    const list = await nodes();
    expect(optionValues(byName(list, 'llm'), 'model')).toEqual(['fake-model']);
    expect(optionValues(byName(list, 'knowledge_retriever'), 'space')).toEqual(
      expect.arrayContaining(['handbook', 'empty-space']),
    );
    const datasource = byName(list, 'sql_runner').parameters.find((spec) => spec.name === 'datasource');
    expect(datasource?.options).toEqual([
      { label: '[sqlite]Shop', name: 'Shop', value: 'Shop', children: null },
    ]);
    expect(optionValues(byName(list, 'prompt_template'), 'prompt_code')).toEqual([promptCode]);
    expect(optionValues(byName(list, 'agent'), 'agent')).toContain('Assistant');
    const bobs = await flowCall<OperatorMetadata[]>(server, 'GET', `${AWEL}/nodes`, undefined, {
      user: 'bob',
    });
    expect(optionValues(byName(bobs.body.data, 'prompt_template'), 'prompt_code')).toEqual([]);
  });

  it('writes labels, descriptions and choices in the caller language', async () => {
    const list = await nodes('zh');
    const retriever = byName(list, 'knowledge_retriever');
    expect(retriever).toMatchObject({
      label: '知识检索',
      description: '在知识库中找出与问题最接近的文本块',
      category_label: '知识库',
    });
    expect(retriever.parameters[0]).toMatchObject({ label: '知识库', description: '要检索的知识库' });
    const map = byName(list, 'map').parameters.find((spec) => spec.name === 'transform');
    expect(map?.options?.find((option) => option.value === 'get_field')?.label).toBe('取字段');
    const english = byName(await nodes('en'), 'map').parameters.find((spec) => spec.name === 'transform');
    expect(english?.options?.find((option) => option.value === 'get_field')?.label).toBe('Get a field');
  });

  it('filters on tags (a JSON object) and refuses tags that are not one', async () => {
    const streaming = await nodes('en', `?tags=${encodeURIComponent('{"output":"streaming"}')}`);
    expect(streaming.map((node) => node.name)).toEqual(['streaming_llm', 'streaming_output']);
    const bad = await flowCall(server, 'GET', `${AWEL}/nodes?tags=not-json`);
    expect(bad.status).toBe(400);
    expect(bad.body.err_code).toBe('E0001');
  });
});

describe('POST /nodes/refresh', () => {
  const refreshBody = (space: string | null) => ({
    id: 'operator_knowledge_retriever___$$___rag___$$___v1',
    type_name: 'KnowledgeRetrieverOperator',
    type_cls: 'dbgpt_web.flows.operators.KnowledgeRetrieverOperator',
    refresh: [{ name: 'documents', depends: [{ name: 'space', value: space, has_value: space !== null }] }],
  });

  it('answers the documents of the chosen space, under v1 and v2', async () => {
    for (const prefix of [AWEL, '/api/v1/serve/awel']) {
      const answer = await flowCall<OperatorMetadata>(
        server,
        'POST',
        `${prefix}/nodes/refresh`,
        refreshBody('handbook'),
      );
      expect(answer.status).toBe(200);
      expect(optionValues(answer.body.data, 'documents')).toEqual(['travel-policy']);
    }
    const empty = await flowCall<OperatorMetadata>(
      server,
      'POST',
      `${AWEL}/nodes/refresh`,
      refreshBody('empty-space'),
    );
    expect(optionValues(empty.body.data, 'documents')).toEqual([]);
    const documents = empty.body.data.parameters.find((spec) => spec.name === 'documents');
    expect(documents?.ui).toMatchObject({ refresh: true, refresh_depends: ['space'] });
  });

  it('refuses an unknown node (404) and an unknown parameter (400), in the caller language', async () => {
    const unknown = await flowCall(server, 'POST', `${AWEL}/nodes/refresh`, {
      ...refreshBody(null),
      id: 'x',
      type_cls: 'y',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.err_msg).toBe('There is no node "x"');
    const parameter = await flowCall(
      server,
      'POST',
      `${AWEL}/nodes/refresh`,
      { ...refreshBody(null), refresh: [{ name: 'colour' }] },
      { language: 'zh' },
    );
    expect(parameter.status).toBe(400);
    expect(parameter.body.err_msg).toBe('节点“知识检索”没有参数“colour”');
  });
});

describe('choices in the graph check', () => {
  it('accepts a deployed flow using a real space, document, datasource and prompt, and refuses a deleted one', async () => {
    const { nodes: chat, edges } = chatFlowNodes('fake-model');
    const prompt = chat.find((node) => node.id === 'prompt');
    if (prompt) prompt.data.parameters = [{ name: 'prompt_code', value: promptCode }];
    const retriever = canvasNode('kb', 'knowledge_retriever', 'Handbook', {
      space: 'handbook',
      documents: ['travel-policy'],
      top_k: '3',
    });
    const sql = canvasNode('sql', 'sql_runner', 'Shop rows', { datasource: 'Shop' });
    const body = {
      name: 'rich_flow',
      state: 'deployed',
      flow_data: canvas(
        [...chat, retriever, sql],
        [...edges, edge('question', 'kb'), edge('question', 'sql')],
      ),
    };
    const answer = await flowCall<FlowPanel>(server, 'POST', `${AWEL}/flows`, body);
    expect(answer.status).toBe(200);
    expect(answer.body.data.problems).toEqual([]);

    retriever.data.parameters = [
      { name: 'space', value: 'handbook' },
      { name: 'documents', value: ['gone'] },
    ];
    const refused = await flowCall(server, 'POST', `${AWEL}/flows`, { ...body, name: 'rich_flow_2' });
    expect(refused.status).toBe(400);
    expect(refused.body.err_msg).toContain('"Handbook": "gone" is not one of the choices of "Documents"');
  });
});
