import { wordsEmbeddingOf } from '../support/fake-openai';
import { createApp } from './app-helpers';
import { startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';
import {
  addDataset,
  detail,
  ecall,
  EVALUATE,
  startEvaluation,
  waitForEvaluation,
} from './evaluation-helpers';

const NORMAL_APP = {
  team_mode: 'native_app',
  team_context: { chat_scene: 'chat_normal', scene_name: 'Plain' },
  details: [],
  param_need: [],
};

/** The cosine the server should find between two texts' fake embeddings (the fake's 256 dimensions). */
function fakeCosine(a: string, b: string, dimensions = 256): number {
  const x = wordsEmbeddingOf(a, dimensions);
  const y = wordsEmbeddingOf(b, dimensions);
  return x.reduce((sum, value, index) => sum + value * (y[index] ?? 0), 0);
}

describe('evaluation runs that fail, and similarity by embeddings', () => {
  let setup: KnowledgeSetup;
  let appCode: string;
  beforeAll(async () => {
    setup = await startKnowledgeServer({
      embedding: true,
      fake: {
        replyFor: (body) => {
          const text = JSON.stringify(body.messages);
          if (text.includes('broken')) return { status: 500, errorMessage: 'the provider is down' };
          if (text.includes('weather')) return { text: 'The weather is sunny today' };
          return undefined;
        },
      },
    });
    appCode = (await createApp(setup.server, 'Plain answers', NORMAL_APP)).app_code;
  });
  afterAll(() => setup.close());

  it('fails a run whose every question failed, with the reason in log_info in the reader’s language', async () => {
    const dataset = await addDataset(setup.server, 'broken-set', [
      { query: 'broken one', factual: 'x' },
      { query: 'broken two', factual: 'y' },
    ]);
    const started = await startEvaluation(setup.server, {
      scene_key: 'app',
      scene_value: appCode,
      datasets: dataset.code,
      evaluate_metrics: ['ExactMatchMetric'],
    });
    const failed = await waitForEvaluation(setup.server, started.evaluate_code);
    expect(failed.state).toBe('failed');
    expect(failed.log_info).toMatch(/^All 2 questions failed; the first failure: The app could not answer: /);
    expect(failed.log_info).toContain('the provider is down');
    const zh = await ecall<{ items: { evaluate_code: string; log_info: string }[] }>(
      setup.server,
      `${EVALUATE}/evaluations`,
      { language: 'zh' },
    );
    const inChinese = zh.body.data.items.find((item) => item.evaluate_code === started.evaluate_code);
    expect(inChinese?.log_info).toMatch(/^全部 2 个问题均失败；第一个失败原因：应用无法回答：/);
    const rows = await detail(setup.server, started.evaluate_code);
    expect(rows.every((row) => row.error?.includes('the provider is down'))).toBe(true);
    const early = await ecall(
      setup.server,
      `${EVALUATE}/evaluation/result/download?evaluate_code=${started.evaluate_code}`,
    );
    expect(early.status).toBe(409);
  });

  it('completes with the failures counted when only some questions failed', async () => {
    const dataset = await addDataset(setup.server, 'partly-broken', [
      { query: 'broken question', factual: 'x' },
      { query: 'How is the weather?', factual: 'The weather is sunny today' },
    ]);
    const started = await startEvaluation(setup.server, {
      scene_key: 'app',
      scene_value: appCode,
      datasets: dataset.code,
      evaluate_metrics: ['ExactMatchMetric'],
    });
    const finished = await waitForEvaluation(setup.server, started.evaluate_code);
    expect(finished.state).toBe('complete');
    expect(finished.log_info).toContain('1 of 2 questions failed');
    expect(JSON.parse(String(finished.average_score))).toEqual({ ExactMatchMetric: 1 });
  });

  it('measures answer similarity with the embedding model when there is one', async () => {
    const factual = 'Sunny weather is expected today with a light wind';
    const dataset = await addDataset(setup.server, 'similarity', [{ query: 'How is the weather?', factual }]);
    const started = await startEvaluation(setup.server, {
      scene_key: 'app',
      scene_value: appCode,
      datasets: dataset.code,
      evaluate_metrics: ['AnswerSimilarityMetric'],
    });
    await waitForEvaluation(setup.server, started.evaluate_code);
    const [row] = await detail(setup.server, started.evaluate_code);
    const expected = fakeCosine('The weather is sunny today', factual);
    expect(row?.scores.AnswerSimilarityMetric).toBeCloseTo(expected, 6);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(1);
    const asked = setup.fake.requests.filter((request) => request.path === '/v1/embeddings');
    expect(JSON.stringify(asked.at(-1)?.body)).toContain(factual);
  });
});
