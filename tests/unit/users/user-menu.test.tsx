import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@/contract/auth';
import { STORAGE_KEYS } from '@/utils/storage-keys';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';

const envelope = (data: unknown) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });
const me = (role: 'admin' | 'user', fields: Partial<Me['user']> = {}): Me => ({
  auth_mode: 'local',
  user: { user_id: 'ann-id', email: 'ann@example.com', name: 'Ann', role, ...fields },
});

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'dbgpt_auth=local; path=/';
});

afterEach(() => {
  document.cookie = 'dbgpt_auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.restoreAllMocks();
});

describe('the sidebar’s user area with sign-in', () => {
  it('gives an administrator, as the server says, the users screen and the admin menu', async () => {
    // The DB-GPT admin list does not name Ann: the signed-in role decides.
    server.use(
      ...startupHandlers({ admins: ['someone-else'] }),
      http.get('*/api/v1/auth/me', () => envelope(me('admin'))),
    );
    await renderApp(<p>page</p>, { query: {} });
    const sidebar = await screen.findByTestId('sidebar');
    expect(await within(sidebar).findByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/settings/users',
    );
    expect(within(sidebar).getByRole('link', { name: 'Evaluation' })).toBeInTheDocument();
    expect(within(sidebar).getByTestId('user-badge')).toHaveAttribute('href', '/settings/profile');
  });

  it('gives a user no admin entries, even when a stale admin list names them, and shows their avatar', async () => {
    server.use(
      ...startupHandlers({ admins: ['ann-id'] }),
      http.get('*/api/v1/auth/me', () =>
        envelope(me('user', { avatar_url: '/api/v1/auth/avatars/ann-id?v=1' })),
      ),
    );
    await renderApp(<p>page</p>, { query: {} });
    const sidebar = await screen.findByTestId('sidebar');
    expect(await within(sidebar).findByRole('img', { name: 'Signed in as Ann' })).toHaveAttribute(
      'src',
      '/api/v1/auth/avatars/ann-id?v=1',
    );
    expect(within(sidebar).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(within(sidebar).queryByRole('link', { name: 'Evaluation' })).toBeNull();
  });

  it('switches to the language of the profile after sign-in', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/auth/me', () =>
        HttpResponse.json(
          { success: false, err_code: 'E1001', err_msg: 'Please sign in', data: null },
          { status: 401 },
        ),
      ),
      http.get('*/api/v1/auth/status', () => envelope({ auth_mode: 'local', setup_required: false })),
      http.post('*/api/v1/auth/login', () => envelope(me('user', { language: 'zh' }))),
    );
    const user = userEvent.setup();
    await renderApp(<p>page</p>, { query: {} });
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'ann password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('zh');
  });
});
