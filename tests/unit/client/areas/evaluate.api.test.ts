import { beforeEach, describe, expect, it } from 'vitest';
import {
  deleteDataset,
  deleteEvaluation,
  downloadDataset,
  downloadEvaluationResult,
  getDatasets,
  getMetrics,
  startEvaluation,
  updateDatasetMembers,
  uploadDatasetContent,
  uploadDatasetFile,
} from '@/client/api/evaluate';
import { TEST_USER_ID, captureDownload, captureRequest, signInTestUser } from './capture';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeEach(signInTestUser);

describe('evaluation API calls', () => {
  it('lists datasets with paging in the query string and the user-id header', async () => {
    const page = { items: [], total_count: 0, total_pages: 0, page: 2, page_size: 10 };
    const calls = captureRequest('get', '/api/v1/evaluate/datasets', page);
    const response = await getDatasets({ page: 2, page_size: 10 });
    expect(response.data.data).toEqual(page);
    expect(calls[0].query).toEqual({ page: '2', page_size: '10' });
    expect(calls[0].userId).toBe(TEST_USER_ID);
  });

  it('uploads dataset content as form fields, not JSON', async () => {
    const calls = captureRequest('post', '/api/v1/evaluate/dataset/upload/content', {
      code: 'd1',
      name: 'qa',
    });
    await uploadDatasetContent({ dataset_name: 'qa', members: 'u1,u2', content: '[{"query":"q"}]' });
    expect(calls[0].contentType).toContain('multipart/form-data');
    expect(calls[0].form?.get('dataset_name')).toBe('qa');
    expect(calls[0].form?.get('members')).toBe('u1,u2');
    expect(calls[0].form?.get('content')).toBe('[{"query":"q"}]');
    expect(calls[0].userId).toBe(TEST_USER_ID);
  });

  it('uploads a dataset file as multipart with doc_file', async () => {
    const calls = captureRequest('post', '/api/v1/evaluate/dataset/upload/file', { code: 'd2', name: 'qa' });
    const form = new FormData();
    form.append('dataset_name', 'qa');
    form.append('members', '');
    form.append('doc_file', new File(['query\nhello'], 'qa.csv', { type: 'text/csv' }));
    await uploadDatasetFile(form);
    expect(calls[0].contentType).toContain('multipart/form-data');
    const file = calls[0].form?.get('doc_file');
    // jsdom's File loses name and bytes crossing into Node's Request (a test-only realm gap): check it is a file part.
    expect(file).not.toBeNull();
    expect(typeof file).not.toBe('string');
    expect(calls[0].form?.get('dataset_name')).toBe('qa');
  });

  it('deletes a dataset and an evaluation with their codes in the query string', async () => {
    const datasets = captureRequest('delete', '/api/v1/evaluate/dataset', null);
    await deleteDataset('d1');
    expect(datasets[0].method).toBe('DELETE');
    expect(datasets[0].query).toEqual({ code: 'd1' });
    expect(datasets[0].body).toBeUndefined();
    const evaluations = captureRequest('delete', '/api/v1/evaluate/evaluation', null);
    await deleteEvaluation('e1');
    expect(evaluations[0].query).toEqual({ evaluation_code: 'e1' });
    expect(evaluations[0].userId).toBe(TEST_USER_ID);
  });

  it('downloads a dataset as a blob', async () => {
    const calls = captureDownload('/api/v1/evaluate/dataset/download', 'query,factual', XLSX);
    const response = await downloadDataset('d1');
    expect(calls[0].query).toEqual({ code: 'd1' });
    expect(calls[0].userId).toBe(TEST_USER_ID);
    expect(response.data).toBeInstanceOf(Blob);
    expect(await response.data.text()).toBe('query,factual');
    expect(response.headers['content-type']).toBe(XLSX);
  });

  it('downloads an evaluation result as a blob by evaluate_code', async () => {
    const calls = captureDownload('/api/v1/evaluate/evaluation/result/download', 'score\n1', 'text/csv');
    const response = await downloadEvaluationResult('e1');
    expect(calls[0].query).toEqual({ evaluate_code: 'e1' });
    expect(await response.data.text()).toBe('score\n1');
  });

  it('asks for metrics with both scene values in the query string', async () => {
    const calls = captureRequest('get', '/api/v1/evaluate/metrics', []);
    await getMetrics({ scene_key: 'recall', scene_value: 'docs' });
    expect(calls[0].query).toEqual({ scene_key: 'recall', scene_value: 'docs' });
  });

  it('starts an evaluation and updates members with JSON bodies', async () => {
    const starts = captureRequest('post', '/api/v1/evaluate/start', { evaluate_code: 'e1', state: 'todo' });
    const body = {
      scene_key: 'app',
      scene_value: 'a1',
      datasets: 'd1',
      evaluate_metrics: ['AnswerRelevancyMetric'],
    };
    await startEvaluation(body);
    expect(starts[0].body).toEqual(body);
    const members = captureRequest('post', '/api/v1/evaluate/dataset/members/update', null);
    await updateDatasetMembers({ code: 'd1', members: 'u1' });
    expect(members[0].body).toEqual({ code: 'd1', members: 'u1' });
  });
});
