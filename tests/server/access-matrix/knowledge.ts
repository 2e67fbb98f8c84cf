import type { Space } from '@/contract/knowledge';
import { multipart } from '../upload-helpers';
import {
  json,
  PRIVATE,
  PUBLIC_CHANGE,
  PUBLIC_READ,
  row,
  type AccessCase,
  type Expected,
  type MatrixRequest,
  type World,
} from './matrix';

/** Knowledge spaces, their documents and chunks. */
const V1_PREFIXES = ['/knowledge', '/api/v1/knowledge'] as const;
const V2 = '/api/v2/serve/knowledge';

interface SpaceFixture {
  name: string;
  id: number;
  documentId: number;
  chunkId: number | null;
}

interface Chunk {
  id: number;
}

async function waitForChunk(world: World, name: string): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const page = await world.must<{ data: Chunk[] }>(
      'owner',
      json('POST', `/knowledge/${name}/chunk/list`, {}),
    );
    const documents = await world.must<{ data: { status: string }[] }>(
      'owner',
      json('POST', `/knowledge/${name}/document/list`, {}),
    );
    const [chunk] = page.data;
    // Until its document is done the space changes by itself: a refused request is judged after that.
    const settled = documents.data.every((document) => !['RUNNING', 'TODO'].includes(document.status));
    if (chunk && settled) return chunk.id;
    if (Date.now() > deadline) throw new Error(`space ${name} has no chunk yet`);
    // The sync runs in the background; its end is what is awaited here, not a fixed time.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const addSpace =
  (visibility: 'private' | 'public', chunked = false) =>
  async (world: World): Promise<SpaceFixture> => {
    const name = world.unique('space');
    await world.must(
      'owner',
      json('POST', '/knowledge/space/add', { name, vector_type: 'FullText', visibility }),
    );
    const [space] = await world.must<Space[]>('owner', json('POST', '/knowledge/space/list', { name }));
    const documentId = await world.must<number>(
      'owner',
      json('POST', `/knowledge/${name}/document/add`, {
        doc_name: 'minutes.txt',
        doc_type: 'TEXT',
        content: 'The minutes.',
      }),
    );
    let chunkId: number | null = null;
    if (chunked) {
      await world.must(
        'owner',
        json('POST', `/knowledge/${name}/document/sync_batch`, [
          { doc_id: documentId, chunk_parameters: { chunk_strategy: 'Automatic' } },
        ]),
      );
      chunkId = await waitForChunk(world, name);
    }
    return { name, id: Number(space?.id), documentId, chunkId };
  };

/** What a refused change must leave: the space as listed and its documents, read as the owner. */
async function spaceState(space: SpaceFixture, world: World) {
  const listed = await world.must<Space[]>(
    'owner',
    json('POST', '/knowledge/space/list', { name: space.name }),
  );
  const documents = await world.as('owner', json('POST', `/knowledge/${space.name}/document/list`, {}));
  return { listed, documents: documents.body.data ?? null };
}

/** Each route on a private and a public space: reads are the owner's or everyone's, changes never others'. */
function spaceRows(
  route: string,
  read: boolean,
  request: (space: SpaceFixture) => MatrixRequest,
  chunked = false,
): AccessCase[] {
  const cases: ['private' | 'public', Expected][] = [
    ['private', PRIVATE],
    ['public', read ? PUBLIC_READ : PUBLIC_CHANGE],
  ];
  return cases.map(([visibility, expect]) =>
    row({
      route,
      name: visibility,
      expect,
      create: addSpace(visibility, chunked),
      request,
      state: spaceState,
    }),
  );
}

