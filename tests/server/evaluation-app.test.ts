import type { EvaluationMetric } from '@/contract/evaluate';
import type { ChatCompletionBody, FakeReply } from '../support/fake-openai';
import { createApp } from './app-helpers';
import { startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';
import { addPrompt } from './prompts-helpers';
import {
  addDataset,
  detail,
  download,
  ecall,
  EVALUATE,
  findEvaluation,
  startEvaluation,
  waitForEvaluation,
} from './evaluation-helpers';

const lastUserText = (body: ChatCompletionBody) =>
  String(body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? '');

/** The scripted model: the app's answers by question, and the judge's scores by its prompt. */
function scriptedReply(body: ChatCompletionBody): FakeReply | undefined {
  const text = lastUserText(body);
  if (text.startsWith('JUDGE')) return { text: text.includes('expected') ? 'score: 0.8' : 'Score: 9/10' };
  if (text.startsWith('You grade answers')) return { text: 'score: 1' };
  if (text.includes('capital of France')) return { text: 'Paris.' };
  if (text.includes('2+2')) return { text: 'It is 5' };
  if (text.startsWith('slow')) return { text: 'late answer', firstTokenDelayMs: 250 };
  return undefined;
}

const NORMAL_APP = {
  team_mode: 'native_app',
  team_context: { chat_scene: 'chat_normal', scene_name: 'Plain' },
  details: [],
  param_need: [],
};

describe('app evaluation against the scripted model', () => {
  let setup: KnowledgeSetup;
  let appCode: string;
  beforeAll(async () => {
    setup = await startKnowledgeServer({ fake: { replyFor: scriptedReply } });
    appCode = (await createApp(setup.server, 'Plain answers', NORMAL_APP)).app_code;
  });
  afterAll(() => setup.close());

  it("scores the app's real answers: exact match, word overlap and the judged metrics with the chosen prompt", async () => {
    const prompt = await addPrompt(setup.server, '001', {
      prompt_type: 'Evaluate',
      content: 'JUDGE question={query} answer={answer} expected={factual}',
    });
    const metrics = await ecall<EvaluationMetric[]>(
      setup.server,
      `${EVALUATE}/metrics?scene_key=app&scene_value=${appCode}`,
    );
    const relevancy = metrics.body.data.find((metric) => metric.name === 'AnswerRelevancyMetric');
    expect(relevancy?.params?.models).toContain('fake-model');
    expect(relevancy?.params?.prompts?.map((item) => item.prompt_code)).toContain(prompt.prompt_code);

    const dataset = await addDataset(setup.server, 'app-questions', [
      { query: 'What is the capital of France?', factual: 'paris' },
      { query: 'What is 2+2?', factual: 'four' },
    ]);
    const started = await startEvaluation(setup.server, {
      scene_key: 'app',
      scene_value: appCode,
      datasets: dataset.code,
      evaluate_metrics: ['ExactMatchMetric', 'AnswerSimilarityMetric', 'AnswerCorrectnessMetric'],
      context: { model: 'fake-model', prompt: prompt.prompt_code },
      parallel_num: 4,
    });
    const finished = await waitForEvaluation(setup.server, started.evaluate_code);
    expect(finished.state).toBe('complete');
    expect(JSON.parse(String(finished.average_score))).toEqual({
      ExactMatchMetric: 0.5,
      AnswerSimilarityMetric: 0.5,
      AnswerCorrectnessMetric: 0.8,
    });
    const rows = await detail(setup.server, started.evaluate_code);
    expect(rows.map((row) => row.answer)).toEqual(['Paris.', 'It is 5']);
    expect(rows[0]?.scores).toEqual({
      ExactMatchMetric: 1,
      AnswerSimilarityMetric: 1,
      AnswerCorrectnessMetric: 0.8,
    });
    const judged = setup.fake.chatRequests().map(lastUserText);
    expect(judged).toContain('JUDGE question=What is 2+2? answer=It is 5 expected=four');
  });

  it('judges relevancy with the built-in prompt and needs no expected answers for it', async () => {
    const dataset = await addDataset(setup.server, 'no-answers', [
      { query: 'What is the capital of France?' },
    ]);
    const started = await startEvaluation(setup.server, {
      scene_key: 'app',
      scene_value: appCode,
      datasets: dataset.code,
      evaluate_metrics: 'AnswerRelevancyMetric',
    });
    const finished = await waitForEvaluation(setup.server, started.evaluate_code);
    expect(JSON.parse(String(finished.average_score))).toEqual({ AnswerRelevancyMetric: 1 });
  });

  it('refuses an unknown app, judging prompt or model', async () => {
    const dataset = await addDataset(setup.server, 'refusals', [{ query: 'q', factual: 'a' }]);
    const start = (body: Record<string, unknown>) =>
      ecall(setup.server, `${EVALUATE}/start`, {
        body: {
          scene_key: 'app',
          scene_value: appCode,
          datasets: dataset.code,
          evaluate_metrics: ['AnswerCorrectnessMetric'],
          ...body,
        },
      });
    const app = await start({ scene_value: 'no-such-app' });
    expect(app.status).toBe(404);
    expect(app.body.err_msg).toBe('There is no app "no-such-app"');
    const prompt = await start({ context: { prompt: 'no-such-prompt' } });
    expect(prompt.status).toBe(404);
    expect(prompt.body.err_msg).toContain('no-such-prompt');
    const model = await start({ context: { model: 'no-such-model' } });
    expect(model.status).toBe(400);
    expect(model.body.err_msg).toContain('no-such-model');
  });

  it('shows progress while running, refuses the download until complete, and delete stops the run', async () => {
    const questions = Array.from({ length: 8 }, (_, index) => ({
      query: `slow question ${index}`,
      factual: 'x',
    }));
    const dataset = await addDataset(setup.server, 'slow', questions);
    const started = await startEvaluation(setup.server, {
      scene_key: 'app',
      scene_value: appCode,
      datasets: dataset.code,
      evaluate_metrics: ['ExactMatchMetric'],
      parallel_num: 1,
    });
    const code = started.evaluate_code;
    let running = await findEvaluation(setup.server, code);
    while (running.progress?.done === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      running = await findEvaluation(setup.server, code);
    }
    expect(running.state).toBe('running');
    expect(running.progress?.total).toBe(8);
    expect(running.progress?.done).toBeLessThan(8);

    const early = await ecall(setup.server, `${EVALUATE}/evaluation/result/download?evaluate_code=${code}`);
    expect(early.status).toBe(409);
    expect(early.body.err_msg).toContain('complete');
    const partial = await detail(setup.server, code);
    expect(partial.filter((row) => row.done).length).toBeGreaterThan(0);
    expect(partial.at(-1)).toMatchObject({ done: false, answer: null });

    const deleted = await ecall(setup.server, `${EVALUATE}/evaluation?evaluation_code=${code}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    const asked = setup.fake.chatRequests().length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(setup.fake.chatRequests().length).toBe(asked);
    expect(setup.fake.openStreams).toBe(0);
    const gone = await download(setup.server, `${EVALUATE}/evaluation/result/download?evaluate_code=${code}`);
    expect(gone.status).toBe(404);
  });
});
