import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ChatPage from '@/components/chat/chat-page';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import type { Language } from '@/locales/types';
import { app } from '../app/app-fixtures';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { dbgptFixture, dbgptHandler } from '../support/dbgpt-fixtures';
import { eventStream, ok, openStream, round, serveChatScreen } from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

/** The chat screen's words in each language, as a reader sees them. */
const WORDS = {
  en: {
    question: 'Your question',
    answer: 'Answer',
    references: 'References (3)',
    emptyApp: /The app answered nothing\. It may have no agent, or no resource/,
    emptyChat: 'The model answered nothing. Ask again, or choose another model.',
  },
  zh: {
    question: '你的问题',
    answer: '回答',
    references: '引用（3）',
    emptyApp: /应用没有返回任何回答。可能是该应用没有配置智能体/,
    emptyChat: '模型没有返回任何回答。请重新提问，或换一个模型。',
  },
} as const;

/** The answer DB-GPT 0.8.1 stored for the recorded knowledge chat (the test model's reply). */
const KNOWLEDGE_ANSWER = 'Install it with pip and start the webserver. Python 3.10 or later is required.';

function serveSceneParams(params: unknown[]) {
  server.use(http.post('*/api/v1/chat/mode/params/list', () => ok(params)));
}

async function ask(user: ReturnType<typeof userEvent.setup>, language: Language, question: string) {
  await user.type(await screen.findByRole('textbox', { name: WORDS[language].question }), question);
  await user.keyboard('{Enter}');
}

/** The recorded frames of a stream fixture, one `data:` event each. */
function fixtureFrames(name: string): string[] {
  const body = dbgptFixture(name).response.body as string;
  return body.split(/(?<=\n\n)/).filter((frame) => frame.trim() !== '');
}

async function expectOneReferencesPanel(answer: HTMLElement, language: Language) {
  const panels = await within(answer).findAllByTestId('message-references');
  expect(panels).toHaveLength(1);
  expect(within(panels[0]).getByText(WORDS[language].references)).toBeInTheDocument();
  expect(within(panels[0]).getByText('install-guide.md')).toBeInTheDocument();
  expect(within(panels[0]).getByText('faq.md')).toBeInTheDocument();
  expect(answer.textContent).not.toMatch(/&quot;|<references|\/>/);
}

describe.each(['en', 'zh'] as const)("DB-GPT 0.8.1's chat answers (%s)", (language) => {
  beforeEach(() => resetChatParams());

  it('shows the references of a knowledge answer as a panel while it streams, never as text', async () => {
    serveChatScreen();
    serveSceneParams([{ param: 'product_docs', type: 'space', space_id: 1 }]);
    const stream = openStream();
    server.use(http.post('*/api/v1/chat/completions', () => eventStream(stream.body)));
    const user = userEvent.setup();
    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_knowledge', id: 'k1', select_param: 'product_docs' },
      language,
    });
    await ask(user, language, 'How do I install DB-GPT?');

    for (const frame of fixtureFrames('chat-knowledge-stream')) stream.send(frame);
    const answer = await screen.findByRole('article', { name: WORDS[language].answer });
    await within(answer).findByText(/Python 3\.10 or later is required\./);
    // The last frame carries the self-closing element; the stream is still open.
    expect(answer).toHaveAttribute('aria-busy', 'true');
    await expectOneReferencesPanel(answer, language);
    stream.close();
    await waitFor(() => expect(answer).toHaveAttribute('aria-busy', 'false'));
    await expectOneReferencesPanel(answer, language);
  });

  it('shows one references panel after a reload, though the stored answer holds the element twice', async () => {
    serveChatScreen();
    serveSceneParams([{ param: 'product_docs', type: 'space', space_id: 1 }]);
    server.use(dbgptHandler('chat-knowledge-history'));
    const user = userEvent.setup();
    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_knowledge', id: '6b5a3c0e', select_param: 'product_docs' },
      language,
    });

    const answer = await screen.findByRole('article', { name: WORDS[language].answer });
    // Rendered as markdown once the renderer has loaded (the backticks become code).
    await waitFor(() => expect(answer).toHaveTextContent(KNOWLEDGE_ANSWER));
    await expectOneReferencesPanel(answer, language);
    const panel = within(answer).getByTestId('message-references');
    await user.click(within(panel).getByText(WORDS[language].references));
    // The chunk text as DB-GPT wrote it: entities decoded, its newlines removed by DB-GPT itself.
    expect(within(panel).getByText(/Install DB-GPT with "pip install dbgpt" & start it/)).toBeInTheDocument();
    expect(within(panel).getByText(/退货政策：三十天内可退货。/)).toBeInTheDocument();
  });

  it("renders chat-to-data's error frame with a red ERROR! and no tags", async () => {
    serveChatScreen();
    serveSceneParams([{ param: 'sales', type: 'sqlite', datasource_id: 1, db_name: 'sales' }]);
    server.use(dbgptHandler('chat-data-error-stream'));
    const user = userEvent.setup();
    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_with_db_execute', id: 'd1', db_param: 'sales' },
      language,
    });
    await ask(user, language, 'How many orders does each customer have?');

    const answer = await screen.findByRole('article', { name: WORDS[language].answer });
    await waitFor(() => expect(answer).toHaveAttribute('aria-busy', 'false'));
    // Not even while the markdown renderer is still loading.
    expect(answer.textContent).not.toMatch(/<\/?span|style=/);
    const mark = await within(answer).findByText('ERROR!');
    expect(mark.tagName).toBe('SPAN');
    expect(mark).toHaveClass('text-red-600');
    expect(answer).toHaveTextContent('ERROR!Generate view content failed');
    expect(answer.textContent).not.toMatch(/<\/?span|style=/);
  });

  it('says that an app without an agent answered nothing, and why it may be', async () => {
    const request = dbgptFixture('app-chat-empty-agent-stream').request.body as { app_code: string };
    serveChatScreen();
    server.use(
      http.get('*/api/v1/app/info', () =>
        ok(app(request.app_code, 'Empty helper', { team_mode: 'single_agent', details: [] })),
      ),
      dbgptHandler('app-chat-empty-agent-stream'),
    );
    const user = userEvent.setup();
    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_agent', id: 'e1', app_code: request.app_code },
      language,
    });
    await ask(user, language, 'What can you do?');

    const answer = await screen.findByRole('article', { name: WORDS[language].answer });
    expect(await within(answer).findByRole('note')).toHaveTextContent(WORDS[language].emptyApp);
    expect(answer).toHaveAttribute('aria-busy', 'false');
  });

  it('says that the model answered nothing in a chat without an app, also after a reload', async () => {
    serveChatScreen({ history: round(1, 'Hello?', '') });
    const user = userEvent.setup();
    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_normal', id: 'n1' },
      language,
    });

    const stored = await screen.findByRole('article', { name: WORDS[language].answer });
    expect(within(stored).getByRole('note')).toHaveTextContent(WORDS[language].emptyChat);

    server.use(dbgptHandler('app-chat-empty-agent-stream'));
    await ask(user, language, 'Anyone?');
    await waitFor(() => expect(screen.getAllByRole('note')).toHaveLength(2));
  });
});
