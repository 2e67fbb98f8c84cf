import type { FlowData } from '@/contract/flow';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { dbgptCanvas, dbgptEdge, dbgptNode } from './dbgpt-canvas-helpers';
import { AWEL, oneModelEnv } from './flow-helpers';
import { startTestServer, type TestServer } from './harness';
import { addSpaceAs, documentsOf } from './knowledge-flow-helpers';
import { postJson } from './knowledge-retrieval-helpers';

/**
 * DB-GPT's knowledge-building nodes one by one, on canvases made from DB-GPT's own node metadata: a text
 * made a knowledge, cut by the wired chunk parameters and text splitter, stored in a space as it is or
 * assembled by our pipeline; a space the flow's caller may not change is refused and stays as it was.
 */

let server: TestServer;
let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI({ embeddings: 'words' });
  server = await startTestServer({
    env: { ...oneModelEnv(fake.url), EMBEDDING_MODEL_NAME: 'fake-embedding' },
  });
  await addSpace('alice', 'alice_notes');
  await addSpace('alice', 'alice_graph', { vector_type: 'KnowledgeGraph' });
  await addSpace('bob', 'bob_private');
  await addSpace('bob', 'bob_shared', { visibility: 'public' });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const addSpace = (user: string, name: string, extra: Record<string, unknown> = {}) =>
  addSpaceAs(server, user, name, extra);

async function chunksOf(space: string, documentId: number) {
  const answer = await postJson<{ data: { content: string }[] }>(
    server,
    `/knowledge/${space}/chunk/list`,
    { document_id: documentId },
    { 'user-id': 'alice' },
  );
  return answer.body.data.data.map((chunk) => chunk.content);
}

async function debugFlow(flowData: FlowData, messages: string, user = 'alice') {
  const response = await fetch(`${server.baseUrl}${AWEL}/flow/debug`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': user },
    body: JSON.stringify({
      flow: { name: 'built', label: 'Built', flow_data: flowData },
      request: { messages },
    }),
  });
  return { status: response.status, raw: await response.text() };
}

/**
 * Trigger → parsed question → KnowledgeOperator (`knowledge`) → `middle` → ChunksToString (" / "), with
 * `resources` wired as given: the request's text is the knowledge.
 */
function knowledgeFlow(
  knowledge: Record<string, unknown>,
  middle: FlowData['nodes'],
  resources: FlowData['edges'] = [],
  extra: FlowData['nodes'] = [],
): FlowData {
  const trigger = dbgptNode('CommonLLMHttpTrigger');
  const parsed = dbgptNode('RequestedParsedOperator');
  const loader = dbgptNode('KnowledgeOperator', knowledge);
  const joined = dbgptNode('ChunksToStringOperator', { separator: ' / ' });
  const chain = [loader, ...middle, joined];
  return dbgptCanvas(
    [trigger, parsed, ...chain, ...extra],
    [
      dbgptEdge(trigger, parsed),
      dbgptEdge(parsed, loader),
      ...chain.slice(1).map((node, index) => dbgptEdge(chain[index] as FlowData['nodes'][number], node)),
      ...resources,
    ],
  );
}

/** ChunkParameters with a SeparatorTextSplitter cutting at "|", wired to `target`'s `chunk_parameters`. */
function separatorChunking(target: FlowData['nodes'][number]) {
  const splitter = dbgptNode('SeparatorTextSplitter', { separator: '|' });
  const parameters = dbgptNode('ChunkParameters');
  return {
    nodes: [splitter, parameters],
    edges: [dbgptEdge(splitter, parameters, 1), dbgptEdge(parameters, target, 0)],
  };
}

describe('KnowledgeOperator and ChunkManagerOperator', () => {
  it('cut the sent text where the wired text splitter says, storing nothing', async () => {
    const manager = dbgptNode('ChunkManagerOperator');
    const chunking = separatorChunking(manager);
    const flow = knowledgeFlow({ knowledge_type: 'TEXT' }, [manager], chunking.edges, chunking.nodes);
    const result = await debugFlow(flow, 'Backups run at 2 am.|The office opens at 8 am.|Lunch is at noon.');
    expect(result.status, result.raw).toBe(200);
    expect(result.raw).toContain('Backups run at 2 am. / The office opens at 8 am. / Lunch is at noon.');
    expect(await documentsOf(server, 'alice_notes', 'alice')).toEqual([]);
  });

  it('refuse a data source naming a file of the server, and an address that is not http(s)', async () => {
    const manager = dbgptNode('ChunkManagerOperator');
    const file = await debugFlow(knowledgeFlow({ datasource: '/etc/passwd' }, [manager]), 'ignored');
    expect(file.raw).toContain('"/etc/passwd" names a file on the server');
    expect(file.raw).not.toContain('root:');
    const url = await debugFlow(knowledgeFlow({ knowledge_type: 'URL' }, [manager]), 'file:///etc/passwd');
    expect(url.raw).toContain('"file:///etc/passwd" is not an http(s) address');
  });
});

