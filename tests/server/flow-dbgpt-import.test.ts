import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { FlowData, FlowPanel, NodeMetadata } from '@/contract/flow';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startTestServer, type TestServer } from './harness';
import { AWEL, canvasNode, chatFlowNodes, edge, flowCall, oneModelEnv } from './flow-helpers';
import { debugRun } from './flow-run-helpers';

/** DB-GPT 0.8.1's built-in templates and the dbgpts repository's JSON flows (see their LICENSE-NOTICE.md). */
const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'dbgpt-flows');

interface ExportFile {
  flow: FlowPanel & { flow_data: FlowData; metadata: unknown };
}

const templateFiles = ['en', 'zh'].flatMap((language) =>
  readdirSync(path.join(FIXTURES, 'templates', language)).map((file) => `templates/${language}/${file}`),
);
const packageFolders = readdirSync(path.join(FIXTURES, 'dbgpts', 'workflow'));
const readFixture = (file: string) => readFileSync(path.join(FIXTURES, file));
const templateOf = (file: string) => JSON.parse(readFixture(file).toString()) as ExportFile;

/** A package's files under `<package>/`, as a zip of its folder holds them. */
function packageZip(folder: string): Uint8Array {
  const root = path.join(FIXTURES, 'dbgpts', 'workflow', folder);
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[`${folder}/${path.relative(root, full).split(path.sep).join('/')}`] = readFileSync(full);
  }
  return zipSync(files);
}

const definitionOf = (folder: string) => {
  const root = path.join(FIXTURES, 'dbgpts', 'workflow', folder);
  const module = readdirSync(root).find((entry) => entry.replace(/_/g, '-') === folder) ?? '';
  return path.join('dbgpts', 'workflow', folder, module, 'definition', 'flow_definition.json');
};

interface NotRunnableNode {
  node_id: string;
  type_name: string;
  status: string;
  reason: string;
}
type Imported = FlowPanel & {
  problems: { node_id: string | null; message: string }[];
  not_runnable_nodes: NotRunnableNode[];
  metadata: unknown;
};
interface Envelope<T> {
  success: boolean;
  err_code: string | null;
  err_msg: string | null;
  data: T;
}

