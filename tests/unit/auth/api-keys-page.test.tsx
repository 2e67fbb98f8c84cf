import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import ApiKeysPage from '@/components/api-keys/api-keys-page';
import { SignedInContext } from '@/components/auth/signed-in-context';
import type { ApiKey } from '@/contract/api-keys';
import type { Me } from '@/contract/auth';
import { PreferencesProvider } from '@/contexts/preferences-context';
import i18n from '@/locales/i18n';
import type { Language } from '@/locales/types';
import { server } from '../msw-server';

const ok = <T,>(data: T) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });

const sampleKey = (fields: Partial<ApiKey>): ApiKey => ({
  id: 'k1',
  name: 'CI pipeline',
  prefix: 'dbgpt-AbC123',
  account_id: 'a1',
  account_email: 'bob@example.com',
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  ...fields,
});

/** A tiny in-memory key store behind the three routes, like the server's. */
function serveKeys(initial: ApiKey[]) {
  let keys = [...initial];
  const calls: string[] = [];
  server.use(
    http.get('*/api/v1/auth/api-keys', () => ok(keys)),
    http.post('*/api/v1/auth/api-keys', async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      calls.push(`create ${name}`);
      const created = sampleKey({ id: `k${keys.length + 10}`, name, prefix: 'dbgpt-NewKey' });
      keys = [created, ...keys];
      return ok({ ...created, key: 'dbgpt-NewKeySecretValue123456' });
    }),
    http.delete('*/api/v1/auth/api-keys/:id', ({ params }) => {
      calls.push(`revoke ${String(params.id)}`);
      keys = keys.filter((key) => key.id !== params.id);
      return ok(true);
    }),
  );
  return calls;
}

const ADMIN: Me = {
  auth_mode: 'local',
  user: { user_id: 'a0', email: 'admin@example.com', name: 'Admin', role: 'admin' },
};

const renderPage = (language: Language = 'en', me: Me | null = null) =>
  render(
    <PreferencesProvider initialMode="light" initialLanguage={language}>
      <SignedInContext.Provider value={me && { me, signOut: () => undefined }}>
        <ApiKeysPage />
      </SignedInContext.Provider>
    </PreferencesProvider>,
  );

const rows = () => screen.queryAllByTestId('api-key-row');

describe('the API keys screen', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('links to the API reference the server serves, in both languages', async () => {
    serveKeys([]);
    renderPage();
    const link = await screen.findByRole('link', { name: 'API reference' });
    expect(link).toHaveAttribute('href', '/api/docs');
    expect(link).toHaveAttribute('target', '_blank');
    await i18n.changeLanguage('zh');
    expect(await screen.findByRole('link', { name: 'API 参考' })).toHaveAttribute('href', '/api/docs');
  });

  it('lists the keys with name, prefix, created and last used, never the key', async () => {
    serveKeys([
      sampleKey({}),
      sampleKey({
        id: 'k2',
        name: 'Laptop',
        prefix: 'dbgpt-XyZ789',
        last_used_at: '2026-11-23T08:00:00.000Z',
      }),
    ]);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const ci = within(rows()[0]!);
    expect(ci.getByText('CI pipeline')).toBeInTheDocument();
    expect(ci.getByText('dbgpt-AbC123…')).toBeInTheDocument();
    expect(ci.getByText('Never')).toBeInTheDocument();
    expect(within(rows()[1]!).queryByText('Never')).toBeNull();
  });

  it('creates a key, shows it once with a copy button and the warning, and hides it when done', async () => {
    const calls = serveKeys([]);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByText('Give the key a name.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Name'), 'Nightly job');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const notice = await screen.findByTestId('created-key');
    expect(within(notice).getByTestId('created-key-value')).toHaveTextContent(
      'dbgpt-NewKeySecretValue123456',
    );
    expect(notice).toHaveTextContent('it will not be shown again');
    await user.click(within(notice).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('dbgpt-NewKeySecretValue123456');
    expect(within(notice).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(calls).toEqual(['create Nightly job']);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByLabelText('Name')).toHaveValue('');

    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('created-key')).toBeNull();
    expect(screen.queryByText('dbgpt-NewKeySecretValue123456')).toBeNull();
  });

  it('revokes a key only after confirmation', async () => {
    const calls = serveKeys([sampleKey({})]);
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Revoke “CI pipeline”' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Revoke the key “CI pipeline”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke “CI pipeline”' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(calls).toEqual(['revoke k1']);
    expect(await screen.findByText('Key “CI pipeline” revoked')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/v1/auth/api-keys', () =>
        failures-- > 0
          ? HttpResponse.json(
              { success: false, err_code: 'E0003', err_msg: 'database locked', data: null },
              { status: 500 },
            )
          : ok([sampleKey({})]),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('The API keys could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it("lets an administrator switch to every user's keys, with their owners", async () => {
    const mine = sampleKey({ account_email: 'admin@example.com' });
    const bobs = sampleKey({ id: 'k2', name: 'Bob laptop', account_email: 'bob@example.com' });
    const queries: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/auth/api-keys', ({ request }) => {
        const all = new URL(request.url).searchParams.get('all');
        queries.push(all);
        return ok(all === 'true' ? [mine, bobs] : [mine]);
      }),
    );
    const user = userEvent.setup();
    renderPage('en', ADMIN);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'All users' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('bob@example.com')).toBeInTheDocument();
    expect(queries).toEqual([null, 'true']);
  });

  it('offers no switch to a user who is not an administrator', async () => {
    serveKeys([sampleKey({})]);
    renderPage('en', { ...ADMIN, user: { ...ADMIN.user, role: 'user' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('radio', { name: 'All users' })).toBeNull();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    serveKeys([sampleKey({})]);
    renderPage('zh');
    expect(await screen.findByRole('heading', { name: 'API 密钥' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('从未使用')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '创建密钥' })).toBeInTheDocument();
  });
});
