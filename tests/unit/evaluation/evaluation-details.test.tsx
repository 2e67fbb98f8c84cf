import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/locales/i18n';
import { ensureBlobStream } from '../client/areas/capture';
import { server } from '../msw-server';
import { evaluation, renderEvaluation, serveEvaluate } from './evaluation-fixtures';

/** DB-GPT's layout: one row per question and metric. */
const perMetric = (query: string, factual: string, prediction: string, hit: number, mrr: number) => [
  {
    query,
    prediction,
    contexts: [`chunk about ${query}`],
    metric_name: 'HitRate',
    score: hit,
    raw_dataset: { query, factual },
  },
  {
    query,
    prediction,
    contexts: [`chunk about ${query}`],
    metric_name: 'MRR',
    score: mrr,
    raw_dataset: { query, factual },
  },
];

const DETAILS = {
  'ev-1': [
    ...perMetric('What is DB-GPT?', 'A framework', 'An AI framework', 1, 0.5),
    ...perMetric('Which port?', '5670', 'Port 80', 0, 0),
    ...perMetric('Who maintains it?', 'The community', 'The community', 1, 1),
  ],
  'ev-2': [
    { query: 'What is DB-GPT?', scores: { HitRate: 1, MRR: 1 } },
    { query: 'Which port?', scores: { HitRate: 1, MRR: 0.5 } },
    { query: 'Who maintains it?', scores: { HitRate: 0, MRR: 0 } },
  ],
};

const shownQueries = () =>
  screen
    .getAllByTestId('question-row')
    .map((row) => row.querySelector('p')?.textContent?.replace(/^\d+\. /, ''));

