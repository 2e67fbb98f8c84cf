import { beforeEach, describe, expect, it } from 'vitest';
import {
  KNOWLEDGE_PREFIX,
  addSpace,
  deleteDocument,
  editChunkQuestions,
  getChunkList,
  getDocumentList,
  getRecallRetrievers,
  getSpaceConfig,
  getSpaceList,
  recallTest,
  syncDocumentBatch,
  uploadDocument,
} from '@/client/api/knowledge';
import { TEST_USER_ID, captureRequest, signInTestUser } from './capture';

beforeEach(signInTestUser);

describe('knowledge API calls', () => {
  it('uses the /knowledge prefix the spec lists', () => {
    expect(KNOWLEDGE_PREFIX).toBe('/knowledge');
  });

  it('lists documents of a space named in the path, paging in the body', async () => {
    const calls = captureRequest('post', '/knowledge/:space/document/list', { data: [], total: 0, page: 1 });
    const response = await getDocumentList('销售 文档', { page: 2, page_size: 20 });
    expect(response.data.data).toEqual({ data: [], total: 0, page: 1 });
    expect(calls[0].pathname).toBe('/knowledge/销售 文档/document/list');
    expect(calls[0].body).toEqual({ page: 2, page_size: 20 });
    expect(calls[0].query).toEqual({});
    expect(calls[0].userId).toBe(TEST_USER_ID);
  });

  it('uploads a document as multipart with doc_name, doc_type and doc_file', async () => {
    const calls = captureRequest('post', '/knowledge/:space/document/upload', 7);
    const form = new FormData();
    form.append('doc_name', 'guide.pdf');
    form.append('doc_type', 'DOCUMENT');
    form.append('doc_file', new File(['%PDF'], 'guide.pdf', { type: 'application/pdf' }));
    const response = await uploadDocument('docs', form);
    expect(response.data.data).toBe(7);
    expect(calls[0].pathname).toBe('/knowledge/docs/document/upload');
    expect(calls[0].contentType).toContain('multipart/form-data');
    expect(calls[0].form?.get('doc_name')).toBe('guide.pdf');
    expect(calls[0].form?.get('doc_type')).toBe('DOCUMENT');
    expect(typeof calls[0].form?.get('doc_file')).not.toBe('string');
  });

  it('sends the batch sync as a JSON array', async () => {
    const calls = captureRequest('post', '/knowledge/:space/document/sync_batch', { tasks: [1] });
    const body = [
      {
        doc_id: 1,
        chunk_parameters: { chunk_strategy: 'CHUNK_BY_SIZE', chunk_size: 512, chunk_overlap: 50 },
      },
    ];
    await syncDocumentBatch('docs', body);
    expect(calls[0].body).toEqual(body);
  });

  it('deletes a document by name and lists chunks with paging in the body', async () => {
    const deletes = captureRequest('post', '/knowledge/:space/document/delete', 'None');
    await deleteDocument('docs', { doc_name: 'guide.pdf' });
    expect(deletes[0].body).toEqual({ doc_name: 'guide.pdf' });
    const chunks = captureRequest('post', '/knowledge/:space/chunk/list', {
      data: [],
      summary: null,
      total: 0,
      page: 1,
    });
    await getChunkList('docs', { document_id: 1, page: 1, page_size: 10 });
    expect(chunks[0].body).toEqual({ document_id: 1, page: 1, page_size: 10 });
  });

  it('runs a recall test and reads retrievers with GET', async () => {
    const recalls = captureRequest('post', '/knowledge/:space/recall_test', []);
    await recallTest('docs', { question: 'what?', recall_top_k: 5, recall_score_threshold: 0.3 });
    expect(recalls[0].body).toEqual({ question: 'what?', recall_top_k: 5, recall_score_threshold: 0.3 });
    const retrievers = captureRequest('get', '/knowledge/:space/recall_retrievers', ['embedding_retriever']);
    const response = await getRecallRetrievers('docs');
    expect(retrievers[0].method).toBe('GET');
    expect(response.data.data).toEqual(['embedding_retriever']);
  });

  it('reaches the space-level calls under the prefix', async () => {
    const lists = captureRequest('post', '/knowledge/space/list', []);
    await getSpaceList();
    expect(lists[0].body).toEqual({});
    const adds = captureRequest('post', '/knowledge/space/add', []);
    await addSpace({ name: 'docs', vector_type: 'VectorStore', domain_type: 'Normal', desc: 'd' });
    expect(adds[0].body).toEqual({
      name: 'docs',
      vector_type: 'VectorStore',
      domain_type: 'Normal',
      desc: 'd',
    });
    const configs = captureRequest('get', '/knowledge/space/config', { storage: [] });
    await getSpaceConfig();
    expect(configs[0].userId).toBe(TEST_USER_ID);
    const questions = captureRequest('post', '/knowledge/questions/chunk/edit', null);
    await editChunkQuestions({ chunk_id: 3, questions: ['why?'] });
    expect(questions[0].body).toEqual({ chunk_id: 3, questions: ['why?'] });
  });
});
