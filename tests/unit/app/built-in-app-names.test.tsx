import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import ExplorePage from '@/components/app/explore/explore-page';
import AppListPage from '@/components/app/list/app-list-page';
import ChatPage from '@/components/chat/chat-page';
import { serveChatScreen } from '../chat/conversation-fixtures';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';
import { app, appPage } from './app-fixtures';
import { installViewport } from './intersection-observer';
import { warmConversationCode } from '../chat/warm-conversation';

warmConversationCode();

/** The built-in dashboard app as the server seeds it (English), and one whose builder renamed it. */
const DASHBOARD = app('chat_dashboard', 'Chat Dashboard', {
  team_mode: 'native_app',
  app_describe: 'Professional data analysis reports through natural language',
});
const RENAMED = app('chat_excel', 'Sheet desk', {
  team_mode: 'native_app',
  app_describe: 'Excel analysis through natural language',
});
const OWN = app('a1', 'Sales analyst', { app_describe: 'Answers sales questions' });

function serveApps() {
  const page = ok(appPage([DASHBOARD, RENAMED, OWN]));
  server.use(
    ...startupHandlers(),
    http.post('*/api/v1/app/list', () => page.clone()),
    http.post('*/api/v1/app/hot/list', () => ok([])),
  );
}

let viewport: ReturnType<typeof installViewport>;
beforeEach(() => {
  viewport = installViewport();
});
afterEach(() => viewport.restore());

describe('Built-in apps', () => {
  it('are named in Chinese on Explore; what a builder wrote stays as written', async () => {
    serveApps();
    await renderApp(<ExplorePage />, { pathname: '/', language: 'zh' });

    const dashboard = await screen.findByRole('article', { name: '仪表盘对话' });
    expect(within(dashboard).getByText('用自然语言生成专业的数据分析报告')).toBeInTheDocument();
    const renamed = screen.getByRole('article', { name: 'Sheet desk' });
    expect(within(renamed).getByText('用自然语言分析 Excel 表格')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Sales analyst' })).toHaveTextContent(
      'Answers sales questions',
    );
    expect(screen.queryByText('Chat Dashboard')).toBeNull();
  }, 15_000);

  it('keep their English names on the English app list', async () => {
    serveApps();
    await renderApp(<AppListPage />, { pathname: '/construct/app', language: 'en' });
    expect(await screen.findByText('Chat Dashboard')).toBeInTheDocument();
    expect(
      screen.getByText('Professional data analysis reports through natural language'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sheet desk')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Chat Dashboard' })).toBeInTheDocument();
  }, 15_000);

  it('are named in Chinese on the Chinese app list', async () => {
    serveApps();
    await renderApp(<AppListPage />, { pathname: '/construct/app', language: 'zh' });
    expect(await screen.findByText('仪表盘对话')).toBeInTheDocument();
    expect(screen.queryByText('Chat Dashboard')).toBeNull();
    // The card's menu is named after the app as the reader sees it; a builder's name stays as written.
    expect(screen.getByRole('button', { name: '“仪表盘对话”的操作' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '“Sheet desk”的操作' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Chat Dashboard/ })).toBeNull();
  }, 15_000);

  it('are named in Chinese on the chat landing’s app shelf', async () => {
    serveChatScreen();
    server.use(http.post('*/api/v1/app/hot/list', () => ok([DASHBOARD])));
    await renderApp(<ChatPage />, { pathname: '/chat', query: { isFirst: 'admin' }, language: 'zh' });
    expect(await screen.findByText('仪表盘对话')).toBeInTheDocument();
    expect(screen.getByText('用自然语言生成专业的数据分析报告')).toBeInTheDocument();
    expect(screen.queryByText('Chat Dashboard')).toBeNull();
  }, 15_000);
});
