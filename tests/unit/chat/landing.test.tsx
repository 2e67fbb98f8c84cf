import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerErrorNotifier } from '@/client/notify';
import { ChatLanding } from '@/components/chat/landing';
import { questionsFor } from '@/components/chat/landing/hot-questions';
import type { App } from '@/contract/app';
import type { Language } from '@/locales/types';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';

const ok = (data: unknown) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });

const QUESTIONS = [
  { id: 1, question: 'What can DB-GPT do?', params: { language: 'en' }, is_hot_question: 'true' },
  { id: 2, question: 'DB-GPT 能做什么？', params: { language: 'zh' }, is_hot_question: 'true' },
  { id: 3, question: 'SELECT 1', params: {}, is_hot_question: 'true' },
];

function app(app_code: string, app_name: string, extra: Partial<App> = {}): App {
  return {
    app_code,
    app_name,
    app_describe: `${app_name} helps`,
    team_mode: 'single_agent',
    team_context: null,
    ...extra,
  };
}

let questionQueries: string[] = [];

function handlers({ hot = [] as App[] | null, recent = [] as App[] } = {}) {
  return [
    http.get('*/api/v1/question/list', ({ request }) => {
      questionQueries.push(new URL(request.url).search);
      return ok(QUESTIONS);
    }),
    http.post('*/api/v1/app/hot/list', () =>
      hot
        ? ok(hot)
        : HttpResponse.json(
            { success: false, err_code: 'E4040', err_msg: 'Not found', data: null },
            { status: 404 },
          ),
    ),
    http.post('*/api/v1/app/list', async ({ request }) => {
      const body = (await request.json()) as { is_recent_used?: string };
      const list = body.is_recent_used === 'true' ? recent : [];
      return ok({ app_list: list, total_count: list.length, total_page: 1, current_page: 1 });
    }),
  ];
}

async function renderLanding(language: Language = 'en', onOpenApp?: (app: App) => void) {
  const onAsk = vi.fn();
  const view = await renderApp(
    <ChatLanding input={<textarea aria-label="question box" />} onAsk={onAsk} onOpenApp={onOpenApp} />,
    { pathname: '/chat', language },
  );
  return { onAsk, ...view };
}

beforeEach(() => {
  questionQueries = [];
  server.use(...startupHandlers());
});

describe('ChatLanding', () => {
  it('welcomes the user around the input slot', async () => {
    server.use(...handlers());
    await renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'What can I help you with?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'question box' })).toBeInTheDocument();
  });

  it('shows the hot questions in English (and unmarked ones) and asks one when clicked', async () => {
    server.use(...handlers());
    const { onAsk } = await renderLanding('en');
    const chip = await screen.findByRole('button', { name: 'What can DB-GPT do?' });
    expect(screen.getByRole('button', { name: 'SELECT 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'DB-GPT 能做什么？' })).not.toBeInTheDocument();
    expect(questionQueries).toEqual(['?is_hot_question=true']);
    await userEvent.click(chip);
    expect(onAsk).toHaveBeenCalledWith('What can DB-GPT do?');
  });

  it('shows the Chinese hot questions when the language is zh', async () => {
    server.use(...handlers());
    const { onAsk } = await renderLanding('zh');
    expect(screen.getByRole('heading', { level: 1, name: '有什么可以帮你的？' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'DB-GPT 能做什么？' }));
    expect(onAsk).toHaveBeenCalledWith('DB-GPT 能做什么？');
    expect(screen.queryByRole('button', { name: 'What can DB-GPT do?' })).not.toBeInTheDocument();
  });

  it('says quietly that apps will appear once none exist yet, even without a hot-app route', async () => {
    server.use(...handlers({ hot: null }));
    await renderLanding();
    // Registered after the page's own notifier, so every request error of this render lands here.
    const notices: string[] = [];
    const unregister = registerErrorNotifier(({ description }) => notices.push(description));
    expect(await screen.findByText('Apps you create or use will show up here.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recommended apps' })).not.toBeInTheDocument();
    // The missing route stays out of the user's way.
    expect(notices).toEqual([]);
    unregister();
  });

  it('lists recommended and recent apps and opens one', async () => {
    server.use(
      ...handlers({
        hot: [app('a-sql', 'SQL helper')],
        recent: [
          app('a-kb', 'Handbook', {
            team_mode: 'native_app',
            team_context: { chat_scene: 'chat_knowledge', scene_name: 'KB' },
          }),
        ],
      }),
    );
    const onOpenApp = vi.fn();
    await renderLanding('en', onOpenApp);
    const recommended = await screen.findByRole('region', { name: 'Recommended apps' });
    expect(recommended).toHaveTextContent('SQL helper');
    expect(screen.getByRole('region', { name: 'Recently used apps' })).toHaveTextContent('Handbook');
    expect(screen.queryByText('Apps you create or use will show up here.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chat with SQL helper' }));
    expect(onOpenApp).toHaveBeenCalledWith(expect.objectContaining({ app_code: 'a-sql' }));
  });

  it('by default opens an app as the current dialog in its own scene', async () => {
    server.use(
      ...handlers({
        hot: [
          app('a-kb', 'Handbook', {
            team_mode: 'native_app',
            team_context: { chat_scene: 'chat_knowledge', scene_name: 'KB' },
          }),
        ],
      }),
    );
    const { router } = await renderLanding();
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with Handbook' }));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith({
        pathname: '/chat',
        query: { scene: 'chat_knowledge', app_code: 'a-kb' },
      }),
    );
    expect(JSON.parse(window.localStorage.getItem('cur_dialog_info') ?? 'null')).toEqual({
      chat_scene: 'chat_knowledge',
      app_code: 'a-kb',
    });
  });
});

describe('hot questions by scene', () => {
  const general = { question: 'Write a Python function', params: { language: 'en' } };
  const dashboard = { question: 'Chart sales by month', chat_mode: 'chat_dashboard', params: {} };

  it('suggests general questions in the plain chat only, and a scene’s own questions in that scene', () => {
    expect(questionsFor([general, dashboard], 'en').map((q) => q.question)).toEqual(['Write a Python function']);
    expect(questionsFor([general, dashboard], 'en', 'chat_normal').map((q) => q.question)).toEqual([
      'Write a Python function',
    ]);
    expect(questionsFor([general, dashboard], 'en', 'chat_dashboard').map((q) => q.question)).toEqual([
      'Chart sales by month',
    ]);
    expect(questionsFor([general], 'en', 'chat_with_db_execute')).toEqual([]);
  });
});