describe('the evaluation screen: details, compare and download', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows every question with expected and actual answers, context and scores, filtered and sorted by score', async () => {
    serveEvaluate({ evaluations: [evaluation()], details: DETAILS });
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByRole('button', { name: 'Details of faq questions' }));
    const view = await screen.findByRole('dialog', { name: 'Results of faq questions' });
    await waitFor(() => expect(within(view).getAllByTestId('question-row')).toHaveLength(3));
    const first = within(view).getAllByTestId('question-row')[0]!;
    expect(within(first).getByText('A framework')).toBeInTheDocument();
    expect(within(first).getByText('An AI framework')).toBeInTheDocument();
    expect(within(first).getByText('chunk about What is DB-GPT?')).toBeInTheDocument();
    expect(within(first).getByTestId('question-scores')).toHaveTextContent('HitRate: 1MRR: 0.5');

    await user.selectOptions(within(view).getByLabelText('Metric'), 'MRR');
    await user.selectOptions(within(view).getByLabelText('Order'), 'desc');
    expect(shownQueries()).toEqual(['Who maintains it?', 'What is DB-GPT?', 'Which port?']);
    await user.selectOptions(within(view).getByLabelText('Order'), 'asc');
    expect(shownQueries()).toEqual(['Which port?', 'What is DB-GPT?', 'Who maintains it?']);

    await user.type(within(view).getByLabelText('Lowest score'), '0.5');
    expect(shownQueries()).toEqual(['What is DB-GPT?', 'Who maintains it?']);
    await user.type(within(view).getByLabelText('Highest score'), '0.9');
    expect(shownQueries()).toEqual(['What is DB-GPT?']);
    expect(within(view).getByText('1 of 3 questions')).toBeInTheDocument();
  });

  it('shows the rows our server sends: passages as text, no empty answer in a retrieval run, why a question was not scored', async () => {
    const chunk = (content: string) => ({ chunk_id: 7, document_name: 'faq.md', content, score: 0.8 });
    serveEvaluate({
      evaluations: [evaluation()],
      details: {
        'ev-1': [
          {
            row_index: 0,
            query: 'What is DB-GPT?',
            factual: 'A framework',
            answer: null,
            context: [chunk('DB-GPT is a framework for data apps.')],
            scores: { HitRate: 1 },
            error: null,
            done: true,
          },
          {
            row_index: 1,
            query: 'Which port?',
            factual: null,
            answer: null,
            context: [],
            scores: { HitRate: null },
            error: 'This question has no expected answer.',
            done: true,
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByRole('button', { name: 'Details of faq questions' }));
    const view = await screen.findByRole('dialog', { name: 'Results of faq questions' });
    await waitFor(() => expect(within(view).getAllByTestId('question-row')).toHaveLength(2));
    const [first, second] = within(view).getAllByTestId('question-row');
    const passage = within(first!).getByText('DB-GPT is a framework for data apps.');
    expect(passage.textContent).toBe('DB-GPT is a framework for data apps.');
    expect(within(first!).queryByText('Not scored because')).not.toBeInTheDocument();
    // A retrieval run answers nothing: no empty "actual answer" beside the expected one.
    expect(within(first!).getByText('A framework')).toBeInTheDocument();
    expect(within(first!).queryByText('Actual answer')).not.toBeInTheDocument();
    expect(within(second!).getByText('Not scored because')).toBeInTheDocument();
    expect(within(second!).getByText('This question has no expected answer.')).toBeInTheDocument();
  });

  it('compares two finished evaluations side by side, per metric and per question', async () => {
    serveEvaluate({
      evaluations: [
        evaluation(),
        evaluation({
          evaluate_code: 'ev-2',
          datasets_name: 'faq questions v2',
          evaluate_metrics: 'HitRate,MRR',
          average_score: '{"HitRate": 0.67, "MRR": 0.5}',
        }),
        evaluation({ evaluate_code: 'ev-3', datasets_name: 'still running', state: 'running' }),
      ],
      details: DETAILS,
    });
    const user = userEvent.setup();
    renderEvaluation();
    const compare = await screen.findByRole('button', { name: 'Compare' });
    expect(compare).toBeDisabled();
    expect(await screen.findByLabelText('Compare still running')).toBeDisabled();
    await user.click(screen.getByLabelText('Compare faq questions'));
    await user.click(screen.getByLabelText('Compare faq questions v2'));
    await user.click(compare);
    const view = await screen.findByRole('dialog', { name: 'Compare two evaluations' });
    const hitRate = within(view)
      .getAllByTestId('compare-metric')
      .find((row) => row.textContent?.startsWith('HitRate'));
    expect(hitRate?.textContent).toBe('HitRate–0.67–');
    const mrr = within(view)
      .getAllByTestId('compare-metric')
      .find((row) => row.textContent?.startsWith('MRR'));
    expect(mrr?.textContent).toBe('MRR0.5––');

    await waitFor(() => expect(within(view).getAllByTestId('compare-question')).toHaveLength(3));
    await user.selectOptions(within(view).getByLabelText('Metric'), 'MRR');
    expect(
      within(view)
        .getAllByTestId('compare-question')
        .map((row) => row.textContent),
    ).toEqual(['What is DB-GPT?0.51+0.5', 'Which port?00.5+0.5', 'Who maintains it?10-1']);
  });

  it('downloads a result, and shows the server’s reason when the download is refused', async () => {
    ensureBlobStream();
    serveEvaluate({
      evaluations: [evaluation(), evaluation({ evaluate_code: 'ev-2', datasets_name: 'second' })],
    });
    server.use(
      http.get('*/api/v1/evaluate/evaluation/result/download', ({ request }) => {
        const code = new URL(request.url).searchParams.get('evaluate_code');
        if (code === 'ev-2')
          return HttpResponse.json({
            success: false,
            err_code: 'E0213',
            err_msg: 'Result not ready',
            data: null,
          });
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': "attachment; filename*=utf-8''%E9%97%AE%E7%AD%94.xlsx",
          },
        });
      }),
    );
    const saved: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:result');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderEvaluation();
    await user.click(await screen.findByRole('button', { name: 'Download the results of faq questions' }));
    await waitFor(() => expect(saved).toEqual(['问答.xlsx']));
    await user.click(screen.getByRole('button', { name: 'Download the results of second' }));
    expect(await screen.findByText('Result not ready')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    click.mockRestore();
  });
});
