import { seedSpace, startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';
import {
  addDataset,
  detail,
  download,
  ecall,
  EVALUATE,
  startEvaluation,
  waitForEvaluation,
} from './evaluation-helpers';

const FRUIT_CHUNKS = [
  'Apples grow on trees in the orchard.',
  'Bananas are yellow and grow in bunches.',
  'Cherries are small red fruit.',
  'The orchard also has pears and apples.',
  'Grapes make wine.',
];

/**
 * Full-text retrieval only, so the ranks are known: the expected chunk is first for q1 and q4, second
 * for q3 (the pears chunk shares both words), and not retrieved at all for q2.
 */
const QUESTIONS = [
  { query: 'Where do apples grow?', factual: 'grow on trees' },
  { query: 'bananas color', factual: 'small red fruit' },
  { query: 'pears in the orchard', factual: 'Apples grow on trees' },
  { query: 'grapes', factual: 'Grapes make wine' },
];

describe('recall evaluation of a knowledge space', () => {
  let setup: KnowledgeSetup;
  let spaceId: number;
  beforeAll(async () => {
    setup = await startKnowledgeServer();
    const seeded = await seedSpace(setup, {
      name: 'fruit',
      documents: [{ name: 'fruit.txt', chunks: FRUIT_CHUNKS }],
    });
    spaceId = seeded.space.id;
  });
  afterAll(() => setup.close());

  it('scores hit rate, MRR, recall and precision at k as computed by hand', async () => {
    const dataset = await addDataset(setup.server, 'fruit-questions', QUESTIONS);
    const started = await startEvaluation(setup.server, {
      scene_key: 'recall',
      scene_value: 'fruit',
      datasets: dataset.code,
      evaluate_metrics:
        'RetrieverHitRateMetric,RetrieverMRRMetric,RetrieverRecallMetric,RetrieverPrecisionMetric',
      context: JSON.stringify({ top_k: 3 }),
      parallel_num: 2,
    });
    expect(started).toMatchObject({
      state: 'todo',
      scene_key: 'recall',
      datasets_name: 'fruit-questions',
      progress: { done: 0, total: 4 },
    });

    const finished = await waitForEvaluation(setup.server, started.evaluate_code);
    expect(finished).toMatchObject({ state: 'complete', log_info: null, progress: { done: 4, total: 4 } });
    // Hit rate (1 + 0 + 1 + 1) / 4; MRR (1 + 0 + 1/2 + 1) / 4; recall: one chunk holds each answer;
    // precision: one relevant chunk among k = 3 for every question but q2.
    expect(JSON.parse(String(finished.average_score))).toEqual({
      RetrieverHitRateMetric: 0.75,
      RetrieverMRRMetric: 0.625,
      RetrieverRecallMetric: 0.75,
      RetrieverPrecisionMetric: 0.25,
    });

    const rows = await detail(setup.server, started.evaluate_code);
    expect(rows.map((row) => row.scores.RetrieverMRRMetric)).toEqual([1, 0, 0.5, 1]);
    expect(rows[2]?.context.map((chunk) => chunk.content).slice(0, 2)).toEqual([
      'The orchard also has pears and apples.',
      'Apples grow on trees in the orchard.',
    ]);
    expect(rows[0]).toMatchObject({ query: 'Where do apples grow?', factual: 'grow on trees', done: true });

    const file = await download(
      setup.server,
      `${EVALUATE}/evaluation/result/download?evaluate_code=${started.evaluate_code}`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toContain('fruit-questions-recall');
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('counts every chunk that holds the expected text in recall@k', async () => {
    const dataset = await addDataset(setup.server, 'orchard', [{ query: 'orchard', factual: 'orchard' }]);
    const started = await startEvaluation(setup.server, {
      scene_key: 'recall',
      scene_value: 'fruit',
      datasets: dataset.code,
      evaluate_metrics: ['RetrieverRecallMetric', 'RetrieverPrecisionMetric'],
      context: { top_k: 1 },
    });
    const finished = await waitForEvaluation(setup.server, started.evaluate_code);
    // Two chunks mention the orchard; the top 1 holds one of them.
    expect(JSON.parse(String(finished.average_score))).toEqual({
      RetrieverRecallMetric: 0.5,
      RetrieverPrecisionMetric: 1,
    });
  });

  it('takes the questions inline as rows or as JSON text, and the space by name or id', async () => {
    const rows = [{ query: 'grapes', factual: 'Grapes make wine' }];
    for (const [datasets, space] of [
      [rows, 'fruit'],
      [JSON.stringify(rows), String(spaceId)],
    ] as const) {
      const started = await startEvaluation(setup.server, {
        scene_key: 'recall',
        scene_value: space,
        datasets,
        datasets_name: 'inline',
        evaluate_metrics: '["RetrieverHitRateMetric"]',
      });
      expect(started.datasets_name).toBe('inline');
      const finished = await waitForEvaluation(setup.server, started.evaluate_code);
      expect(JSON.parse(String(finished.average_score))).toEqual({ RetrieverHitRateMetric: 1 });
    }
  });

  it('refuses an unknown space, scene, metric or dataset, and recall metrics without answers', async () => {
    const withAnswers = await addDataset(setup.server, 'with-answers', [{ query: 'q', factual: 'a' }]);
    const noAnswers = await addDataset(setup.server, 'no-answers', [{ query: 'q' }]);
    const base = {
      scene_key: 'recall',
      scene_value: 'fruit',
      datasets: withAnswers.code,
      evaluate_metrics: ['RetrieverHitRateMetric'],
    };
    const start = (body: Record<string, unknown>, language: 'en' | 'zh' = 'en') =>
      ecall(setup.server, `${EVALUATE}/start`, { body: { ...base, ...body }, language });

    const space = await start({ scene_value: 'no-such-space' });
    expect(space.status).toBe(404);
    expect(space.body.err_msg).toBe('There is no knowledge space "no-such-space"');

    const scene = await start({ scene_key: 'flow' }, 'zh');
    expect(scene.status).toBe(400);
    expect(scene.body.err_msg).toContain('未知的评测场景“flow”');

    const metric = await start({ evaluate_metrics: ['RetrieverHitRateMetric', 'BleuMetric'] });
    expect(metric.status).toBe(400);
    expect(metric.body.err_msg).toContain('BleuMetric');

    const none = await start({ evaluate_metrics: '' });
    expect(none.status).toBe(400);

    const dataset = await start({ datasets: 'no-such-dataset' });
    expect(dataset.status).toBe(404);

    const answers = await start({ datasets: noAnswers.code });
    expect(answers.status).toBe(400);
    expect(answers.body.err_msg).toContain('"factual"');

    const context = await start({ context: '{not json' });
    expect(context.status).toBe(400);
    expect(context.body.err_msg).toContain('context');
  });

  it('answers 404 for an unknown evaluation on detail, download and delete', async () => {
    for (const path of [
      `${EVALUATE}/evaluation/detail/show?evaluate_code=nope`,
      `${EVALUATE}/evaluation/result/download?evaluate_code=nope`,
    ]) {
      const answer = await ecall(setup.server, path);
      expect(answer.status).toBe(404);
      expect(answer.body.err_msg).toBe('There is no evaluation "nope"');
    }
    const deleted = await ecall(setup.server, `${EVALUATE}/evaluation?evaluation_code=nope`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(404);
  });

  it('lists the recall metrics with descriptions in both languages', async () => {
    const path = `${EVALUATE}/metrics?scene_key=recall&scene_value=fruit`;
    const en = await ecall<{ name: string; describe: string }[]>(setup.server, path);
    expect(en.body.data.map((metric) => metric.name)).toEqual([
      'RetrieverHitRateMetric',
      'RetrieverMRRMetric',
      'RetrieverRecallMetric',
      'RetrieverPrecisionMetric',
    ]);
    expect(en.body.data[0]?.describe).toContain('Hit rate@k');
    const zh = await ecall<{ describe: string }[]>(setup.server, path, { language: 'zh' });
    expect(zh.body.data[0]?.describe).toContain('命中率');
    const missing = await ecall(setup.server, `${EVALUATE}/metrics?scene_key=recall`);
    expect(missing.status).toBe(400);
    expect(missing.body.err_msg).toContain('scene_value');
  });
});
