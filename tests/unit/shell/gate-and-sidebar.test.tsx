import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from './handlers';

function Page() {
  return <p>page content</p>;
}

describe('the gate', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the authentication failure screen without isFirst=admin', async () => {
    server.use(...startupHandlers());
    await renderApp(<Page />, { query: {} });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('认证失败');
    // Which address to open, and why, rather than a provider this server does not have.
    expect(screen.getByText(/admits visitors at an address ending in “\?isFirst=admin”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /isFirst=admin/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\?isFirst=admin$/),
    );
    expect(screen.queryByText('page content')).not.toBeInTheDocument();
  });

  it('explains the address in Chinese too', async () => {
    server.use(...startupHandlers());
    await renderApp(<Page />, { query: {}, language: 'zh' });
    expect(screen.getByText(/本服务器通过以“\?isFirst=admin”结尾的地址接纳访问者/)).toBeInTheDocument();
  });

  it('opens the app at any address when the server says the gate is open for this visitor', async () => {
    server.use(...startupHandlers());
    document.cookie = 'dbgpt_gate=open; path=/';
    try {
      await renderApp(<Page />, { query: {} });
      expect(screen.getByText('page content')).toBeInTheDocument();
      expect(screen.queryByTestId('auth-failed')).not.toBeInTheDocument();
    } finally {
      document.cookie = 'dbgpt_gate=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('shows the app with isFirst=admin and remembers the admission for the tab', async () => {
    server.use(...startupHandlers());
    const first = await renderApp(<Page />, { query: { isFirst: 'admin' } });
    expect(screen.getByText('page content')).toBeInTheDocument();
    first.unmount();
    await renderApp(<Page />, { pathname: '/chat', query: {} });
    expect(screen.getByText('page content')).toBeInTheDocument();
  });
});

describe('the sidebar', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('marks the active entry by path prefix', async () => {
    server.use(...startupHandlers());
    await renderApp(<Page />, { pathname: '/construct/knowledge' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Construct' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Chat' })).not.toHaveAttribute('aria-current');
  });

  it('shows Evaluation only to users in the admin list', async () => {
    server.use(...startupHandlers({ admins: ['001'] }));
    const admin = await renderApp(<Page />);
    expect(await screen.findByRole('link', { name: 'Evaluation' })).toBeInTheDocument();
    admin.unmount();

    // The admin list is decided once per tab: another tab asks again.
    window.sessionStorage.clear();
    server.use(...startupHandlers({ admins: ['someone-else'] }));
    await renderApp(<Page />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Explore' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Evaluation' })).not.toBeInTheDocument();
  });

  it('treats a server without the users endpoint as having no admins, silently', async () => {
    server.use(
      http.get('*/api/v1/users', () => new HttpResponse('Method Not Allowed', { status: 405 })),
      http.get('*/api/v1/model/types', () => HttpResponse.error()),
    );
    await renderApp(<Page />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Chat' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Evaluation' })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('collapses to 5rem and expands to 15rem with a named toggle', async () => {
    server.use(...startupHandlers());
    await renderApp(<Page />);
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveClass('w-60');
    // Without sign-in there are no accounts, so no API keys either.
    expect(screen.queryByRole('link', { name: 'API keys' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveClass('w-20');
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar).toHaveClass('w-60');
  });

  it('starts collapsed for the chat_dashboard scene', async () => {
    server.use(...startupHandlers());
    await renderApp(<Page />, { pathname: '/chat', query: { isFirst: 'admin', scene: 'chat_dashboard' } });
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  });

  it('is not rendered for role=user or on a mobile path', async () => {
    server.use(...startupHandlers());
    const embedded = await renderApp(<Page />, { query: { isFirst: 'admin', role: 'user' } });
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(screen.getByText('page content')).toBeInTheDocument();
    embedded.unmount();
    window.sessionStorage.clear();
    await renderApp(<Page />, { pathname: '/mobile/chat' });
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });

  it('gives every icon-only button an accessible name', async () => {
    server.use(...startupHandlers());
    await renderApp(<Page />);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAccessibleName();
    }
  });
});
