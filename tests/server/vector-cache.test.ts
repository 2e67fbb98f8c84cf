import {
  postJson,
  seedSpace,
  startKnowledgeServer,
  type KnowledgeSetup,
} from './knowledge-retrieval-helpers';

/**
 * Vector recall reads a space's vectors once and keeps them (on PostgreSQL, where there is no vector
 * index here): chunks another instance indexes or removes afterwards are found, or forgotten, at the
 * next question. `setup.db` is a connection of its own, as another instance's would be.
 */
interface RecallChunk {
  chunk_id: number;
  content: string;
  score: number;
}

let setup: KnowledgeSetup;
beforeAll(async () => {
  setup = await startKnowledgeServer({ embedding: true });
});
afterAll(() => setup.close());

const recall = async (question: string, topK = 3) =>
  (
    await postJson<RecallChunk[]>(setup.server, '/knowledge/kept/recall_test', {
      question,
      recall_top_k: topK,
      recall_retrievers: ['embedding_retriever'],
    })
  ).body.data;

describe('vector recall from the copy an instance keeps', () => {
  it('finds what was indexed elsewhere after the last question, and forgets what was removed', async () => {
    const seeded = await seedSpace(setup, {
      name: 'kept',
      documents: [
        { name: 'fruit.txt', chunks: ['Bananas are yellow fruit.', 'Apples grow on trees in orchards.'] },
      ],
    });
    expect((await recall('yellow bananas'))[0]?.content).toBe('Bananas are yellow fruit.');

    const [document] = await setup.db.query<{ document_id: number }>(
      'SELECT document_id FROM knowledge_chunks WHERE id = ?',
      [seeded.chunkIds.get('fruit.txt')?.[0] ?? 0],
    );
    const [added] = await setup.db.query<{ id: number }>(
      `INSERT INTO knowledge_chunks (space_id, document_id, seq, content, meta_info, questions, created_at, updated_at)
       VALUES (?, ?, 2, 'Trains run on steel rails between stations.', '{}', '[]', 'now', 'now') RETURNING id`,
      [seeded.space.id, Number(document?.document_id)],
    );
    const trainId = Number(added?.id);
    await setup.index.index(seeded.space, [
      {
        id: trainId,
        documentId: Number(document?.document_id),
        content: 'Trains run on steel rails between stations.',
        questions: [],
      },
    ]);
    const found = await recall('trains on steel rails');
    expect(found[0]).toMatchObject({
      chunk_id: trainId,
      content: 'Trains run on steel rails between stations.',
    });

    await setup.index.remove(seeded.space, [trainId]);
    await setup.db.execute('DELETE FROM knowledge_chunks WHERE id = ?', [trainId]);
    expect((await recall('trains on steel rails')).map((chunk) => chunk.chunk_id)).not.toContain(trainId);
    // Best first, ties by id, as the full sort would give them.
    const scores = (await recall('fruit', 10)).map((chunk) => chunk.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});
