import type { Space, SpaceConfig } from '@/contract/knowledge';
import { startTestServer, type TestServer } from './harness';
import { PREFIXES, addSpace, addText, kcall, must, spacePath } from './knowledge-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const list = (body: Record<string, unknown> = {}, prefix = '/knowledge') =>
  must<Space[]>(server, `${prefix}/space/list`, body);

describe.each(PREFIXES)('knowledge spaces under %s', (prefix) => {
  const name = `docs_${prefix.length}`;

  it('adds a space and lists it with its document count, owner and times', async () => {
    const added = await kcall(server, `${prefix}/space/add`, { name, desc: 'Product manuals', owner: 'ann' });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual([]);
    await addText(server, name, 'one.txt', 'first');
    const [space] = await list({ name }, prefix);
    expect(space).toMatchObject({
      name,
      vector_type: 'VectorStore',
      domain_type: 'Normal',
      desc: 'Product manuals',
      // The caller owns what they add (the seeded `001`); the body's owner does not decide.
      owner: '001',
      visibility: 'private',
      docs: 1,
    });
    expect(space?.gmt_created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(space?.gmt_modified).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('serves the storage types and the chunk strategies', async () => {
    const config = await kcall<SpaceConfig>(server, `${prefix}/space/config`, undefined, { method: 'GET' });
    expect(config.body.data?.storage.map((storage) => storage.name)).toEqual([
      'VectorStore',
      'KnowledgeGraph',
      'FullText',
    ]);
    expect(config.body.data?.storage[0]?.domain_types).toEqual([expect.objectContaining({ name: 'Normal' })]);
    const zh = await kcall<SpaceConfig>(server, `${prefix}/space/config`, undefined, {
      method: 'GET',
      language: 'zh-CN',
    });
    expect(zh.body.data?.storage[2]?.desc).toMatch(/全文/);
    const strategies = await kcall(server, `${prefix}/document/chunkstrategies`, undefined, {
      method: 'GET',
    });
    expect(strategies.status).toBe(200);
    expect(Array.isArray(strategies.body.data)).toBe(true);
  });

  it('deletes a space', async () => {
    await must(server, `${prefix}/space/add`, { name: `${name}_gone`, vector_type: 'FullText' });
    expect((await list({ name: `${name}_gone` }, prefix))[0]?.vector_type).toBe('FullText');
    expect((await kcall(server, `${prefix}/space/delete`, { name: `${name}_gone` })).status).toBe(200);
    expect(await list({ name: `${name}_gone` }, prefix)).toEqual([]);
  });
});

describe('space names and filters', () => {
  it('accepts letters, digits, Chinese characters, "-" and "_"', async () => {
    await addSpace(server, '产品手册-v2_en');
    expect((await list({ name: '产品手册-v2_en' }))[0]?.name).toBe('产品手册-v2_en');
  });

  it.each(['has space', 'dot.name', 'slash/name', 'semi;colon', 'émoji😀', '', 'x'.repeat(101)])(
    'refuses the name %j with a 400 that says why',
    async (bad) => {
      const answer = await kcall(server, '/knowledge/space/add', { name: bad });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, data: null });
      expect(answer.body.err_msg).toMatch(/^name: /);
    },
  );

  it('explains the name rule in Chinese too', async () => {
    const answer = await kcall(server, '/knowledge/space/add', { name: 'a b' }, { language: 'zh' });
    expect(answer.body.err_msg).toContain('只能包含字母、数字、汉字');
  });

  it('refuses a second space of the same name', async () => {
    await addSpace(server, 'twice');
    const answer = await kcall(server, '/knowledge/space/add', { name: 'twice' });
    expect(answer.status).toBe(409);
    expect(answer.body.err_msg).toContain('"twice" already exists');
  });

  it('refuses an unknown storage or domain type', async () => {
    const storage = await kcall(server, '/knowledge/space/add', { name: 'vt', vector_type: 'Milvus' });
    expect(storage.status).toBe(400);
    expect(storage.body.err_msg).toContain('VectorStore, KnowledgeGraph, FullText');
    const domain = await kcall(server, '/knowledge/space/add', {
      name: 'dt',
      domain_type: 'FinancialReport',
    });
    expect(domain.status).toBe(400);
  });

  it('filters exactly by name, storage type, owner and id', async () => {
    const added = await kcall(
      server,
      '/knowledge/space/add',
      { name: 'graph_one', vector_type: 'KnowledgeGraph' },
      { user: 'zoe' },
    );
    expect(added.status).toBe(200);
    const [graph] = await list({ vector_type: 'KnowledgeGraph' });
    expect(graph?.name).toBe('graph_one');
    expect((await list({ owner: 'zoe' })).map((space) => space.name)).toEqual(['graph_one']);
    expect((await list({ id: graph?.id })).map((space) => space.name)).toEqual(['graph_one']);
    expect(await list({ name: 'graph' })).toEqual([]);
  });

  it('answers a 404 for a space that does not exist, everywhere', async () => {
    for (const path of [
      '/knowledge/space/delete',
      spacePath('nowhere', 'arguments'),
      spacePath('nowhere', 'argument/save'),
      spacePath('nowhere', 'document/list'),
      spacePath('nowhere', 'document/add'),
      spacePath('nowhere', 'document/sync'),
      spacePath('nowhere', 'document/sync_batch'),
      spacePath('nowhere', 'document/edit'),
      spacePath('nowhere', 'document/delete'),
      spacePath('nowhere', 'chunk/list'),
      spacePath('nowhere', 'chunk/edit'),
    ]) {
      const body = path.endsWith('space/delete')
        ? { name: 'nowhere' }
        : path.endsWith('sync_batch')
          ? [{ doc_id: 1, chunk_parameters: { chunk_strategy: 'Automatic' } }]
          : {
              argument: '{}',
              doc_ids: [1],
              doc_id: 1,
              doc_name: 'a',
              doc_type: 'TEXT',
              content: 'c',
              chunk_id: 1,
            };
      const answer = await kcall(server, path, body, { language: 'zh' });
      expect(answer.status, path).toBe(404);
      expect(answer.body.err_msg, path).toBe('没有名为“nowhere”的知识库');
    }
  });
});

describe('space arguments', () => {
  it('answers the defaults when never saved', async () => {
    await addSpace(server, 'args');
    const args = await must<Record<string, Record<string, unknown>>>(server, spacePath('args', 'arguments'));
    expect(args.embedding).toMatchObject({
      topk: 5,
      recall_type: 'TopK',
      chunk_size: 512,
      chunk_overlap: 50,
    });
    expect(args.prompt).toMatchObject({ max_token: 2000 });
    expect(args.summary).toEqual({ max_iteration: 5, concurrency_limit: 3 });
  });

  it('saves them (numbers may come as text), keeps what was not sent, and answers them under both prefixes', async () => {
    const argument = JSON.stringify({
      embedding: { topk: '8', recall_score: '0.5' },
      prompt: { scene: 'Be brief' },
    });
    await must(server, spacePath('args', 'argument/save'), { argument });
    for (const prefix of PREFIXES) {
      const args = await must<Record<string, Record<string, unknown>>>(
        server,
        spacePath('args', 'arguments', prefix),
      );
      expect(args.embedding).toMatchObject({ topk: 8, recall_score: 0.5, chunk_size: 512 });
      expect(args.prompt).toMatchObject({ scene: 'Be brief', max_token: 2000 });
    }
    const [space] = await list({ name: 'args' });
    expect(JSON.parse(space?.context ?? '{}').embedding.topk).toBe(8);
  });

  it.each([
    ['not JSON', '{topk: 5', /not valid JSON/],
    ['a negative top k', JSON.stringify({ embedding: { topk: -1 } }), /embedding\.topk: must be at least 1/],
    ['a word for a number', JSON.stringify({ embedding: { chunk_size: 'big' } }), /embedding\.chunk_size/],
    ['a fraction of a token', JSON.stringify({ prompt: { max_token: 1.5 } }), /prompt\.max_token/],
  ])('refuses %s with a 400 naming the field', async (_label, argument, message) => {
    const answer = await kcall(server, spacePath('args', 'argument/save'), { argument });
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toMatch(message);
  });
});
