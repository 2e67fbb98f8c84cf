import type { FlowData } from '@/contract/flow';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { importDefinition, type Imported, withParameter } from './dbgpt-flow-files';
import { AWEL, createFlow, oneModelEnv } from './flow-helpers';
import { startTestServer, type TestServer } from './harness';
import { addSpaceAs, documentsOf, HANDBOOK_PAGE, startPageServer } from './knowledge-flow-helpers';
import { postJson } from './knowledge-retrieval-helpers';

/**
 * DB-GPT's knowledge-building nodes write our knowledge spaces: the dbgpts "save URL to vector store" flow
 * fetches a page (served on loopback here) into the space its Chroma store names, and the dbgpts URL
 * knowledge example then answers from it; the flow's caller must be allowed to change that space.
 */

let server: TestServer;
let fake: FakeOpenAI;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let pagesUrl: string;

beforeAll(async () => {
  fake = await startFakeOpenAI({ embeddings: 'words' });
  server = await startTestServer({
    env: {
      ...oneModelEnv(fake.url),
      EMBEDDING_MODEL_NAME: 'fake-embedding',
      KNOWLEDGE_ALLOW_PRIVATE_URLS: 'true',
      KNOWLEDGE_URL_TIMEOUT_SECONDS: '2',
    },
  });
  pages = await startPageServer({ '/handbook': HANDBOOK_PAGE });
  pagesUrl = pages.url;
  await addSpace('alice', 'my_awel_flow_vector');
});
afterAll(async () => {
  await pages.close();
  await server.close();
  await fake.close();
});
afterEach(() => fake.reset());

const addSpace = (user: string, name: string, extra: Record<string, unknown> = {}) =>
  addSpaceAs(server, user, name, extra);

/** `POST /flow/debug` as `user`; answers the status and the whole answer. */
async function debugFlow(flowData: FlowData, request: Record<string, unknown>, user = 'alice') {
  const response = await fetch(`${server.baseUrl}${AWEL}/flow/debug`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': user },
    body: JSON.stringify({ flow: { name: 'built', label: 'Built', flow_data: flowData }, request }),
  });
  return { status: response.status, raw: await response.text() };
}

describe('the dbgpts “save URL to vector store” flow, then the URL knowledge example', () => {
  let saved: Imported;
  beforeAll(async () => {
    saved = await importDefinition(server, 'rag-save-url-to-vstore');
  });

  it('imports runnable, fetches the page into the space its Chroma store names, answers the chunks', async () => {
    expect(saved.not_runnable_nodes).toEqual([]);
    expect(saved.problems).toEqual([]);
    const result = await debugFlow(saved.flow_data, {
      messages: `${pagesUrl}/handbook`,
      model: 'fake-model',
    });
    expect(result.status, result.raw).toBe(200);
    expect(result.raw).toContain('Full database backups run every night at 2 am.');
    expect(await documentsOf(server, 'my_awel_flow_vector')).toEqual([
      expect.objectContaining({ doc_name: `${pagesUrl}/handbook`, doc_type: 'URL', status: 'FINISHED' }),
    ]);
    // No model was asked: building knowledge embeds, it does not chat.
    expect(fake.chatRequests()).toEqual([]);
  });

  it('the URL knowledge example then answers from the stored page', async () => {
    const example = await importDefinition(server, 'rag-url-knowledge-example');
    expect(example.not_runnable_nodes).toEqual([]);
    expect(example.problems).toEqual([]);
    fake.setReply({ text: 'Every night at 2 am.' });
    const result = await debugFlow(example.flow_data, {
      messages: 'When do database backups run?',
      model: 'fake-model',
    });
    expect(result.status, result.raw).toBe(200);
    expect(result.raw).toContain('Every night at 2 am.');
    const [system] = fake.chatRequests()[0]?.messages ?? [];
    expect(String(system?.content)).toContain('Full database backups run every night at 2 am.');
  });

  it('deployed, writes through its trigger with the caller’s rights only', async () => {
    const flow = await createFlow(server, 'save_url', {
      flow_data: saved.flow_data,
      state: 'deployed',
      visibility: 'public',
    });
    expect(flow.state).toBe('deployed');
    const before = await documentsOf(server, 'my_awel_flow_vector');
    const call = (user: string) =>
      fetch(`${server.baseUrl}/api/v1/awel/trigger/awe/flow/rag/save_url_to_vstore`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-id': user },
        body: JSON.stringify({ messages: `${pagesUrl}/handbook`, model: 'fake-model' }),
      }).then(async (response) => ({ status: response.status, raw: await response.text() }));
    // Alice shares the flow, not her private space: for Bob the flow's vector store names no space of his.
    const refused = await call('bob');
    // The caller's problem, not the server's: a 4xx with the run's message.
    expect(refused.status).toBe(422);
    expect((JSON.parse(refused.raw) as { err_msg: string }).err_msg).toContain(
      'There is no knowledge space named "my_awel_flow_vector"',
    );
    expect(await documentsOf(server, 'my_awel_flow_vector')).toEqual(before);
    const done = await call('alice');
    expect(done.status, done.raw).toBe(200);
    expect(done.raw).toContain('Full database backups run every night at 2 am.');
    expect((await documentsOf(server, 'my_awel_flow_vector')).map((document) => document.doc_name)).toContain(
      `${pagesUrl}/handbook (2)`,
    );
  });

  it('refuses a page it cannot fetch, naming it, and adds nothing', async () => {
    const before = await documentsOf(server, 'my_awel_flow_vector');
    const result = await debugFlow(saved.flow_data, { messages: `${pagesUrl}/gone`, model: 'fake-model' });
    expect(result.raw).toContain(`${pagesUrl}/gone`);
    expect(result.raw).not.toContain('Full database backups');
    expect(await documentsOf(server, 'my_awel_flow_vector')).toEqual(before);
  });
});

