import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MessageFeedback, type MessageFeedbackProps } from '@/components/chat/feedback';
import type { Language } from '@/locales/types';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';

const ok = (data: unknown) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });

const REASONS = [
  { reason_type: 'WRONG_ANSWER', reason: 'Wrong answer' },
  { reason_type: 'WRONG_SOURCE', reason: 'Wrong source' },
  { reason_type: 'OUTDATED_CONTENT', reason: 'Outdated content' },
  { reason_type: 'OTHERS', reason: 'Others' },
];

interface Calls {
  add: unknown[];
  cancel: unknown[];
  commit: unknown[];
  find: string[];
}
let calls: Calls;

function feedbackHandlers({ addFails = false, storedScore = null as number | string | null } = {}) {
  return [
    http.get('*/api/v1/conv/feedback/reasons', () => ok(REASONS)),
    http.post('*/api/v1/conv/feedback/add', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.add.push(body);
      if (addFails)
        return HttpResponse.json({
          success: false,
          err_code: 'E0001',
          err_msg: 'Please do not repeat feedback',
          data: null,
        });
      return ok({ id: 1, ...body, reason_types: body.reason_types ?? [] });
    }),
    http.post('*/api/v1/conv/feedback/cancel', async ({ request }) => {
      calls.cancel.push(await request.json());
      return ok([]);
    }),
    http.get('*/api/v1/feedback/find', ({ request }) => {
      calls.find.push(new URL(request.url).search);
      return ok(storedScore === null ? null : { conv_uid: 'c1', conv_index: 3, score: storedScore });
    }),
    http.post('*/api/v1/feedback/commit', async ({ request }) => {
      calls.commit.push(await request.json());
      return ok(true);
    }),
  ];
}

async function renderFeedback(props: Partial<MessageFeedbackProps> = {}, language: Language = 'en') {
  return renderApp(<MessageFeedback convUid="c1" messageOrder={3} {...props} />, {
    pathname: '/chat',
    language,
  });
}

beforeEach(() => {
  calls = { add: [], cancel: [], commit: [], find: [] };
  server.use(...startupHandlers());
});

describe('MessageFeedback: like and dislike', () => {
  it('likes the round, then cancels the like when pressed again', async () => {
    server.use(...feedbackHandlers());
    await renderFeedback();
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.add).toEqual([{ conv_uid: 'c1', message_id: '3', feedback_type: 'like' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback.');

    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.cancel).toEqual([{ conv_uid: 'c1', message_id: '3' }]);
  });

  it('asks why on dislike: loads the reasons, sends the chosen ones with the remark', async () => {
    server.use(...feedbackHandlers());
    await renderFeedback();
    const dislike = screen.getByRole('button', { name: 'Dislike' });
    await userEvent.click(dislike);
    const panel = await screen.findByRole('group', { name: 'What was wrong with this answer?' });
    await userEvent.click(await within(panel).findByRole('checkbox', { name: 'Wrong answer' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Outdated content' }));
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Anything else? (optional)' }),
      'The 2023 figures changed.',
    );
    expect(calls.add).toEqual([]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.add).toEqual([
      {
        conv_uid: 'c1',
        message_id: '3',
        feedback_type: 'unlike',
        reason_types: ['WRONG_ANSWER', 'OUTDATED_CONTENT'],
        remark: 'The 2023 figures changed.',
      },
    ]);
    expect(screen.queryByRole('group', { name: 'What was wrong with this answer?' })).not.toBeInTheDocument();
  });

  it('cancels a stored dislike when it is pressed again', async () => {
    server.use(...feedbackHandlers());
    await renderFeedback({ initialFeedback: { feedback_type: 'unlike', conv_uid: 'c1', message_id: '3' } });
    const dislike = screen.getByRole('button', { name: 'Dislike' });
    expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(dislike);
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.cancel).toEqual([{ conv_uid: 'c1', message_id: '3' }]);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('keeps what the user entered when the server refuses, and tells them why', async () => {
    server.use(...feedbackHandlers({ addFails: true }));
    await renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Dislike' }));
    const panel = await screen.findByRole('group', { name: 'What was wrong with this answer?' });
    await userEvent.click(await within(panel).findByRole('checkbox', { name: 'Wrong source' }));
    await userEvent.type(within(panel).getByRole('textbox'), 'Cited a blog');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Please do not repeat feedback')).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Wrong source' })).toBeChecked();
    expect(within(panel).getByRole('textbox')).toHaveValue('Cited a blog');
    expect(screen.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the reasons in a bottom drawer on phones', async () => {
    server.use(...feedbackHandlers());
    await renderFeedback({ variant: 'drawer' });
    await userEvent.click(screen.getByRole('button', { name: 'Dislike' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('What was wrong with this answer?');
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'Wrong answer' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.add).toEqual([
        { conv_uid: 'c1', message_id: '3', feedback_type: 'unlike', reason_types: ['WRONG_ANSWER'] },
      ]),
    );
  });
});

describe('MessageFeedback: rating', () => {
  it('shows the stored score and commits a new one with the right body', async () => {
    server.use(...feedbackHandlers({ storedScore: '2' }));
    await renderFeedback();
    const rate = screen.getByRole('button', { name: 'Rate this answer' });
    await userEvent.click(rate);
    expect(rate).toHaveAttribute('aria-expanded', 'true');
    const scale = await screen.findByRole('radiogroup', { name: 'Rating from 0 to 5' });
    expect(
      within(scale)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      '0 – Useless',
      '1 – Misses the question',
      '2 – Incomplete',
      '3 – Partly wrong',
      '4 – Right, but too long',
      '5 – Excellent',
    ]);
    expect(within(scale).getByRole('radio', { name: '2 – Incomplete' })).toBeChecked();
    expect(calls.find).toEqual(['?conv_uid=c1&conv_index=3']);

    await userEvent.click(within(scale).getByRole('radio', { name: '4 – Right, but too long' }));
    await waitFor(() =>
      expect(calls.commit).toEqual([
        { conv_uid: 'c1', conv_index: 3, question: null, score: 4, ques_type: null },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Rated 4: Right, but too long' })).toBeInTheDocument();
  });

  it('labels the scale in Chinese', async () => {
    server.use(...feedbackHandlers());
    await renderFeedback({}, 'zh');
    await userEvent.click(screen.getByRole('button', { name: '给回答打分' }));
    const scale = await screen.findByRole('radiogroup', { name: '评分（0 到 5 分）' });
    expect(within(scale).getByRole('radio', { name: '1 分：答非所问' })).toBeInTheDocument();
    expect(within(scale).getByRole('radio', { name: '5 分：非常好' })).toBeInTheDocument();
    await userEvent.click(within(scale).getByRole('radio', { name: '0 分：毫无帮助' }));
    await waitFor(() => expect(calls.commit).toEqual([expect.objectContaining({ score: 0 })]));
  });
});
