import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignedInContext } from '@/components/auth/signed-in-context';
import ProfilePage from '@/components/profile/profile-page';
import type { Me } from '@/contract/auth';
import type { Profile, SignInSession } from '@/contract/profile';
import { PreferencesProvider } from '@/contexts/preferences-context';
import i18n from '@/locales/i18n';
import { server } from '../msw-server';

const ok = <T,>(data: T) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });
const refuse = (status: number, err_code: string, err_msg: string) =>
  HttpResponse.json({ success: false, err_code, err_msg, data: null }, { status });

const PROFILE: Profile = {
  id: 'a1',
  email: 'bob@example.com',
  name: 'Bob',
  role: 'user',
  disabled: false,
  language: null,
  avatar_url: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const BOB: Me = {
  auth_mode: 'local',
  user: { user_id: 'a1', email: 'bob@example.com', name: 'Bob', role: 'user' },
};

const session = (fields: Partial<SignInSession>): SignInSession => ({
  id: 'f1',
  signed_in_at: '2026-11-24T08:00:00.000Z',
  last_seen_at: '2026-11-24T09:00:00.000Z',
  expires_at: '2026-12-01T08:00:00.000Z',
  user_agent: 'Firefox on Linux',
  current: true,
  ...fields,
});

/** The profile routes over one stored profile and a list of sign-ins. */
function serveProfile(sessions: SignInSession[] = [session({})]) {
  let profile = { ...PROFILE };
  let live = [...sessions];
  const calls: string[] = [];
  server.use(
    http.get('*/api/v1/auth/profile', () => ok(profile)),
    http.post('*/api/v1/auth/profile', async ({ request }) => {
      const body = (await request.json()) as Partial<Profile>;
      calls.push(`profile ${JSON.stringify(body)}`);
      profile = { ...profile, ...body, updated_at: new Date().toISOString() };
      return ok(profile);
    }),
    http.post('*/api/v1/auth/profile/avatar', async ({ request }) => {
      const form = await request.formData();
      calls.push(`avatar ${form.has('file')}`);
      // The server judges the bytes; here the first image sent is the one it refuses.
      if (calls.filter((call) => call.startsWith('avatar')).length === 1)
        return refuse(400, 'E1020', 'The avatar must be a PNG, JPEG or WebP image');
      profile = { ...profile, avatar_url: '/api/v1/auth/avatars/a1?v=1' };
      return ok(profile);
    }),
    http.delete('*/api/v1/auth/profile/avatar', () => {
      calls.push('remove avatar');
      profile = { ...profile, avatar_url: null };
      return ok(profile);
    }),
    http.post('*/api/v1/auth/password', async ({ request }) => {
      const body = (await request.json()) as { current_password: string };
      calls.push('password');
      return body.current_password === 'right password'
        ? ok(true)
        : refuse(400, 'E1009', 'The current password is wrong');
    }),
    http.get('*/api/v1/auth/sessions', () => ok(live)),
    http.delete('*/api/v1/auth/sessions/:id', ({ params }) => {
      calls.push(`end ${String(params.id)}`);
      live = live.filter((item) => item.id !== params.id);
      return ok(true);
    }),
    http.post('*/api/v1/auth/sessions/end-others', () => {
      calls.push('end others');
      live = live.filter((item) => item.current);
      return ok(true);
    }),
  );
  return calls;
}

function renderPage(me: Me = BOB) {
  const refresh = vi.fn();
  render(
    <PreferencesProvider initialMode="light" initialLanguage="en">
      <SignedInContext.Provider value={{ me, signOut: () => undefined, refresh }}>
        <ProfilePage />
      </SignedInContext.Provider>
    </PreferencesProvider>,
  );
  return refresh;
}

describe('the profile screen', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('saves the name and the language, switching the screen to it', async () => {
    const calls = serveProfile();
    const user = userEvent.setup();
    const refresh = renderPage();
    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Email')).toHaveValue('bob@example.com');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Your name cannot be empty.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Name'), 'Robert');
    await user.selectOptions(screen.getByLabelText('Language'), 'zh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: '个人资料' })).toBeInTheDocument();
    expect(calls).toEqual(['profile {"name":"Robert","language":"zh"}']);
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByLabelText('姓名')).toHaveValue('Robert');
  });

  it('uploads an avatar with a preview, refuses a wrong or too big file, and removes it', async () => {
    const calls = serveProfile();
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const input = await screen.findByTestId('avatar-input');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The image is larger than 1 MB.');
    expect(calls).toEqual([]);

    await user.upload(input, new File(['svg'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The avatar must be a PNG, JPEG or WebP image',
    );

    await user.upload(input, new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByTestId('avatar-preview')).toHaveAttribute('src', '/api/v1/auth/avatars/a1?v=1'),
    );
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByTestId('avatar-preview')).toBeNull());
    expect(calls).toEqual(['avatar true', 'avatar true', 'remove avatar']);
  });

  it('changes the password, showing the server’s refusal in place', async () => {
    const calls = serveProfile();
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Current password'), 'wrong password');
    await user.type(screen.getByLabelText('New password'), 'new password 1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new password 2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The two new passwords differ.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed; your other sign-ins have ended.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(calls).toEqual(['password', 'password']);
  });

  it('lists the sign-ins with this one marked, and signs out one or all the others', async () => {
    const calls = serveProfile([
      session({}),
      session({ id: 'f2', current: false, user_agent: 'Safari on iPhone' }),
      session({ id: 'f3', current: false, user_agent: null }),
    ]);
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('my-session')).toHaveLength(3));
    const [current] = screen.getAllByTestId('my-session');
    expect(within(current!).getByText('This browser')).toBeInTheDocument();
    expect(within(current!).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
    await waitFor(() => expect(screen.getAllByTestId('my-session')).toHaveLength(2));
    expect(screen.getByText('Unknown browser')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() => expect(screen.getAllByTestId('my-session')).toHaveLength(1));
    expect(screen.getByText('No other sign-ins.')).toBeInTheDocument();
    expect(calls).toEqual(['end f2', 'end others']);
  });

  it('says that the gateway owns passwords and sign-ins behind one', async () => {
    serveProfile();
    renderPage({ ...BOB, auth_mode: 'proxy' });
    expect(
      await screen.findByText('Your password is managed by your organisation’s sign-in gateway.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.queryByTestId('my-sessions')).toBeNull();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/v1/auth/profile', () =>
        failures-- > 0 ? refuse(500, 'E0003', 'database locked') : ok(PROFILE),
      ),
      http.get('*/api/v1/auth/sessions', () => ok([session({})])),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Bob');
  });
});
