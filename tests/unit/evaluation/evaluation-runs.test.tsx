import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVALUATION_POLL_MS } from '@/components/evaluation/runs/use-evaluations';
import i18n from '@/locales/i18n';
import { server } from '../msw-server';
import { dataset, evaluation, ok, refuse, renderEvaluation, serveEvaluate } from './evaluation-fixtures';

const rowOf = (code: string) =>
  screen.getAllByTestId('evaluation-row').find((row) => row.getAttribute('data-code') === code)!;

describe('the evaluation screen: runs', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the runs once their spaces’ names are known, never the ids first (the table would move)', async () => {
    serveEvaluate({ evaluations: [evaluation()] });
    let answerSpaces = () => {};
    const spacesAsked = new Promise<void>((resolve) => (answerSpaces = resolve));
    server.use(
      http.post('*/knowledge/space/list', async () => {
        await spacesAsked;
        return ok([{ id: 7, name: 'Product manual' }]);
      }),
    );
    renderEvaluation();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('evaluation-row')).toBeNull();

    answerSpaces();
    const row = await screen.findByTestId('evaluation-row');
    expect(within(row).getByText('Product manual')).toBeInTheDocument();
  });

  it('lists runs with their scene, metrics and average scores, a failure in red with its reason, a partial one with its note', async () => {
    serveEvaluate({
      evaluations: [
        evaluation(),
        evaluation({
          evaluate_code: 'ev-3',
          datasets_name: 'partly scored',
          log_info: '1 of 4 questions could not be scored',
        }),
        evaluation({
          evaluate_code: 'ev-2',
          state: 'failed',
          log_info: 'Space 7 is gone',
          average_score: null,
        }),
      ],
    });
    const user = userEvent.setup();
    renderEvaluation();
    await waitFor(() => expect(screen.getAllByTestId('evaluation-row')).toHaveLength(3));
    const done = rowOf('ev-1');
    expect(within(done).getByText('Knowledge retrieval')).toBeInTheDocument();
    expect(await within(done).findByText('Product manual')).toBeInTheDocument();
    expect(done).toHaveTextContent('Hit rate: 0.75');
    expect(done).toHaveTextContent('MRR: 0.5');
    expect(within(done).getByText('0.75')).toBeInTheDocument();
    expect(within(done).getByText('Complete')).toBeInTheDocument();
    const failed = rowOf('ev-2');
    expect(within(failed).getByText('Failed').closest('[data-state]')).toHaveClass('text-[#cf1322]');
    expect(within(failed).getByTestId('run-failure')).toHaveTextContent('Space 7 is gone');
    // No scores: the metrics are still named, each without a score.
    expect(failed).toHaveTextContent('Hit rate: –');
    expect(within(done).queryByTestId('run-note')).not.toBeInTheDocument();
    const partly = rowOf('ev-3');
    expect(within(partly).getByText('Complete')).toBeInTheDocument();
    expect(within(partly).getByTestId('run-note')).toHaveTextContent('1 of 4 questions could not be scored');
    expect(
      within(failed).getByRole('button', { name: 'Download the results of faq questions' }),
    ).toBeDisabled();

    await user.click(within(done).getByRole('button', { name: 'Show the scores of faq questions' }));
    const tiles = screen.getAllByTestId('score-tile');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Hit rate0.75', 'MRR0.5']);
    // Each readable name explains itself on hover; the class name is not on screen.
    expect(within(tiles[1]).getByTitle(/Mean reciprocal rank/)).toHaveTextContent('MRR');
    expect(screen.queryByText(/RetrieverHitRateMetric/)).toBeNull();
  });

  it('sends the chosen scene, space, dataset, metrics, parallelism and judge in the start body', async () => {
    const state = serveEvaluate({ datasets: [dataset()] });
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByRole('button', { name: 'Start evaluation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start an evaluation' });

    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a knowledge space.');

    await user.click(within(dialog).getByLabelText('Application'));
    const app = within(dialog).getByRole('combobox', { name: 'Application' });
    await waitFor(() => expect(within(app).getByRole('option', { name: 'SQL helper' })).toBeInTheDocument());
    await user.selectOptions(app, 'app-sql');
    const datasetSelect = within(dialog).getByLabelText('Dataset');
    await waitFor(() =>
      expect(within(datasetSelect).getByRole('option', { name: 'faq questions' })).toBeInTheDocument(),
    );
    await user.selectOptions(datasetSelect, 'ds-1');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one metric.');

    await user.click(await within(dialog).findByLabelText(/Relevance/));
    await user.click(within(dialog).getByLabelText(/Exact match/));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the judge model.');
    await user.selectOptions(within(dialog).getByLabelText('Judge model'), 'judge-model');
    await user.selectOptions(within(dialog).getByLabelText('Judge prompt'), 'p-judge');
    const parallel = within(dialog).getByLabelText('Parallel questions');
    await user.clear(parallel);
    await user.type(parallel, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(state.startBodies).toHaveLength(1));
    expect(state.calls).toContain('metrics app app-sql');
    expect(state.startBodies[0]).toEqual({
      scene_key: 'app',
      scene_value: 'app-sql',
      datasets: 'ds-1',
      datasets_name: 'faq questions',
      evaluate_metrics: ['AnswerRelevancyMetric', 'ExactMatchMetric'],
      context: { model: 'judge-model', prompt: 'p-judge' },
      parallel_num: 4,
      user_id: '001',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Queued')).toBeInTheDocument();
  });

  it('keeps the start dialog filled in and shows the server’s refusal', async () => {
    serveEvaluate({ datasets: [dataset()] });
    server.use(http.post('*/api/v1/evaluate/start', () => refuse(404, 'E0210', 'Unknown knowledge space 9')));
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByRole('button', { name: 'Start evaluation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start an evaluation' });
    const space = within(dialog).getByRole('combobox', { name: 'Knowledge space' });
    await waitFor(() =>
      expect(within(space).getByRole('option', { name: 'Support notes' })).toBeInTheDocument(),
    );
    await user.selectOptions(space, '9');
    const datasetSelect = within(dialog).getByLabelText('Dataset');
    await waitFor(() =>
      expect(within(datasetSelect).getByRole('option', { name: 'faq questions' })).toBeInTheDocument(),
    );
    await user.selectOptions(datasetSelect, 'ds-1');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one metric.');
    await user.click(await within(dialog).findByLabelText(/Hit rate/));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unknown knowledge space 9');
    expect(space).toHaveValue('9');
  });

  it('shows the progress of a running evaluation and stops asking once it is complete', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const state = serveEvaluate({
      evaluations: [evaluation({ state: 'running', average_score: null, progress: { done: 1, total: 4 } })],
    });
    renderEvaluation();
    const bar = await screen.findByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 4');

    state.evaluations = [
      evaluation({ state: 'running', average_score: null, progress: { done: 3, total: 4 } }),
    ];
    await act(async () => vi.advanceTimersByTime(EVALUATION_POLL_MS));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3'), {
      timeout: 4000,
    });

    state.evaluations = [evaluation()];
    await act(async () => vi.advanceTimersByTime(EVALUATION_POLL_MS));
    expect(await screen.findByText('Complete', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const asked = state.calls.filter((call) => call === 'evaluations').length;
    await act(async () => vi.advanceTimersByTime(EVALUATION_POLL_MS * 3));
    expect(state.calls.filter((call) => call === 'evaluations').length).toBe(asked);
    // Three polls, each waited for: more than the default five seconds on a busy two-core machine.
  }, 20_000);

  it('asks before deleting an evaluation', async () => {
    const state = serveEvaluate({ evaluations: [evaluation()] });
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByRole('button', { name: 'Delete the evaluation of faq questions' }));
    const confirm = await screen.findByRole('dialog', { name: /Delete the evaluation of “faq questions”/ });
    expect(state.calls).not.toContain('delete evaluation ev-1');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(state.calls).toContain('delete evaluation ev-1'));
    expect(await screen.findByText(/No evaluations yet/)).toBeInTheDocument();
  });
  it('speaks Chinese: tabs, scene, state and the failure reason as the server wrote it', async () => {
    serveEvaluate({
      evaluations: [evaluation({ state: 'failed', log_info: '知识库 7 不存在', average_score: null })],
    });
    renderEvaluation(undefined, 'zh');
    const tabs = await screen.findByRole('radiogroup', { name: '评测分区' });
    expect(within(tabs).getByLabelText('评测')).toBeChecked();
    expect(within(tabs).getByLabelText('数据集')).toBeInTheDocument();
    const row = await screen.findByTestId('evaluation-row');
    expect(within(row).getByText('知识库召回')).toBeInTheDocument();
    expect(within(row).getByText('失败')).toBeInTheDocument();
    expect(within(row).getByTestId('run-failure')).toHaveTextContent('知识库 7 不存在');
    expect(row).toHaveTextContent('命中率: –');
    expect(within(row).getByTitle(/平均倒数排名/)).toHaveTextContent('MRR');
  });
});
