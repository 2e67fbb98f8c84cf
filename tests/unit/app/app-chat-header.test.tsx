import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { vi } from 'vitest';
import { AppChatHeader } from '@/components/app/chat-header/app-chat-header';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { failed, ok } from '../support/construct-lists';
import { app } from './app-fixtures';

const SALES = app('s1', 'Sales analyst', {
  team_mode: 'single_agent',
  recommend_questions: [
    { id: 1, question: 'Who sold most?', valid: 'true' },
    { id: 2, question: 'Old question', valid: 'false' },
  ],
});

function serveApp() {
  const queries: string[] = [];
  server.use(
    ...startupHandlers(),
    http.get('*/api/v1/app/info', ({ request }) => {
      queries.push(new URL(request.url).search);
      return ok(SALES);
    }),
    http.post('*/api/v1/app/collect', () => failed('Only published apps can be collected')),
  );
  return queries;
}

describe('The app header of a chat', () => {
  it('shows the app, asks its enabled recommended questions, and shares a phone link', async () => {
    const queries = serveApp();
    const onAsk = vi.fn();
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await renderApp(<AppChatHeader appCode="s1" scene="chat_agent" onAsk={onAsk} />, { pathname: '/chat' });

    const header = await screen.findByRole('region', { name: 'The application of this chat' });
    expect(within(header).getByRole('heading', { name: 'Sales analyst' })).toBeInTheDocument();
    expect(within(header).getByText('Single agent')).toBeInTheDocument();
    expect(within(header).getByText('Sales analyst answers questions')).toBeInTheDocument();
    expect(queries[0]).toContain('app_code=s1');

    expect(within(header).queryByRole('button', { name: 'Old question' })).toBeNull();
    await user.click(within(header).getByRole('button', { name: 'Who sold most?' }));
    expect(onAsk).toHaveBeenCalledWith('Who sold most?');

    await user.click(
      within(header).getByRole('button', { name: 'Copy a link that opens Sales analyst on a phone' }),
    );
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/mobile/chat?chat_scene=chat_agent&app_code=s1`,
    );
    expect(await within(header).findByText('Link copied')).toBeInTheDocument();
  });

  it('takes the star back when the server refuses to collect', async () => {
    serveApp();
    const user = userEvent.setup();
    await renderApp(<AppChatHeader appCode="s1" scene="chat_agent" />, { pathname: '/chat', language: 'zh' });

    await user.click(await screen.findByRole('button', { name: '收藏 Sales analyst' }));
    expect(await screen.findByText('Only published apps can be collected')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '收藏 Sales analyst' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('group', { name: '试着问问' })).toBeNull();
  });
});