const parameterOf = (data: FlowData | undefined, typeName: string, name: string) =>
  (
    data?.nodes.find((node) => node.data.type_name === typeName)?.data.parameters as
      { name: string; value: unknown }[] | undefined
  )?.find((parameter) => parameter.name === name)?.value;

describe('DB-GPT’s embedded knowledge process template', () => {
  it.each(['en', 'zh'])(
    '(%s) opens on a space of the caller’s, reads the sent source, stores it',
    async (language) => {
      const answer = await fetch(`${server.baseUrl}${AWEL}/flow/templates?page_size=20`, {
        headers: { 'user-id': 'alice', 'accept-language': language },
      });
      const items = ((await answer.json()) as { data: { items: Imported[] } }).data.items;
      const template = items.find((item) => item.name === 'embedding_process_workflow');
      expect(template?.problems).toEqual([]);
      // The author's file path is cleared (a flow reads no file of this server); the store is a space of alice's.
      expect(parameterOf(template?.flow_data, 'KnowledgeOperator', 'datasource')).toBeNull();
      const listed = await postJson<{ name: string }[]>(
        server,
        '/knowledge/space/list',
        {},
        { 'user-id': 'alice' },
      );
      expect(listed.body.data.map((space) => space.name)).toContain(
        parameterOf(template?.flow_data, 'ChromaStore', 'name'),
      );
      const space = `template_${language}`;
      await addSpace('alice', space);
      const data = withParameter(template?.flow_data as FlowData, 'ChromaStore', 'name', space);
      const result = await debugFlow(data, { source: `${pagesUrl}/handbook` });
      expect(result.status, result.raw).toBe(200);
      // Cut at the page's headings (Automatic), each section a chunk of the space.
      expect(result.raw).toContain('Full database backups run every night at 2 am.');
      const [document] = await documentsOf(server, space);
      expect(document).toMatchObject({ doc_name: `${pagesUrl}/handbook`, status: 'FINISHED', chunk_size: 2 });
    },
  );
});

describe('DB-GPT’s knowledge graph process template', () => {
  it('stores the sent page in the knowledge graph space chosen, its graph extracted by the test model', async () => {
    const answer = await fetch(`${server.baseUrl}${AWEL}/flow/templates?page_size=20`, {
      headers: { 'user-id': 'alice' },
    });
    const items = ((await answer.json()) as { data: { items: Imported[] } }).data.items;
    const template = items.find((item) => item.name === 'knowledge_graph_process_workflow');
    expect(template?.problems).toEqual([]);
    await addSpace('alice', 'handbook_graph', { vector_type: 'KnowledgeGraph' });
    const data = withParameter(
      template?.flow_data as FlowData,
      'BuiltinKnowledgeGraph',
      'name',
      'handbook_graph',
    );
    fake.setReply({
      text: JSON.stringify({ entities: [{ name: 'Backups', type: 'task' }], relations: [] }),
    });
    const result = await debugFlow(data, { source: `${pagesUrl}/handbook` });
    expect(result.status, result.raw).toBe(200);
    const [document] = await documentsOf(server, 'handbook_graph');
    expect(document).toMatchObject({ doc_name: `${pagesUrl}/handbook`, status: 'FINISHED', chunk_size: 2 });
    const graph = await postJson(
      server,
      '/knowledge/handbook_graph/graphvis',
      { limit: 50 },
      { 'user-id': 'alice' },
    );
    expect(JSON.stringify(graph.body)).toContain('Backups');
  });
});

describe('the dbgpts RAG summary example', () => {
  it('imports runnable and answers the test model’s summary of the page it reads', async () => {
    const imported = await importDefinition(server, 'awel-flow-rag-summary-example');
    expect(imported.not_runnable_nodes).toEqual([]);
    // Its data source is DB-GPT's documentation site; here the page on loopback.
    const data = withParameter(imported.flow_data, 'KnowledgeOperator', 'datasource', `${pagesUrl}/handbook`);
    fake.setReply({ text: 'The handbook covers nightly backups and office hours.' });
    const result = await debugFlow(data, { messages: 'Summarise it', model: 'fake-model' });
    expect(result.status, result.raw).toBe(200);
    expect(result.raw).toContain('The handbook covers nightly backups and office hours.');
    const [system, user] = fake.chatRequests()[0]?.messages ?? [];
    expect(String(system?.content)).toContain('concise summary');
    expect(String(user?.content)).toContain('Full database backups run every night at 2 am.');
    expect(fake.chatRequests()).toHaveLength(1);
  });
});
