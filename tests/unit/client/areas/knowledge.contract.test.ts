import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '@/contract/common';
import {
  chunkListResponseSchema,
  chunkStrategySchema,
  documentAddRequestSchema,
  documentEditRequestSchema,
  documentListResponseSchema,
  documentSyncBatchRequestSchema,
  documentSyncRequestSchema,
  recallTestResponseSchema,
  spaceAddRequestSchema,
  spaceArgumentsSchema,
  spaceConfigSchema,
  spaceSchema,
} from '@/contract/knowledge';

const headDocument = {
  id: 12,
  doc_name: 'guide.pdf',
  doc_type: 'DOCUMENT',
  content: 'dbgpt-fs://local/dbgpt_knowledge_file/3f2a',
  vector_ids: null,
  space: 'docs',
  space_id: null,
  status: 'FINISHED',
  last_sync: '2024-05-01 10:00:00.123456',
  result: 'document embedding success',
  summary: null,
  gmt_created: '2024-05-01 10:00:00.123456',
  gmt_modified: '2024-05-01 10:00:00.123456',
  chunk_size: 42,
  questions: ['What is covered?'],
};

/** v0.6.3 stored a server file path and sent neither chunk count nor questions. */
const v063Document = {
  id: 3,
  doc_name: 'notes.md',
  doc_type: 'DOCUMENT',
  content: '/app/pilot/data/docs/notes.md',
  vector_ids: '1,2',
  space: 'docs',
  status: 'TODO',
  last_sync: '2024-05-01 10:00:00',
  result: '',
  gmt_created: '2024-05-01 10:00:00',
  gmt_modified: '2024-05-01 10:00:00',
};

describe('knowledge contract', () => {
  it('accepts a paged document list (envelope A) in both version shapes', () => {
    const envelope = envelopeSchema(documentListResponseSchema).parse({
      success: true,
      err_code: null,
      err_msg: null,
      host_name: 'h',
      data: { data: [headDocument, v063Document], total: 2, page: 1 },
    });
    expect(envelope.data?.data).toHaveLength(2);
  });

  it('accepts a name search without paging numbers', () => {
    expect(
      documentListResponseSchema.safeParse({ data: [headDocument], total: null, page: null }).success,
    ).toBe(true);
  });

  it('accepts chunks whose questions are JSON text', () => {
    const chunk = {
      id: 1,
      document_id: 12,
      doc_name: 'guide.pdf',
      doc_type: 'DOCUMENT',
      content: 'text',
      meta_info: '{"page":1}',
      questions: '["q"]',
      gmt_created: 'x',
      gmt_modified: 'x',
    };
    expect(
      chunkListResponseSchema.safeParse({ data: [chunk], summary: null, total: 1, page: 1 }).success,
    ).toBe(true);
  });

  it('accepts spaces with and without index methods (HEAD only)', () => {
    const space = {
      id: 1,
      name: 'docs',
      vector_type: 'Chroma',
      domain_type: 'Normal',
      desc: 'd',
      context: null,
      owner: '001',
      gmt_created: 'x',
      gmt_modified: 'x',
      docs: 2,
    };
    expect(spaceSchema.safeParse(space).success).toBe(true);
    expect(spaceSchema.safeParse({ ...space, index_methods: ['vector'] }).success).toBe(true);
  });

  it('accepts arguments, recall results, storage config and chunk strategies', () => {
    const args = {
      embedding: {
        topk: 5,
        recall_score: '0.3',
        recall_type: 'TopK',
        model: 'bge',
        chunk_size: 512,
        chunk_overlap: 50,
      },
      prompt: { max_token: 2000, scene: 's', template: 't' },
      summary: { max_iteration: 5, concurrency_limit: 3 },
    };
    expect(spaceArgumentsSchema.safeParse(args).success).toBe(true);
    const recall = [
      {
        chunk_id: '7',
        chunk_name: '',
        content: 'c',
        metadata: { source: 'guide.pdf' },
        score: 0.82,
        summary: '',
        separator: '\n',
        retriever: 'embedding_retriever',
        embedding: null,
      },
    ];
    expect(recallTestResponseSchema.safeParse(recall).success).toBe(true);
    const config = {
      storage: [{ name: 'VectorStore', desc: 'Vector', domain_types: [{ name: 'Normal', desc: 'Normal' }] }],
    };
    expect(spaceConfigSchema.safeParse(config).success).toBe(true);
    const strategy = {
      strategy: 'CHUNK_BY_SIZE',
      name: 'chunk size',
      description: 'split by size',
      parameters: [{ param_name: 'chunk_size', param_type: 'int', default_value: 512, description: 'size' }],
      suffix: ['pdf', 'md'],
      type: ['DOCUMENT', 'TEXT'],
    };
    expect(chunkStrategySchema.safeParse(strategy).success).toBe(true);
  });

  it('rejects requests missing their required fields', () => {
    expect(documentAddRequestSchema.safeParse({ doc_name: 'a', doc_type: 'TEXT' }).success).toBe(false);
    expect(
      documentAddRequestSchema.safeParse({ doc_name: 'a', doc_type: 'TEXT', content: 'hello' }).success,
    ).toBe(true);
    expect(documentEditRequestSchema.safeParse({ doc_name: 'b' }).success).toBe(false);
    expect(documentSyncRequestSchema.safeParse({ doc_ids: [] }).success).toBe(false);
    expect(documentSyncBatchRequestSchema.safeParse([{ doc_id: 1 }]).success).toBe(false);
    expect(spaceAddRequestSchema.safeParse({ vector_type: 'VectorStore' }).success).toBe(false);
  });
});
