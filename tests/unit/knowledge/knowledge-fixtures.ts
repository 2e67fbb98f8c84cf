/** msw handlers and data for the knowledge screens' component tests (contract section 4). */
import { http } from 'msw';
import type { ChunkStrategy, KnowledgeDocument, Space, SpaceConfig } from '@/contract/knowledge';
import { server } from '../msw-server';
import { startupHandlers } from '../shell/handlers';
import { ok, serveTime } from '../support/construct-lists';

export { failed, ok } from '../support/construct-lists';

export function space(name: string, extra: Partial<Space> = {}): Space {
  return {
    id: 1,
    name,
    vector_type: 'VectorStore',
    domain_type: 'Normal',
    desc: `Everything about ${name}`,
    context: null,
    owner: 'dbgpt',
    gmt_created: serveTime(600),
    gmt_modified: serveTime(60),
    docs: 3,
    ...extra,
  };
}

export function knowledgeDocument(
  id: number,
  doc_name: string,
  extra: Partial<KnowledgeDocument> = {},
): KnowledgeDocument {
  return {
    id,
    doc_name,
    doc_type: 'DOCUMENT',
    content: `dbgpt-fs://knowledge/${doc_name}`,
    space: 'product_docs',
    status: 'FINISHED',
    last_sync: '2024-05-01T09:03:07',
    result: '',
    chunk_size: 12,
    questions: [],
    sync_progress: null,
    ...extra,
  };
}

export const SPACE_CONFIG: SpaceConfig = {
  storage: [
    { name: 'VectorStore', desc: 'Vector store', domain_types: [{ name: 'Normal', desc: 'Normal' }] },
    { name: 'FullText', desc: 'Full text', domain_types: [{ name: 'Normal', desc: 'Normal' }] },
  ],
};

export const STRATEGIES: ChunkStrategy[] = [
  {
    strategy: 'CHUNK_BY_SIZE',
    name: 'By size',
    description: 'Split by size with overlap',
    parameters: [
      { param_name: 'chunk_size', param_type: 'int', default_value: 512, description: 'Size' },
      { param_name: 'chunk_overlap', param_type: 'int', default_value: 50, description: 'Overlap' },
    ],
    suffix: ['md', 'txt', 'pdf'],
    type: ['DOCUMENT', 'TEXT', 'URL'],
  },
  {
    strategy: 'CHUNK_BY_PAGE',
    name: 'By page',
    description: 'One chunk per page',
    parameters: [],
    suffix: ['pdf'],
    type: ['DOCUMENT'],
  },
  {
    strategy: 'CHUNK_BY_MARKDOWN_HEADER',
    name: 'By markdown header',
    description: 'One chunk per section',
    parameters: [],
    suffix: ['md'],
    type: ['DOCUMENT'],
  },
];

/** The shell's startup calls and the wizard's two settings lists. */
export function serveKnowledgeBasics() {
  server.use(
    ...startupHandlers(),
    http.get('*/knowledge/space/config', () => ok(SPACE_CONFIG)),
    http.get('*/knowledge/document/chunkstrategies', () => ok(STRATEGIES)),
  );
}
