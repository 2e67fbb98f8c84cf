import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FlowData } from '@/contract/flow';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { withParameter, type Imported } from './dbgpt-flow-files';
import { AWEL, oneModelEnv } from './flow-helpers';
import { startTestServer, type TestServer } from './harness';
import { postJson } from './knowledge-retrieval-helpers';

/**
 * DB-GPT's hybrid knowledge process template (Chinese): one page cut into chunks, the knowledge process
 * branch hands them to a vector store and to a knowledge graph (two spaces of the caller's), and the join
 * reports what each stored.
 */
const PAGE = `<html><head><title>Handbook</title></head><body>
<h1>Backups</h1><p>Full database backups run every night at 2 am.</p>
<h1>Office</h1><p>The office opens at 8 am and closes at 6 pm.</p></body></html>`;

let server: TestServer;
let fake: FakeOpenAI;
let pages: Server;
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
  pages = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE),
  );
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/handbook`;
});
afterAll(async () => {
  pages.closeAllConnections();
  await new Promise((resolve) => pages.close(resolve));
  await server.close();
  await fake.close();
});

async function addSpace(name: string, vectorType: string) {
  const answer = await postJson(
    server,
    '/knowledge/space/add',
    { name, vector_type: vectorType },
    { 'user-id': 'alice' },
  );
  expect(answer.status).toBe(200);
}

async function documentsOf(space: string) {
  const answer = await postJson<{ data: { doc_name: string; status: string; chunk_size: number }[] }>(
    server,
    `/knowledge/${space}/document/list`,
    {},
    { 'user-id': 'alice' },
  );
  return answer.body.data?.data ?? [];
}

describe('DB-GPT’s hybrid knowledge process template', () => {
  it('stores the sent page in the vector space and in the graph space chosen, and says so in Chinese', async () => {
    const listed = await fetch(`${server.baseUrl}${AWEL}/flow/templates?page_size=20`, {
      headers: { 'user-id': 'alice', 'accept-language': 'zh' },
    });
    const items = ((await listed.json()) as { data: { items: Imported[] } }).data.items;
    const template = items.find((item) => item.name === 'hybrid_knowledge_process_workflow');
    expect(template?.problems).toEqual([]);
    await addSpace('hybrid_vectors', 'VectorStore');
    await addSpace('hybrid_graph', 'KnowledgeGraph');
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
      expect(await documentsOf(space)).toEqual([
        expect.objectContaining({ doc_name: pagesUrl, status: 'FINISHED', chunk_size: 2 }),
      ]);
  });
});
