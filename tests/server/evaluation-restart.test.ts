import { rm } from 'node:fs/promises';
import { startFakeOpenAI, type ChatCompletionBody, type FakeOpenAI } from '../support/fake-openai';
import { createApp } from './app-helpers';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { addDataset, detail, findEvaluation, startEvaluation, waitForEvaluation } from './evaluation-helpers';
import { readDb } from './knowledge-helpers';

const questionOf = (body: ChatCompletionBody) =>
  String(body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? '');

describe('an evaluation interrupted by a restart', () => {
  let fake: FakeOpenAI;
  let dataDir: string;
  let server: TestServer | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI({
      replyFor: (body) => ({ text: `answer to ${questionOf(body)}`, firstTokenDelayMs: 150 }),
    });
    dataDir = await makeTempDir();
  });
  afterAll(async () => {
    await server?.close();
    await fake.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = () =>
    startTestServer({
      dataDir,
      env: {
        LLM_MODEL_NAME: 'fake-model',
        LLM_MODEL_PROVIDER: 'proxy/openai',
        OPENAI_API_BASE: `${fake.url}/v1`,
        OPENAI_API_KEY: 'k',
      },
    });

  it('resumes after the restart with the questions left, asking none of the finished ones again', async () => {
    server = await start();
    const app = await createApp(server, 'Restarted', {
      team_mode: 'native_app',
      team_context: { chat_scene: 'chat_normal', scene_name: 'Plain' },
      details: [],
      param_need: [],
    });
    const questions = Array.from({ length: 6 }, (_, index) => ({
      query: `question ${index}`,
      factual: `answer to question ${index}`,
    }));
    const dataset = await addDataset(server, 'restart-set', questions);
    const started = await startEvaluation(server, {
      scene_key: 'app',
      scene_value: app.app_code,
      datasets: dataset.code,
      evaluate_metrics: ['ExactMatchMetric'],
      parallel_num: 1,
    });
    const code = started.evaluate_code;
    while (((await findEvaluation(server, code)).progress?.done ?? 0) < 2)
      await new Promise((resolve) => setTimeout(resolve, 30));

    await server.close();
    server = undefined;
    const [stored] = await readDb<{ state: string; done_count: number }>(
      dataDir,
      'SELECT state, done_count FROM evaluations WHERE code = ?',
      [code],
    );
    expect(stored?.state).toBe('running');
    const doneBefore = Number(stored?.done_count);
    expect(doneBefore).toBeGreaterThanOrEqual(2);
    expect(doneBefore).toBeLessThan(6);
    const finishedBefore = (
      await readDb<{ query: string }>(
        dataDir,
        'SELECT query FROM evaluation_rows WHERE evaluation_code = ? AND done = 1',
        [code],
      )
    ).map((row) => row.query);
    const askedBefore = fake.chatRequests().length;

    server = await start();
    const finished = await waitForEvaluation(server, code);
    expect(finished).toMatchObject({ state: 'complete', progress: { done: 6, total: 6 } });
    expect(JSON.parse(String(finished.average_score))).toEqual({ ExactMatchMetric: 1 });
    const rows = await detail(server, code);
    expect(rows.map((row) => row.answer)).toEqual(questions.map((question) => question.factual));

    const askedAfter = fake.chatRequests().slice(askedBefore).map(questionOf);
    for (const query of finishedBefore) expect(askedAfter).not.toContain(query);
    expect(new Set(askedAfter).size).toBe(6 - doneBefore);
  });
});
