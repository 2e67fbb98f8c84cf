import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ChatConversation } from '@/components/chat/chat-screen';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import type { Language } from '@/locales/types';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { ok, round, serveChatScreen } from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

const TEXT = {
  en: {
    answer: 'Answer',
    copy: 'Copy answer',
    retry: 'Retry',
    like: 'Like',
    dislike: 'Dislike',
    rate: 'Rate this answer',
    reasons: 'What was wrong with this answer?',
    rating: 'How good was this answer?',
    scale: 'Rating from 0 to 5',
    options: ['0 – Useless', '1 – Misses the question', '2 – Incomplete', '3 – Partly wrong'],
  },
  zh: {
    answer: '回答',
    copy: '复制回答',
    retry: '重新生成',
    like: '赞',
    dislike: '踩',
    rate: '给回答打分',
    reasons: '这个回答有什么问题？',
    rating: '这个回答怎么样？',
    scale: '评分（0 到 5 分）',
    options: ['0 分：毫无帮助', '1 分：答非所问', '2 分：回答不完整', '3 分：部分有误'],
  },
} as const;

describe.each(['en', 'zh'] as const)(
  'feedback panels under an answer (%s)',
  (language: Language & keyof typeof TEXT) => {
    const text = TEXT[language];
    beforeEach(() => resetChatParams());

    async function renderAnswer() {
      serveChatScreen({ history: round(1, 'Pick a colour', 'Blue') });
      server.use(
        http.get('*/api/v1/conv/feedback/reasons', () =>
          ok([{ reason_type: 'WRONG_ANSWER', reason: 'Wrong answer' }]),
        ),
      );
      await renderApp(<ChatConversation convUid="c1" chatMode="chat_normal" />, {
        pathname: '/chat',
        query: { isFirst: 'admin', id: 'c1' },
        language,
      });
      await screen.findByText('Blue');
      return screen.getByRole('article', { name: text.answer });
    }

    /** Copy, retry and the feedback buttons share one row; the open panel is below it, not in it. */
    function expectIntactRow(answer: HTMLElement, panel: HTMLElement) {
      const row = within(answer).getByTestId('answer-actions');
      for (const name of [text.copy, text.retry, text.like, text.dislike])
        expect(within(row).getByRole('button', { name })).toBeInTheDocument();
      expect(row).not.toContainElement(panel);
      expect(row.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }

    it('opens the dislike reasons below an intact action row', async () => {
      const user = userEvent.setup();
      const answer = await renderAnswer();
      await user.click(within(answer).getByRole('button', { name: text.dislike }));
      const panel = await within(answer).findByRole('group', { name: text.reasons });
      expectIntactRow(answer, panel);
    });

    it('opens the rating below an intact action row, each score saying what it means', async () => {
      const user = userEvent.setup();
      const answer = await renderAnswer();
      await user.click(within(answer).getByRole('button', { name: new RegExp(text.rate) }));
      const panel = await within(answer).findByRole('group', { name: text.rating });
      expectIntactRow(answer, panel);
      const scale = await within(panel).findByRole('radiogroup', { name: text.scale });
      const labels = within(scale)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
      expect(labels.slice(0, 4)).toEqual(text.options);
    });
  },
);
