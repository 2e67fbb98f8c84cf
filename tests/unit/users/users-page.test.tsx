import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignedInContext } from '@/components/auth/signed-in-context';
import UsersPage from '@/components/users/users-page';
import type { Account, Me } from '@/contract/auth';
import { PreferencesProvider } from '@/contexts/preferences-context';
import i18n from '@/locales/i18n';
import type { Language } from '@/locales/types';
import { server } from '../msw-server';

const ok = <T,>(data: T) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });
const refuse = (status: number, err_code: string, err_msg: string) =>
  HttpResponse.json({ success: false, err_code, err_msg, data: null }, { status });

const account = (fields: Partial<Account>): Account => ({
  id: 'a0',
  email: 'admin@example.com',
  name: 'Admin',
  role: 'admin',
  disabled: false,
  language: null,
  avatar_url: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const ADMIN: Me = {
  auth_mode: 'local',
  user: { user_id: 'a0', email: 'admin@example.com', name: 'Admin', role: 'admin' },
};

/** A small account store behind the user-management routes, as the server keeps it. */
function serveUsers(initial: Account[]) {
  let accounts = [...initial];
  const calls: string[] = [];
  server.use(
    http.get('*/api/v1/admin/users', ({ request }) => {
      const url = new URL(request.url);
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      calls.push(`list ${search}`);
      const items = accounts.filter((a) => `${a.name} ${a.email}`.toLowerCase().includes(search));
      return ok({ items, total_count: items.length, total_pages: 1, page: 1, page_size: 20 });
    }),
    http.post('*/api/v1/admin/users', async ({ request }) => {
      const body = (await request.json()) as { email: string; name: string; role: 'admin' | 'user' };
      calls.push(`create ${body.email} ${body.role}`);
      if (accounts.some((a) => a.email === body.email))
        return refuse(409, 'E1007', `Another account uses the email ${body.email}`);
      const created = account({ id: `a${accounts.length + 1}`, ...body });
      accounts = [...accounts, created];
      return ok({ ...created, temporary_password: 'abcd-EFGH-2345-wxyz' });
    }),
    http.patch('*/api/v1/admin/users/:id', async ({ params, request }) => {
      const changes = (await request.json()) as Partial<Account>;
      calls.push(`patch ${String(params.id)} ${JSON.stringify(changes)}`);
      if (params.id === 'a0') return refuse(409, 'E1008', 'At least one active administrator must remain');
      accounts = accounts.map((a) => (a.id === params.id ? { ...a, ...changes } : a));
      return ok(accounts.find((a) => a.id === params.id));
    }),
    http.post('*/api/v1/admin/users/:id/password', ({ params }) => {
      calls.push(`reset ${String(params.id)}`);
      return ok({ temporary_password: 'new1-PASS-word-2345' });
    }),
  );
  return calls;
}

const renderPage = (language: Language = 'en', me: Me = ADMIN) =>
  render(
    <PreferencesProvider initialMode="light" initialLanguage={language}>
      <SignedInContext.Provider value={{ me, signOut: () => undefined }}>
        <UsersPage />
      </SignedInContext.Provider>
    </PreferencesProvider>,
  );

const rows = () => screen.queryAllByTestId('user-row');
const BOB = account({ id: 'a1', email: 'bob@example.com', name: 'Bob', role: 'user' });

describe('the users screen', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists the users with their role and status, and searches on the server', async () => {
    const calls = serveUsers([
      account({}),
      BOB,
      account({ id: 'a2', email: 'c@x.org', name: 'Carol', disabled: true, role: 'user' }),
    ]);
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[0]!).getByText('(you)')).toBeInTheDocument();
    expect(screen.getByLabelText('Role of Admin')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Disable Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Disable Bob' })).toBeEnabled();
    expect(within(rows()[0]!).getByText('Administrator', { selector: 'span' })).toBeInTheDocument();
    expect(within(rows()[2]!).getByText('Disabled')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Active')).toBeInTheDocument();
    expect(screen.getByTestId('users-table')).toHaveClass('overflow-x-auto');

    await user.type(screen.getByLabelText('Search users'), 'bob');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.at(-1)).toBe('list bob');
    await user.clear(screen.getByLabelText('Search users'));
    await user.type(screen.getByLabelText('Search users'), 'nobody');
    expect(await screen.findByText('No user matches “nobody”.')).toBeInTheDocument();
  });

  it('creates a user and shows the temporary password once, with a copy button', async () => {
    const calls = serveUsers([account({}), BOB]);
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a user' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Fill in the email and the name.');

    await user.type(within(dialog).getByLabelText('Email'), 'bob@example.com');
    await user.type(within(dialog).getByLabelText('Name'), 'Other Bob');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another account uses the email bob@example.com',
    );

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'erin@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByTestId('temporary-password-value');
    expect(shown).toHaveTextContent('abcd-EFGH-2345-wxyz');
    expect(screen.getByRole('dialog')).toHaveTextContent('it will not be shown again');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('abcd-EFGH-2345-wxyz');
    expect(calls).toContain('create erin@example.com admin');
    await waitFor(() => expect(rows()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('abcd-EFGH-2345-wxyz')).toBeNull();
  });

  it('changes a role, and disables only after confirmation', async () => {
    const calls = serveUsers([account({}), BOB]);
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Role of Bob'), 'admin');
    expect(await screen.findByText('Bob is now: Administrator')).toBeInTheDocument();
    expect(calls).toContain('patch a1 {"role":"admin"}');

    await user.click(screen.getByRole('button', { name: 'Disable Bob' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Disable Bob?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.includes('disabled'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Disable Bob' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(within(rows()[1]!).getByText('Disabled')).toBeInTheDocument());
    expect(calls).toContain('patch a1 {"disabled":true}');
    expect(screen.getByRole('button', { name: 'Enable Bob' })).toBeInTheDocument();
  });

  it('resets a password after confirmation and shows the new one once', async () => {
    const calls = serveUsers([account({}), BOB]);
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Reset the password of Bob' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('They are signed out at once');
    expect(calls).not.toContain('reset a1');
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByTestId('temporary-password-value');
    expect(shown).toHaveTextContent('new1-PASS-word-2345');
    expect(screen.getByRole('dialog', { name: 'New password for Bob' })).toBeInTheDocument();
    expect(calls).toContain('reset a1');
  });

  it('offers a retry when the list cannot be loaded, and hides passwords behind a gateway', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/v1/admin/users', () =>
        failures-- > 0
          ? refuse(500, 'E0003', 'database locked')
          : ok({ items: [BOB], total_count: 1, total_pages: 1, page: 1, page_size: 20 }),
      ),
    );
    const user = userEvent.setup();
    renderPage('en', { ...ADMIN, auth_mode: 'proxy' });
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Create user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset the password of Bob' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Disable Bob' })).toBeInTheDocument();
  });

  it('speaks Chinese, the empty list included', async () => {
    await i18n.changeLanguage('zh');
    serveUsers([]);
    renderPage('zh');
    expect(await screen.findByRole('heading', { name: '用户' })).toBeInTheDocument();
    expect(await screen.findByText('还没有用户。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '创建用户' })).toBeInTheDocument();
  });
});
