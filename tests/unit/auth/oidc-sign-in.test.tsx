import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OidcSignInPage } from '@/components/auth/oidc-sign-in-page';
import i18n from '@/locales/i18n';
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

/** The browser's address, as the server's redirect back leaves it. */
const open = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  document.cookie = 'dbgpt_auth=oidc; path=/';
});

afterEach(async () => {
  document.cookie = 'dbgpt_auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  open('/');
  vi.restoreAllMocks();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('sign-in with an OpenID Connect provider (dbgpt_auth=oidc)', () => {
  it('shows the provider button instead of the password form, and sends the browser there with this page as next', async () => {
    open('/chat?id=7');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/auth/me', signInRequired),
      http.get('*/api/v1/auth/status', () =>
        envelope({ auth_mode: 'oidc', setup_required: false, oidc_display_name: 'Example SSO' }),
      ),
    );
    await renderApp(<Page />, { pathname: '/chat', query: { id: '7', isFirst: 'admin' } });
    const page = await screen.findByTestId('oidc-sign-in-page');
    expect(within(page).getByRole('heading')).toHaveTextContent('Sign in');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('draft')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.setup().click(within(page).getByRole('button', { name: 'Sign in with Example SSO' }));
    expect(assign).toHaveBeenCalledWith('/api/v1/auth/oidc/login?next=%2Fchat%3Fid%3D7');
    expect(within(page).getByRole('button')).toHaveTextContent('Opening Example SSO…');
  });

  it('tells why the last sign-in failed, then takes the reason out of the address', async () => {
    open('/knowledge?space=a&auth_error=provider_unreachable');
    render(<OidcSignInPage displayName="Example SSO" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Example SSO cannot be reached right now. Try again in a moment.',
    );
    expect(window.location.pathname + window.location.search).toBe('/knowledge?space=a');
  });

  it('speaks Chinese: the button, and the refusal at the provider', async () => {
    await act(async () => {
      await i18n.changeLanguage('zh');
    });
    open('/apps?auth_error=denied');
    render(<OidcSignInPage displayName="Example SSO" />);
    expect(screen.getByRole('button', { name: '使用 Example SSO 登录' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('登录已在 Example SSO 被取消或拒绝。');
  });

  it('ignores an auth_error it does not know, and names the provider generically until the server says', async () => {
    open('/?auth_error=<script>');
    server.use(
      http.get('*/api/v1/auth/status', () => envelope({ auth_mode: 'oidc', setup_required: false })),
    );
    render(<OidcSignInPage />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with single sign-on' })).toBeInTheDocument();
  });
});
