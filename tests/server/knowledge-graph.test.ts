import type { ExtractionGraph } from '../support/fake-openai';
import {
  getJson,
  postJson,
  seedSpace,
  startKnowledgeServer,
  type KnowledgeSetup,
} from './knowledge-retrieval-helpers';

interface Graph {
  nodes: { id: string; communityId: number; name: string; type: string }[];
  edges: { source: string; target: string; name: string; type: string }[];
}

/** The fake model's extraction: "A works at B" gives two entities and a relation; "broken" gives no JSON. */
function extraction(text: string): ExtractionGraph | string {
  if (text.includes('broken')) return 'Sorry, I cannot do that.';
  const match = /(\w+) works at (\w+)/.exec(text);
  if (!match) return { entities: [], relations: [] };
  return {
    entities: [
      { name: match[1], type: 'person' },
      { name: match[2], type: 'organisation' },
    ],
    relations: [{ source: match[1], target: match[2], name: 'works at' }],
  };
}

let setup: KnowledgeSetup;
beforeAll(async () => {
  setup = await startKnowledgeServer({ fake: { entityExtraction: extraction } });
  await seedSpace(setup, {
    name: 'people',
    vectorType: 'KnowledgeGraph',
    documents: [
      {
        name: 'staff.txt',
        chunks: ['Alice works at Acme.', 'Bob works at Acme.', 'Carol works at Globex.', 'A broken chunk.'],
      },
    ],
  });
  await seedSpace(setup, {
    name: 'topics',
    documents: [
      {
        name: 'mixed.md',
        questions: [],
        chunks: [
          'Vector databases store embeddings; vector search ranks embeddings by similarity.',
          'Vector indexes make embeddings search fast.',
          'Sourdough bread needs flour, water and a starter; bread dough rises slowly.',
          'Bake the bread dough in a hot oven.',
          '向量数据库保存嵌入向量，向量检索按相似度排序。',
        ],
      },
    ],
  });
  await seedSpace(setup, {
    name: 'asked',
    documents: [
      { name: 'one.txt', questions: ['What is Acme?', 'Who founded Acme?'], chunks: ['Acme makes anvils.'] },
      { name: 'two.txt', questions: ['What is Acme?'], chunks: ['Globex makes rockets.'] },
    ],
  });
  await seedSpace(setup, {
    name: 'sectioned',
    documents: [
      {
        name: 'guide.md',
        chunks: ['Run the installer.', 'Stop, then install the new version.', 'More on upgrades.'],
        headers: ['Guide > Install', 'Guide > Upgrade', 'Guide > Upgrade'],
      },
    ],
  });
});
afterAll(() => setup.close());

const graphOf = async (space: string, body: unknown = {}) =>
  postJson<Graph>(setup.server, `/knowledge/${encodeURIComponent(space)}/graphvis`, body);

describe('graphvis', () => {
  it('shows the entities and relations the model extracted from a KnowledgeGraph space', async () => {
    const { status, body } = await graphOf('people', { limit: 10 });
    expect(status).toBe(200);
    expect(body.data.nodes.map((node) => node.name).sort()).toEqual([
      'Acme',
      'Alice',
      'Bob',
      'Carol',
      'Globex',
    ]);
    expect(body.data.nodes.find((node) => node.id === 'Acme')).toMatchObject({ type: 'organisation' });
    expect(body.data.edges).toContainEqual(
      expect.objectContaining({ source: 'Alice', target: 'Acme', name: 'works at', type: 'relation' }),
    );
    const community = new Map(body.data.nodes.map((node) => [node.id, node.communityId]));
    expect(community.get('Alice')).toBe(community.get('Acme'));
    expect(community.get('Bob')).toBe(community.get('Acme'));
    expect(community.get('Carol')).toBe(community.get('Globex'));
    expect(community.get('Carol')).not.toBe(community.get('Acme'));
  });

  it('bounds the graph by limit, keeping the most mentioned entities', async () => {
    const { body } = await graphOf('people', { limit: 1 });
    expect(body.data.nodes.map((node) => node.id)).toEqual(['Acme']);
    expect(body.data.edges).toEqual([]);
  });

  it('draws a keyword co-occurrence graph for other spaces, with separate communities per theme', async () => {
    const { body } = await graphOf('topics', { limit: 12 });
    const ids = body.data.nodes.map((node) => node.id);
    expect(ids.length).toBeLessThanOrEqual(12);
    expect(ids).toEqual(expect.arrayContaining(['vector', 'embeddings', 'bread', 'dough', '向量']));
    expect(ids).not.toContain('the');
    const community = new Map(body.data.nodes.map((node) => [node.id, node.communityId]));
    expect(community.get('vector')).toBe(community.get('embeddings'));
    expect(community.get('bread')).toBe(community.get('dough'));
    expect(community.get('bread')).not.toBe(community.get('vector'));
    expect(body.data.edges).toContainEqual(expect.objectContaining({ type: 'co-occurrence' }));
    for (const edge of body.data.edges)
      expect(ids).toEqual(expect.arrayContaining([edge.source, edge.target]));
  });

  it.each([[{ limit: 0 }], [{ limit: 'ten' }], [{ limit: 100000 }]])(
    'refuses %j with a 400',
    async (body) => {
      const { status, body: envelope } = await graphOf('topics', body);
      expect(status).toBe(400);
      expect(envelope.err_msg).toMatch(/^limit: /);
    },
  );
});

describe('recommend_questions', () => {
  it("offers the documents' questions, each once", async () => {
    const { body } = await getJson<string[]>(setup.server, '/api/v1/knowledge/asked/recommend_questions');
    expect(body.data).toEqual(['What is Acme?', 'Who founded Acme?']);
  });

  it("draws questions from the chunks' keywords when none are set, in the caller's language", async () => {
    const en = await getJson<string[]>(setup.server, '/knowledge/topics/recommend_questions');
    expect(en.body.data.length).toBeGreaterThan(0);
    expect(en.body.data.length).toBeLessThanOrEqual(5);
    expect(en.body.data).toContain('What do the documents say about “vector”?');
    const zh = await getJson<string[]>(setup.server, '/knowledge/topics/recommend_questions', {
      'accept-language': 'zh-CN,zh;q=0.9',
    });
    expect(zh.body.data).toContain('文档中关于“vector”说了什么？');
  });

  it('asks about the sections the chunks were cut under first, each once', async () => {
    const { body } = await getJson<string[]>(setup.server, '/knowledge/sectioned/recommend_questions');
    expect(body.data.slice(0, 2)).toEqual([
      'What does the section “Install” say?',
      'What does the section “Upgrade” say?',
    ]);
    expect(body.data.length).toBeLessThanOrEqual(5);
  });
});
