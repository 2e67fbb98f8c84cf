import type { FlowData } from '@/contract/flow';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { withParameter, type Imported } from './dbgpt-flow-files';
import { AWEL, oneModelEnv } from './flow-helpers';
import { startTestServer, type TestServer } from './harness';
import { addSpaceAs, documentsOf, HANDBOOK_PAGE, startPageServer } from './knowledge-flow-helpers';

/**
 * DB-GPT's hybrid knowledge process template (Chinese): one page cut into chunks, the knowledge process
 * branch hands them to a vector store and to a knowledge graph (two spaces of the caller's), and the join
 * reports what each stored.
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
    },
  });
  pages = await startPageServer({ '/handbook': HANDBOOK_PAGE });
  pagesUrl = `${pages.url}/handbook`;
});
afterAll(async () => {
  await pages.close();
  await server.close();
  await fake.close();
});

describe('DB-GPT’s hybrid knowledge process template', () => {
  it('stores the sent page in the vector space and in the graph space chosen, and says so in Chinese', async () => {
    const listed = await fetch(`${server.baseUrl}${AWEL}/flow/templates?page_size=20`, {
      headers: { 'user-id': 'alice', 'accept-language': 'zh' },
    });
    const items = ((await listed.json()) as { data: { items: Imported[] } }).data.items;
    const template = items.find((item) => item.name === 'hybrid_knowledge_process_workflow');
    expect(template?.problems).toEqual([]);
    await addSpaceAs(server, 'alice', 'hybrid_vectors');
    await addSpaceAs(server, 'alice', 'hybrid_graph', { vector_type: 'KnowledgeGraph' });
    const data = withParameter(
      withParameter(template?.flow_data as FlowData, 'ChromaStore', 'name', 'hybrid_vectors'),
      'BuiltinKnowledgeGraph',
      'name',
      'hybrid_graph',
    );
    fake.setReply({ text: JSON.stringify({ entities: [{ name: 'Backups', type: 'task' }], relations: [] }) });
    const response = await fetch(`${server.baseUrl}${AWEL}/flow/debug`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'alice', 'accept-language': 'zh' },
      body: JSON.stringify({
        flow: { name: 'hybrid', label: 'Hybrid', flow_data: data },
        request: { source: pagesUrl },
      }),
    });
    const raw = await response.text();
    expect(response.status, raw).toBe(200);
    // The template wires the graph to the join's first input, which DB-GPT names the vector store's.
    expect(raw).toContain('已将 2 个文本块存入向量存储');
    expect(raw).toContain('已将 2 个文本块存入知识图谱');
    for (const space of ['hybrid_vectors', 'hybrid_graph'])
      expect(await documentsOf(server, space)).toEqual([
        expect.objectContaining({ doc_name: pagesUrl, status: 'FINISHED', chunk_size: 2 }),
      ]);
  });
});