let fake: FakeOpenAI;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: oneModelEnv(fake.url) });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function importFile(
  name: string,
  content: Uint8Array | string,
  query = '',
  language: 'en' | 'zh' = 'en',
) {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const response = await fetch(`${server.baseUrl}${AWEL}/flow/import${query}`, {
    method: 'POST',
    headers: { 'user-id': 'alice', 'accept-language': language },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Envelope<Imported> };
}

/**
 * The import kept every node, and its only problems are the DB-GPT nodes to replace, each named with why, and
 * the knowledge space to choose (DB-GPT's templates name a space of their author's).
 */
function expectOnlyNodesToReplace(imported: Imported, canvas: FlowData) {
  expect(imported.flow_data?.nodes.map((node) => node.id)).toEqual(canvas.nodes.map((node) => node.id));
  expect(imported.flow_data?.edges).toHaveLength(canvas.edges.length);
  const toReplace = imported.not_runnable_nodes.map((node) => node.node_id);
  const toChoose = canvas.nodes
    .filter((node) => ['HOKnowledgeOperator', 'SpaceRetrieverOperator'].includes(String(node.data.type_name)))
    .map((node) => node.id);
  expect(imported.problems.map((problem) => problem.node_id).sort()).toEqual(
    [...toReplace, ...toChoose].sort(),
  );
  for (const id of toChoose)
    expect(imported.problems.find((problem) => problem.node_id === id)?.message).toMatch(
      /is not one of the choices of "(Knowledge )?Space Name"/,
    );
  for (const node of imported.not_runnable_nodes) {
    const problem = imported.problems.find((entry) => entry.node_id === node.node_id);
    expect(problem?.message).toContain(node.type_name);
    expect(problem?.message).toContain(node.reason);
  }
}

describe('DB-GPT 0.8.1 built-in templates', () => {
  it.each(templateFiles)('%s imports in DB-GPT’s export format with its metadata kept', async (file) => {
    const { flow } = templateOf(file);
    const answer = await importFile(path.basename(file), readFixture(file));
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const imported = answer.body.data;
    expect(imported).toMatchObject({ name: flow.name, label: flow.label, define_type: 'json' });
    expect(imported.metadata).toEqual(flow.metadata);
    expect(imported.flow_category).toBe(flow.flow_category ?? 'common');
    expectOnlyNodesToReplace(imported, flow.flow_data);
    expect(imported.not_runnable_nodes.every((node) => node.status === 'planned')).toBe(true);
  });

  it.each(templateFiles)('%s imports as a bare canvas, named after its file', async (file) => {
    const { flow } = templateOf(file);
    const answer = await importFile('my flow.json', JSON.stringify(flow.flow_data));
    expect(answer.status).toBe(200);
    expect(answer.body.data.name).toBe('my_flow');
    expectOnlyNodesToReplace(answer.body.data, flow.flow_data);
  });

  it('answers why a node does not run in the caller’s language', async () => {
    const file = 'templates/zh/hybrid-knowldge-process-flow-template.json';
    const answer = await importFile('chat.json', readFixture(file), '', 'zh');
    const [node] = answer.body.data.not_runnable_nodes;
    expect(node?.reason).toBe(
      `DB-GPT 的节点“${node?.type_name}”在本服务器上尚不能运行；请换成本服务器的节点后再运行工作流`,
    );
  });

  it('saves an import that uses DB-GPT nodes, and running it is refused naming the node', async () => {
    const file = 'templates/zh/hybrid-knowldge-process-flow-template.json';
    const { flow } = templateOf(file);
    const saved = await importFile('knowledge.json', readFixture(file), '?save_flow=true');
    expect(saved.status).toBe(200);
    expect(saved.body.data.state).toBe('initializing');
    expect(saved.body.data.flow_data?.nodes).toHaveLength(flow.flow_data.nodes.length);
    const firstProblem = saved.body.data.problems?.[0]?.node_id;
    const first = flow.flow_data.nodes.find((node) => node.id === firstProblem);
    const label = String(first?.data.label);
    const type = String(first?.data.type_name);
    const response = await fetch(`${server.baseUrl}${AWEL}/flow/debug`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'alice' },
      body: JSON.stringify({
        flow: { name: 'dbgpt', label: 'DB-GPT chat', flow_data: flow.flow_data },
        request: { messages: 'hi' },
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Envelope<null>;
    expect(body.err_msg).toContain(`"${label}": DB-GPT's node "${type}" is not yet runnable here`);
  });
});

describe('DB-GPT nodes that run here', () => {
  it.each(['en', 'zh'])(
    'DB-GPT’s simple streaming chat template (%s) imports runnable and streams the test model’s answer',
    async (language) => {
      const file = `templates/${language}/simple_streaming_chat_flow.json`;
      const { flow } = templateOf(file);
      const imported = await importFile('simple.json', readFixture(file));
      expect(imported.body.data.problems).toEqual([]);
      expect(imported.body.data.not_runnable_nodes).toEqual([]);
      fake.setReply({ text: 'Hello from the test model.' });
      const response = await fetch(`${server.baseUrl}${AWEL}/flow/debug`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-id': 'alice' },
        body: JSON.stringify({
          flow: { name: 'simple', label: 'Simple', flow_data: flow.flow_data },
          request: { messages: 'Hi there', model: 'fake-model' },
        }),
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Hello from the test model.');
      const sent = fake.chatRequests().at(-1)?.messages;
      expect(sent).toEqual([
        { role: 'system', content: 'You are a helpful AI assistant.' },
        { role: 'user', content: 'Hi there' },
      ]);
    },
  );
});

describe('DB-GPT’s chat trigger beside our nodes', () => {
  it('gives the question as text on its second output', async () => {
    const { nodes, edges } = chatFlowNodes('fake-model');
    const trigger = {
      ...canvasNode('trigger', 'http_trigger', 'DB-GPT trigger'),
      data: {
        flow_type: 'operator',
        id: 'operator_common_llm_http_trigger___$$___trigger___$$___v1_0',
        label: 'DB-GPT trigger',
        name: 'common_llm_http_trigger',
        parameters: [],
      },
    };
    // The trigger's string output goes straight to the prompt, without our request conversion.
    const graph = {
      nodes: [trigger, ...nodes.filter((node) => node.id !== 'trigger' && node.id !== 'question')],
      edges: [
        edge('trigger', 'prompt', 1, 0),
        ...edges.filter((e) => e.source !== 'trigger' && e.source !== 'question'),
      ],
    };
    fake.setReply({ text: 'Dry.' });
    const result = await debugRun(server, graph, { messages: 'Is it raining?' }, { trace: true });
    expect(result.texts.at(-1)).toBe('Dry.');
    const prompt = result.traces.find((trace) => trace.node_id === 'prompt' && trace.status === 'running');
    expect(prompt?.input).toEqual({ variables: 'Is it raining?' });
  });
});

describe('DB-GPT’s LLM operators beside our nodes', () => {
  /** A canvas node as DB-GPT names it: its metadata id and an instance number. */
  const dbgptNode = (id: string, name: string, category: string) => ({
    ...canvasNode(id, 'map', name),
    data: {
      flow_type: 'operator',
      id: `operator_${name}___$$___${category}___$$___v1_0`,
      label: name,
      name,
      parameters: [],
    },
  });

  it.each([
    ['streaming_llm_operator', 'Streamed.'],
    ['llm_operator', 'Whole.'],
  ])('%s answers from the request’s model into DB-GPT’s streaming output', async (name, reply) => {
    const { nodes, edges } = chatFlowNodes('fake-model');
    const graph = {
      nodes: nodes.map((node) =>
        node.id === 'llm'
          ? dbgptNode('llm', name, 'llm')
          : node.id === 'out'
            ? dbgptNode('out', 'openai_streaming_output_operator', 'output_parser')
            : node,
      ),
      edges,
    };
    fake.setReply({ text: reply });
    const result = await debugRun(server, graph, { messages: 'Is it raining?', model: 'fake-model' });
    expect(result.status).toBe(200);
    expect(result.texts.at(-1)).toBe(reply);
    expect(fake.chatRequests().at(-1)?.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Answer: Is it raining?',
    });
  });
});

describe('the dbgpts repository’s JSON flow packages', () => {
  it.each(packageFolders)('%s imports as its bare flow_definition.json', async (folder) => {
    const file = definitionOf(folder);
    const canvas = JSON.parse(readFixture(file).toString()) as FlowData;
    const answer = await importFile('flow_definition.json', readFixture(file));
    expect(answer.status).toBe(200);
    expect(answer.body.data.name).toBe('flow_definition');
    expectOnlyNodesToReplace(answer.body.data, canvas);
  });

  it.each(packageFolders)(
    '%s imports as a package (dbgpts.toml, definition_type = "json")',
    async (folder) => {
      const canvas = JSON.parse(readFixture(definitionOf(folder)).toString()) as FlowData;
      const answer = await importFile(`${folder}.zip`, packageZip(folder));
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ name: folder.replace(/-/g, '_'), define_type: 'json' });
      expectOnlyNodesToReplace(answer.body.data, canvas);
    },
  );
});

describe('resources wired by DB-GPT’s rules', () => {
  const file = 'templates/en/rag-chat-awel-flow-template.json';
  const promptId = 'resource_dbgpt.core.interface.operators.prompt_operator.CommonChatPromptTemplate_0';

  function rewired(change: (edge: FlowData['edges'][number]) => FlowData['edges'][number]) {
    const exported = templateOf(file);
    const edges = exported.flow.flow_data.edges.map((edge) =>
      edge.source === promptId ? change(edge) : edge,
    );
    return JSON.stringify({ flow: { ...exported.flow, flow_data: { ...exported.flow.flow_data, edges } } });
  }

  it('refuses a resource wired to a parameter of another class, naming both', async () => {
    const wrong = rewired((edge) => ({
      ...edge,
      target_order: 2,
      target_handle: String(edge.target_handle).replace(/\|0$/, '|2'),
    }));
    const answer = await importFile('wrong.json', wrong);
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toContain('The flow connects resources where they cannot go');
    expect(answer.body.err_msg).toContain(
      'the resource "Common Chat Prompt Template" (dbgpt.core.interface.operators.prompt_operator.CommonChatPromptTemplate) cannot be connected to the parameter "LLM Client", which takes dbgpt.core.interface.llm.LLMClient',
    );
    const saved = await importFile('wrong.json', wrong, '?save_flow=true');
    expect(saved.status).toBe(400);
  });

  it('refuses a resource wired to a parameter that takes none, and an operator wired into a resource', async () => {
    const noResource = rewired((edge) => ({ ...edge, target_order: 1, target_handle: 'x|parameters|1' }));
    const answer = await importFile('none.json', noResource);
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toContain(
      'the resource "Common Chat Prompt Template" is connected to parameter number 1, which does not take a resource',
    );
    const backwards = rewired((edge) => ({ ...edge, source: edge.target, target: edge.source }));
    const refused = await importFile('backwards.json', backwards);
    expect(refused.status).toBe(400);
    expect(refused.body.err_msg).toContain(
      'an operator\'s output cannot be connected to the resource "Common Chat Prompt Template"',
    );
  });
});

describe('GET /nodes lists DB-GPT’s operators and resources beside ours', () => {
  it('with DB-GPT’s ids, classes and parameters, each with why it does not run here', async () => {
    const answer = await flowCall<NodeMetadata[]>(server, 'GET', `${AWEL}/nodes`);
    const nodes = answer.body.data;
    const own = nodes.filter((node) => node.type_cls?.startsWith('dbgpt_web.'));
    expect(own).toHaveLength(16);
    const runnable = nodes.filter((node) => !own.includes(node) && node.not_runnable === undefined);
    expect(runnable.map((node) => node.type_name).sort()).toEqual([
      'BuiltinKnowledgeGraph',
      'CharacterTextSplitter',
      'ChromaStore',
      'ChromaVectorConfig',
      'ChunkManagerOperator',
      'ChunkParameters',
      'ChunksToStringOperator',
      'CommonChatPromptTemplate',
      'CommonLLMHttpTrigger',
      'CommonStreamingOutputOperator',
      'ConversationComposerOperator',
      'DatasourceResource',
      'DefaultEmbeddings',
      'DefaultLLMClient',
      'DefaultServePreChatHistoryLoadOperator',
      'DictHttpTrigger',
      'EmbeddingAssemblerOperator',
      'EmbeddingRetrieverOperator',
      'HODatasourceExecutorOperator',
      'HODatasourceRetrieverOperator',
      'HOKnowledgeOperator',
      'HOLLMOperator',
      'HOStreamingLLMOperator',
      'HistoryPromptBuilderOperator',
      'KnowledgeGraphOperator',
      'KnowledgeOperator',
      'KnowledgeSpacePromptBuilderOperator',
      'LLMOperator',
      'MarkdownHeaderTextSplitter',
      'MergeStringToDictOperator',
      'MergedRequestBuilderOperator',
      'OpenAILLMClient',
      'OpenAIStreamingOutputOperator',
      'PageTextSplitter',
      // DB-GPT's serve loader (ServePreChatHistoryLoadOperator) shares its metadata id.
      'PreChatHistoryLoadOperator',
      'PromptBuilderOperator',
      'RecursiveCharacterTextSplitter',
      'ReportAnalystOperator',
      'RequestBodyToDictOperator',
      'RequestBuilderOperator',
      'RequestedParsedOperator',
      'SQLOutputParser',
      'SeparatorTextSplitter',
      'SpaceRetrieverOperator',
      'StreamingLLMOperator',
      'StringJoinOperator',
      'StringOutput2ModelOutputOperator',
      'SummaryAssemblerOperator',
      'TuGraphStoreConfig',
      'VectorStorageOperator',
      'VectorStoreConnector',
    ]);
    const dbgpt = nodes.filter((node) => node.not_runnable !== undefined);
    // DB-GPT 0.8.1 has 74 resources: about twenty run here (above), the others are listed with their reason.
    expect(dbgpt.filter((node) => node.flow_type === 'resource').length).toBeGreaterThanOrEqual(50);
    // DB-GPT 0.8.1 has 57 operators, runnable here or not.
    const operators = nodes.filter((node) => !own.includes(node) && node.flow_type === 'operator');
    expect(operators.length).toBeGreaterThanOrEqual(57);
    expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
    const prompt = runnable.find((node) => node.type_name === 'CommonChatPromptTemplate');
    expect(prompt).toMatchObject({
      id: 'resource_dbgpt.core.interface.operators.prompt_operator.CommonChatPromptTemplate',
      flow_type: 'resource',
      type_cls: 'dbgpt.core.interface.operators.prompt_operator.CommonChatPromptTemplate',
      category: 'prompt',
    });
    expect(prompt?.flow_type === 'resource' && prompt.parent_cls).toContain(
      'dbgpt.core.interface.prompt.ChatPromptTemplate',
    );
    const trigger = runnable.find((node) => node.type_name === 'CommonLLMHttpTrigger');
    expect(trigger).toMatchObject({
      id: 'operator_common_llm_http_trigger___$$___trigger___$$___v1',
      flow_type: 'operator',
      type_cls: 'dbgpt.core.awel.trigger.http_trigger.CommonLLMHttpTrigger',
    });
    expect(trigger?.parameters.map((parameter) => parameter.name)).toContain('endpoint');
    const code = dbgpt.find((node) => node.type_name === 'CodeMapOperator');
    expect(code?.not_runnable).toEqual({
      status: 'python',
      reason:
        'DB-GPT\'s node "CodeMapOperator" runs Python code, which this server does not run; replace it with one of this server\'s nodes',
    });
    expect(dbgpt.find((node) => node.type_name === 'QdrantStore')?.not_runnable?.status).toBe('package');
  });

  it('in Chinese: the reasons, and the labels DB-GPT’s Chinese templates give', async () => {
    const answer = await flowCall<NodeMetadata[]>(server, 'GET', `${AWEL}/nodes`, undefined, {
      language: 'zh',
    });
    const dbgpt = answer.body.data.filter((node) => !node.type_cls?.startsWith('dbgpt_web.'));
    const builder = dbgpt.find((node) => node.type_name === 'RequestBuilderOperator');
    // DB-GPT 0.8.1 from PyPI has no compiled translations: its own /nodes answers English labels in zh too.
    expect(builder?.label).toBe('Build Model Request');
    const loader = dbgpt.find((node) => node.type_name === 'KnowledgeOperator');
    expect(loader?.label).toBe('知识加载算子');
    const planned = dbgpt.find((node) => node.type_name === 'RequestHttpTrigger');
    expect(planned?.not_runnable?.reason).toContain('尚不能运行');
  });
});