function v1Rows(prefix: string): AccessCase[] {
  const at = (space: SpaceFixture, rest: string) => `${prefix}/${space.name}/${rest}`;
  return [
    ...spaceRows(`POST ${prefix}/space/delete`, false, (s) =>
      json('POST', `${prefix}/space/delete`, { name: s.name }),
    ),
    ...spaceRows(`POST ${prefix}/:space/arguments`, true, (s) => json('POST', at(s, 'arguments'), {})),
    ...spaceRows(`POST ${prefix}/:space/argument/save`, false, (s) =>
      json('POST', at(s, 'argument/save'), { argument: JSON.stringify({ embedding: { topk: 9 } }) }),
    ),
    ...spaceRows(`POST ${prefix}/:space/document/list`, true, (s) =>
      json('POST', at(s, 'document/list'), {}),
    ),
    ...spaceRows(`POST ${prefix}/:space/document/add`, false, (s) =>
      json('POST', at(s, 'document/add'), { doc_name: 'planted.txt', doc_type: 'TEXT', content: 'planted' }),
    ),
    ...spaceRows(`POST ${prefix}/:space/document/edit`, false, (s) =>
      json('POST', at(s, 'document/edit'), { doc_id: s.documentId, doc_name: 'renamed.txt' }),
    ),
    ...spaceRows(`POST ${prefix}/:space/document/delete`, false, (s) =>
      json('POST', at(s, 'document/delete'), { doc_name: 'minutes.txt' }),
    ),
    ...spaceRows(`POST ${prefix}/:space/document/upload`, false, (s) => ({
      method: 'POST',
      path: at(s, 'document/upload'),
      multipart: multipart(
        [{ field: 'doc_file', name: 'planted.txt', content: 'planted', type: 'text/plain' }],
        {
          doc_name: 'planted.txt',
          doc_type: 'DOCUMENT',
        },
      ),
    })),
    ...spaceRows(`POST ${prefix}/:space/document/sync`, false, (s) =>
      json('POST', at(s, 'document/sync'), { doc_ids: [s.documentId] }),
    ),
    ...spaceRows(`POST ${prefix}/:space/document/sync_batch`, false, (s) =>
      json('POST', at(s, 'document/sync_batch'), [
        { doc_id: s.documentId, chunk_parameters: { chunk_strategy: 'Automatic' } },
      ]),
    ),
    ...spaceRows(`POST ${prefix}/:space/chunk/list`, true, (s) => json('POST', at(s, 'chunk/list'), {})),
    ...spaceRows(
      `POST ${prefix}/:space/chunk/edit`,
      false,
      (s) => json('POST', at(s, 'chunk/edit'), { chunk_id: s.chunkId, content: 'rewritten' }),
      true,
    ),
    ...spaceRows(
      `POST ${prefix}/questions/chunk/edit`,
      false,
      (s) => json('POST', `${prefix}/questions/chunk/edit`, { chunk_id: s.chunkId, questions: ['planted?'] }),
      true,
    ),
    ...spaceRows(`POST ${prefix}/:space/recall_test`, true, (s) =>
      json('POST', at(s, 'recall_test'), { question: 'minutes' }),
    ),
    ...spaceRows(`GET ${prefix}/:space/recall_retrievers`, true, (s) =>
      json('GET', at(s, 'recall_retrievers')),
    ),
    ...spaceRows(`GET ${prefix}/:space/recommend_questions`, true, (s) =>
      json('GET', at(s, 'recommend_questions')),
    ),
    ...spaceRows(`POST ${prefix}/:space/graphvis`, true, (s) => json('POST', at(s, 'graphvis'), {})),
  ];
}

function listRow(route: string, request: MatrixRequest, ids: (data: unknown) => number[]): AccessCase {
  return row({
    route,
    name: 'private',
    expect: PUBLIC_READ,
    create: addSpace('private'),
    request: () => request,
    check(role, data, space) {
      expect(ids(data).includes(space.id), role).toBe(role !== 'other');
    },
  });
}

export const KNOWLEDGE_CASES: AccessCase[] = [
  ...V1_PREFIXES.flatMap(v1Rows),
  ...V1_PREFIXES.map((prefix) =>
    listRow(`POST ${prefix}/space/list`, json('POST', `${prefix}/space/list`, {}), (data) =>
      (data as Space[]).map((space) => Number(space.id)),
    ),
  ),
  listRow(`GET ${V2}/spaces`, json('GET', `${V2}/spaces?page_size=1000`), (data) =>
    (data as { items: { id: number }[] }).items.map((space) => Number(space.id)),
  ),
  ...spaceRows(`GET ${V2}/spaces/:space_id`, true, (s) => json('GET', `${V2}/spaces/${s.id}`)),
  ...spaceRows(`DELETE ${V2}/spaces/:space_id`, false, (s) => json('DELETE', `${V2}/spaces/${s.id}`)),
  ...spaceRows(`PUT ${V2}/spaces`, false, (s) =>
    json('PUT', `${V2}/spaces`, { id: s.id, desc: 'Taken over', visibility: 'public' }),
  ),
  ...spaceRows(`POST ${V2}/documents`, false, (s) =>
    json('POST', `${V2}/documents`, {
      space_id: s.id,
      doc_name: 'planted.txt',
      doc_type: 'TEXT',
      content: 'planted',
    }),
  ),
  ...spaceRows(`GET ${V2}/documents/:document_id`, true, (s) =>
    json('GET', `${V2}/documents/${s.documentId}`),
  ),
  ...spaceRows(`DELETE ${V2}/documents/:document_id`, false, (s) =>
    json('DELETE', `${V2}/documents/${s.documentId}`),
  ),
  ...spaceRows(`POST ${V2}/documents/sync`, false, (s) =>
    json('POST', `${V2}/documents/sync`, [{ doc_id: s.documentId }]),
  ),
  ...spaceRows(`POST ${V2}/documents/:document_id/sync`, false, (s) =>
    json('POST', `${V2}/documents/${s.documentId}/sync`, {}),
  ),
  row({
    route: `GET ${V2}/documents`,
    name: 'private',
    expect: PUBLIC_READ,
    create: addSpace('private'),
    request: () => json('GET', `${V2}/documents?page_size=1000`),
    check(role, data, space) {
      const ids = (data as { items: { id: number }[] }).items.map((document) => Number(document.id));
      expect(ids.includes(space.documentId), role).toBe(role !== 'other');
    },
  }),
];