describe('VectorStorageOperator', () => {
  it('stores the chunks as they are in the space its Chroma store names, indexed', async () => {
    const manager = dbgptNode('ChunkManagerOperator');
    const storage = dbgptNode('VectorStorageOperator');
    const store = dbgptNode('ChromaStore', { name: 'alice_notes' });
    const chunking = separatorChunking(manager);
    const flow = knowledgeFlow(
      { knowledge_type: 'TEXT' },
      [manager, storage],
      [...chunking.edges, dbgptEdge(store, storage, 0)],
      [...chunking.nodes, store],
    );
    const result = await debugFlow(flow, 'Invoices go out on Mondays.|Refunds take five days.');
    expect(result.status, result.raw).toBe(200);
    expect(result.raw).toContain('Invoices go out on Mondays. / Refunds take five days.');
    const [document] = await documentsOf(server, 'alice_notes', 'alice');
    expect(document).toMatchObject({ doc_name: 'Invoices go out on Mondays.|Refunds take five days.' });
    expect(document?.status).toBe('FINISHED');
    expect(await chunksOf('alice_notes', document?.id ?? 0)).toEqual([
      'Invoices go out on Mondays.',
      'Refunds take five days.',
    ]);
  });
});

describe('KnowledgeGraphOperator', () => {
  function graphFlow(space: string): FlowData {
    const manager = dbgptNode('ChunkManagerOperator');
    const operator = dbgptNode('KnowledgeGraphOperator');
    const graph = dbgptNode('BuiltinKnowledgeGraph', { name: space });
    const config = dbgptNode('TuGraphStoreConfig');
    const chunking = separatorChunking(manager);
    return knowledgeFlow(
      { knowledge_type: 'TEXT' },
      [manager, operator],
      [...chunking.edges, dbgptEdge(config, graph, 0), dbgptEdge(graph, operator, 0)],
      [...chunking.nodes, graph, config],
    );
  }

  it('stores the chunks in the knowledge graph space it names, its graph extracted by the model', async () => {
    fake.setReply({
      text: JSON.stringify({
        entities: [
          { name: 'Ada', type: 'person' },
          { name: 'Payroll', type: 'team' },
        ],
        relations: [{ source: 'Ada', target: 'Payroll', name: 'leads' }],
      }),
    });
    const result = await debugFlow(graphFlow('alice_graph'), 'Ada leads Payroll.|Payroll pays on Fridays.');
    expect(result.status, result.raw).toBe(200);
    const [document] = await documentsOf(server, 'alice_graph', 'alice');
    expect(document?.status).toBe('FINISHED');
    expect(await chunksOf('alice_graph', document?.id ?? 0)).toEqual([
      'Ada leads Payroll.',
      'Payroll pays on Fridays.',
    ]);
    const graph = await postJson(
      server,
      '/knowledge/alice_graph/graphvis',
      { limit: 50 },
      { 'user-id': 'alice' },
    );
    expect(JSON.stringify(graph.body)).toContain('Payroll');
    fake.reset();
  });

  it('refuses a space that is not a knowledge graph, naming it', async () => {
    const result = await debugFlow(graphFlow('alice_notes'), 'Ada leads Payroll.');
    expect(result.raw).toContain('the knowledge space "alice_notes" is not a knowledge graph space');
  });
});

describe('EmbeddingAssemblerOperator', () => {
  function assemblerFlow(space: string): FlowData {
    const assembler = dbgptNode('EmbeddingAssemblerOperator');
    const connector = dbgptNode('VectorStoreConnector');
    // DB-GPT 0.8.1's config has no collection name any more; the flows made before (the dbgpts ones) have it.
    const config = dbgptNode('ChromaVectorConfig', { user: space });
    const parameters = config.data.parameters as { name: string; label: string }[];
    config.data.parameters = parameters.map((parameter) =>
      parameter.name === 'user' ? { ...parameter, name: 'name', label: 'Name' } : { ...parameter },
    );
    return knowledgeFlow(
      { knowledge_type: 'TEXT' },
      [assembler],
      [dbgptEdge(config, connector, 1), dbgptEdge(connector, assembler, 0)],
      [connector, config],
    );
  }

  it('adds the knowledge to the space and syncs it; a second run adds it beside the first', async () => {
    const text = 'Parking: the garage closes at 9 pm.';
    const first = await debugFlow(assemblerFlow('alice_notes'), text);
    expect(first.status, first.raw).toBe(200);
    expect(first.raw).toContain(text);
    await debugFlow(assemblerFlow('alice_notes'), text);
    const names = (await documentsOf(server, 'alice_notes', 'alice')).map((document) => document.doc_name);
    expect(names).toEqual(expect.arrayContaining([text, `${text} (2)`]));
  });

  it.each([
    ['bob_private', 'There is no knowledge space named "bob_private"'],
    ['bob_shared', 'Only the owner of the knowledge space "bob_shared" or an admin may change it'],
  ])('refuses %s, which alice may not change, and adds nothing', async (space, message) => {
    const result = await debugFlow(assemblerFlow(space), 'Alice writes into Bob’s space.');
    expect(result.raw).toContain(message);
    expect(await documentsOf(server, space, 'bob')).toEqual([]);
  });

  it('lets the space’s owner build it', async () => {
    const result = await debugFlow(assemblerFlow('bob_shared'), 'Bob’s own note.', 'bob');
    expect(result.status, result.raw).toBe(200);
    expect((await documentsOf(server, 'bob_shared', 'bob')).map((document) => document.doc_name)).toEqual([
      'Bob’s own note.',
    ]);
  });
});
