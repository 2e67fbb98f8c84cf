import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GET } from '@/client/http';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';

function Page() {
  return <textarea aria-label="draft" defaultValue="" />;
}

const envelope = (data: unknown) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });
const signInRequired = () =>
  HttpResponse.json(
    { success: false, err_code: 'E1001', err_msg: 'Please sign in', data: null },
    { status: 401 },
  );
const ANN = {
  auth_mode: 'local',
  user: { user_id: 'ann-id', email: 'ann@example.com', name: 'Ann', role: 'user' },
};

beforeEach(() => {
  window.sessionStorage.clear();
  document.cookie = 'dbgpt_auth=local; path=/';
});

afterEach(() => {
  document.cookie = 'dbgpt_auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the shell with sign-in on (dbgpt_auth=local)', () => {
  it('shows the sign-in page instead of the app and of the isFirst gate', async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/auth/me', signInRequired),
      http.get('*/api/v1/auth/status', () => envelope({ auth_mode: 'local', setup_required: false })),
    );
    await renderApp(<Page />, { pathname: '/chat', query: { isFirst: 'admin' } });
    expect(await screen.findByTestId('sign-in-page')).toBeInTheDocument();
    expect(screen.queryByLabelText('draft')).not.toBeInTheDocument();
    expect(screen.queryByTestId('auth-failed')).not.toBeInTheDocument();
  });

  it('shows the setup page while the server has no account', async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/auth/me', signInRequired),
      http.get('*/api/v1/auth/status', () => envelope({ auth_mode: 'local', setup_required: true })),
    );
    await renderApp(<Page />, { query: {} });
    expect(await screen.findByTestId('setup-page')).toBeInTheDocument();
  });

  it('shows the app to a signed-in user without isFirst, with their name, API keys and sign-out in the sidebar', async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/auth/me', () => envelope(ANN)),
    );
    await renderApp(<Page />, { query: {} });
    expect(await screen.findByLabelText('draft')).toBeInTheDocument();
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByTestId('user-badge')).toHaveTextContent('Ann');
    expect(within(sidebar).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'API keys' })).toHaveAttribute(
      'href',
      '/settings/api-keys',
    );
  });

  it('asks to sign in again over the page when a call gets 401, keeping what was typed', async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/auth/me', () => envelope(ANN)),
      http.get('*/api/v1/anything', signInRequired),
      http.post('*/api/v1/auth/login', () => envelope(ANN)),
    );
    await renderApp(<Page />, { query: {} });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('draft'), 'half a question');
    await act(async () => {
      await GET('/api/v1/anything').catch(() => undefined);
    });
    expect(await screen.findByText(/Your session has ended/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'her password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByLabelText('draft');
    await act(async () => undefined);
    expect(screen.queryByTestId('sign-in-page')).not.toBeInTheDocument();
    expect(screen.getByLabelText('draft')).toHaveValue('half a question');
  });

  it('falls back to the isFirst gate when the server says sign-in is off (a stale cookie)', async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/auth/me', () =>
        envelope({ auth_mode: 'none', user: { user_id: '001', email: null, name: '001', role: 'admin' } }),
      ),
    );
    await renderApp(<Page />, { query: {} });
    expect(await screen.findByTestId('auth-failed')).toBeInTheDocument();
  });
});
