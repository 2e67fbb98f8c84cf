import {
  getJson,
  postJson,
  seedSpace,
  startKnowledgeServer,
  type KnowledgeSetup,
} from './knowledge-retrieval-helpers';

interface RecallChunk {
  chunk_id: number;
  chunk_name: string;
  content: string;
  metadata: Record<string, unknown>;
  score: number;
  retriever: string;
  document_id: number;
}

const DOCUMENTS = [
  {
    name: 'install.md',
    chunks: [
      'Installing the server: download the package, then run the installer and follow the prompts.',
      'The server stores its data in a SQLite database file inside the data directory.',
    ],
  },
  {
    name: '向量说明.txt',
    chunks: [
      '向量数据库用于保存文本的嵌入向量，检索时按相似度排序。',
      '全文检索使用倒排索引，按关键词匹配文档。',
    ],
  },
];

describe('recall test with full-text search only (no embedding model)', () => {
  let setup: KnowledgeSetup;
  beforeAll(async () => {
    setup = await startKnowledgeServer();
    await seedSpace(setup, { name: 'docs', documents: DOCUMENTS });
  });
  afterAll(() => setup.close());

  const recall = (body: unknown, space = 'docs', prefix = '/knowledge', headers = {}) =>
    postJson<RecallChunk[]>(
      setup.server,
      `${prefix}/${encodeURIComponent(space)}/recall_test`,
      body,
      headers,
    );

  it('finds an English chunk by a stemmed word, with its document, score and retriever', async () => {
    const { status, body } = await recall({ question: 'How do I install it?', recall_top_k: 3 });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data[0]).toMatchObject({
      chunk_name: 'install.md',
      content: expect.stringContaining('Installing the server'),
      metadata: { page: 1 },
      retriever: 'bm25_retriever',
    });
    expect(body.data[0].score).toBeGreaterThan(0);
    expect(body.data.every((chunk) => chunk.chunk_name === 'install.md')).toBe(true);
  });

  it('finds a Chinese chunk by a Chinese word, under /api/v1/knowledge too', async () => {
    const { body } = await recall(
      { question: '什么是倒排索引？', recall_top_k: 2 },
      'docs',
      '/api/v1/knowledge',
    );
    expect(body.data[0]).toMatchObject({
      chunk_name: '向量说明.txt',
      content: expect.stringContaining('倒排索引'),
    });
  });

  it('returns one chunk by default, as DB-GPT, and at most recall_top_k', async () => {
    expect((await recall({ question: 'server data installer' })).body.data).toHaveLength(1);
    expect((await recall({ question: 'server data installer', recall_top_k: 2 })).body.data).toHaveLength(2);
  });

  it('drops chunks below recall_score_threshold', async () => {
    const question = 'installer prompts server';
    const all = (await recall({ question, recall_top_k: 5 })).body.data;
    expect(all[0].score).toBeGreaterThan(all[1].score);
    const threshold = (all[0].score + all[1].score) / 2;
    const kept = (await recall({ question, recall_top_k: 5, recall_score_threshold: threshold })).body.data;
    expect(kept.map((chunk) => chunk.chunk_id)).toEqual([all[0].chunk_id]);
  });

  it('treats FTS5 syntax in the question as plain words', async () => {
    const { status, body } = await recall({ question: 'server" OR NEAR(data* AND) -"', recall_top_k: 5 });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('answers no chunks for a question without words', async () => {
    const { status, body } = await recall({ question: '?!…', recall_top_k: 5 });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('lists only the BM25 retriever', async () => {
    const { body } = await getJson<string[]>(setup.server, '/knowledge/docs/recall_retrievers');
    expect(body.data).toEqual(['bm25_retriever']);
  });

  it.each([
    [{ question: '' }, 'question: must not be empty;'],
    [{ question: '   ' }, 'question: must not be empty;'],
    [{}, 'question: is required;'],
    [{ question: 'x', recall_top_k: 0 }, 'recall_top_k: must be at least 1;'],
    [{ question: 'x', recall_top_k: 1.5 }, 'recall_top_k: must be a whole number;'],
    [{ question: 'x', recall_top_k: 101 }, 'recall_top_k: must be at most 100;'],
    [
      { question: 'x', recall_retrievers: ['embedding_retriever'] },
      'recall_retrievers: "embedding_retriever" needs an embedding model, and none is available for this space; use one of bm25_retriever;',
    ],
    [
      { question: 'x', recall_retrievers: ['qa_retriever'] },
      'recall_retrievers: unknown retriever "qa_retriever"; use one of bm25_retriever, embedding_retriever, hybrid_retriever;',
    ],
  ])('refuses %j with a 400 saying why', async (body, message) => {
    const { status, body: envelope } = await recall(body);
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ success: false, err_code: 'E0001', err_msg: message });
  });

  it('says which space does not exist, in the caller language', async () => {
    const en = await recall({ question: 'x' }, 'nowhere');
    expect(en.status).toBe(404);
    expect(en.body.err_msg).toBe('Knowledge space "nowhere" not found');
    const zh = await recall({ question: 'x' }, '不存在', '/knowledge', { 'accept-language': 'zh-CN' });
    expect(zh.body.err_msg).toBe('找不到知识库“不存在”');
    for (const path of ['recall_retrievers', 'recommend_questions']) {
      const { status } = await getJson(setup.server, `/knowledge/nowhere/${path}`);
      expect(status).toBe(404);
    }
    expect((await postJson(setup.server, '/knowledge/nowhere/graphvis', {})).status).toBe(404);
  });
});

describe('recall test with an embedding model', () => {
  let setup: KnowledgeSetup;
  beforeAll(async () => {
    setup = await startKnowledgeServer({ embedding: true });
    await seedSpace(setup, { name: 'docs', documents: DOCUMENTS });
  });
  afterAll(() => setup.close());

  const recall = (body: unknown) =>
    postJson<RecallChunk[]>(setup.server, '/knowledge/docs/recall_test', body);

  it('lists the embedding and hybrid retrievers too', async () => {
    const { body } = await getJson<string[]>(setup.server, '/knowledge/docs/recall_retrievers');
    expect(body.data).toEqual(['bm25_retriever', 'embedding_retriever', 'hybrid_retriever']);
  });

  it('records the embedding model and its size on the space', async () => {
    const [row] = await setup.db.query<{ embedding_model: string; embedding_dimensions: number }>(
      "SELECT embedding_model, embedding_dimensions FROM knowledge_spaces WHERE name = 'docs'",
    );
    expect(row).toEqual({ embedding_model: 'fake-embedding', embedding_dimensions: 256 });
  });

  it('finds chunks by vectors alone, scored by cosine similarity', async () => {
    const { body } = await recall({
      question: 'Where does the server store its data?',
      recall_top_k: 1,
      recall_retrievers: ['embedding_retriever'],
    });
    expect(body.data[0]).toMatchObject({
      content: expect.stringContaining('SQLite database'),
      retriever: 'embedding_retriever',
    });
    expect(body.data[0].score).toBeGreaterThan(0.3);
    expect(body.data[0].score).toBeLessThanOrEqual(1);
  });

  it('fuses both by default and says which retrievers found each chunk', async () => {
    const { body } = await recall({ question: 'Where does the server store its data?', recall_top_k: 4 });
    expect(body.data[0]).toMatchObject({
      content: expect.stringContaining('SQLite database'),
      retriever: 'bm25_retriever,embedding_retriever',
    });
    expect(body.data[0].score).toBeCloseTo(1, 5);
    const scores = body.data.map((chunk) => chunk.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('keeps the vectors in step when a chunk is edited or removed', async () => {
    const seeded = await seedSpace(setup, {
      name: 'edits',
      documents: [{ name: 'a.txt', chunks: ['Bananas are yellow fruit.', 'Trains run on rails.'] }],
    });
    const [bananas, trains] = seeded.chunkIds.get('a.txt') ?? [];
    await setup.db.execute("UPDATE knowledge_chunks SET content = 'Cherries are red fruit.' WHERE id = ?", [
      bananas,
    ]);
    await setup.index.index(seeded.space, [
      { id: bananas, documentId: 0, content: 'Cherries are red fruit.', questions: ['Which fruit is red?'] },
    ]);
    const ask = (question: string, retriever: string) =>
      postJson<RecallChunk[]>(setup.server, '/knowledge/edits/recall_test', {
        question,
        recall_top_k: 2,
        recall_retrievers: [retriever],
      });
    for (const retriever of ['bm25_retriever', 'embedding_retriever']) {
      const found = (await ask('red cherries', retriever)).body.data;
      expect(found[0].content).toBe('Cherries are red fruit.');
      expect((await ask('bananas', 'bm25_retriever')).body.data).toEqual([]);
    }
    await setup.index.remove(seeded.space, [trains]);
    await setup.db.execute('DELETE FROM knowledge_chunks WHERE id = ?', [trains]);
    const left = (await ask('trains rails', 'embedding_retriever')).body.data;
    expect(left.map((chunk) => chunk.chunk_id)).toEqual([bananas]);
  });
});
