import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '@/contract/common';
import {
  datasetContentUploadSchema,
  datasetMembersUpdateSchema,
  datasetPageSchema,
  evaluateListQuerySchema,
  evaluationDeleteQuerySchema,
  evaluationMetricSchema,
  evaluationPageSchema,
  evaluationStartRequestSchema,
} from '@/contract/evaluate';

const dataset = {
  code: '5f1c2a7e-88b1-11ef-b2b4-0242ac120002',
  name: 'sales-qa',
  file_type: '.csv',
  storage_type: 'db',
  storage_position: '[{"query":"Top region?","factual":"East"}]',
  datasets_count: 1,
  have_answer: true,
  members: 'u1,u2',
  user_name: 'dbgpt',
  user_id: '001',
  sys_code: null,
  gmt_create: '2024-10-13 10:00:00',
  gmt_modified: '2024-10-13 10:00:00',
};

describe('evaluation contract', () => {
  it('accepts a dataset page in envelope B (no host_name)', () => {
    const page = { items: [dataset], total_count: 1, total_pages: 1, page: 1, page_size: 100 };
    const parsed = envelopeSchema(datasetPageSchema).parse({
      success: true,
      err_code: null,
      err_msg: null,
      data: page,
    });
    expect(parsed.data?.items[0].have_answer).toBe(true);
  });

  it('accepts evaluations whose datasets, metrics and context are structured or plain text', () => {
    const base = {
      evaluate_code: 'e1',
      scene_key: 'recall',
      scene_value: 'docs',
      state: 'complete',
      average_score: '0.8',
    };
    const structured = {
      ...base,
      datasets: [{ query: 'q' }],
      evaluate_metrics: ['RetrieverHitRateMetric'],
      context: { top_k: 5 },
    };
    const text = {
      ...base,
      datasets: 'd1',
      evaluate_metrics: 'RetrieverHitRateMetric',
      context: '{"top_k":5}',
    };
    const page = { items: [structured, text], total_count: 2, total_pages: 1, page: 1, page_size: 100 };
    expect(evaluationPageSchema.safeParse(page).success).toBe(true);
  });

  it('accepts a metric with its prompts and models', () => {
    const metric = {
      name: 'AnswerRelevancyMetric',
      describe: 'How relevant the answer is',
      params: {
        prompts: [{ id: 1, prompt_code: 'p1', prompt_name: 'judge', prompt_type: 'Evaluate' }],
        models: ['qwen'],
      },
    };
    expect(evaluationMetricSchema.safeParse(metric).success).toBe(true);
  });

  it('coerces paging read from a query string', () => {
    expect(evaluateListQuerySchema.parse({ page: '2', page_size: '10' })).toEqual({ page: 2, page_size: 10 });
    expect(evaluateListQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
  });

  it('rejects requests missing their required fields', () => {
    expect(datasetContentUploadSchema.safeParse({ dataset_name: 'qa', members: '' }).success).toBe(false);
    expect(datasetMembersUpdateSchema.safeParse({ members: 'u1' }).success).toBe(false);
    expect(evaluationDeleteQuerySchema.safeParse({ code: 'e1' }).success).toBe(false);
    expect(evaluationStartRequestSchema.safeParse({ scene_key: 'app', scene_value: 'a1' }).success).toBe(
      false,
    );
  });

  it('accepts a start request naming the dataset by code or by rows', () => {
    const base = { scene_key: 'app', scene_value: 'a1' };
    expect(evaluationStartRequestSchema.safeParse({ ...base, datasets: 'd1', context: '{}' }).success).toBe(
      true,
    );
    expect(
      evaluationStartRequestSchema.safeParse({ ...base, datasets: [{ query: 'q' }], context: {} }).success,
    ).toBe(true);
  });
});
