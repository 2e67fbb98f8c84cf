import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/client/http';
import i18n from '@/locales/i18n';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';

function Page() {
  return <textarea aria-label="draft" defaultValue="" />;
}

const envelope = (data: unknown) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });
const gatewaySignInRequired = () =>
  HttpResponse.json(
    {
      success: false,
      err_code: 'E1012',
      err_msg: "Sign-in happens at your organisation's gateway",
      data: null,
    },
    { status: 401 },
  );
const ANN = {
  auth_mode: 'proxy',
  user: { user_id: 'ann-id', email: 'ann@example.com', name: 'Ann', role: 'user' },
};
const noGatewayUser = () => [
  ...startupHandlers(),
  http.get('*/api/v1/auth/me', gatewaySignInRequired),
  http.get('*/api/v1/auth/status', () => envelope({ auth_mode: 'proxy', setup_required: false })),
];

beforeEach(() => {
  window.sessionStorage.clear();
  document.cookie = 'dbgpt_auth=proxy; path=/';
});

afterEach(async () => {
  document.cookie = 'dbgpt_auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.restoreAllMocks();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('the shell behind a sign-in gateway (dbgpt_auth=proxy)', () => {
  it('without a gateway user, asks to sign in at the gateway with a reload button, never a password form', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    server.use(...noGatewayUser());
    await renderApp(<Page />, { pathname: '/chat', query: { isFirst: 'admin' } });
    const page = await screen.findByTestId('gateway-page');
    expect(within(page).getByRole('heading')).toHaveTextContent(
      "Sign in through your organisation's gateway",
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sign-in-page')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('draft')).not.toBeInTheDocument();
    await userEvent.setup().click(within(page).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says it in Chinese too', async () => {
    server.use(...noGatewayUser());
    await renderApp(<Page />, { query: {}, language: 'zh' });
    const page = await screen.findByTestId('gateway-page');
    expect(within(page).getByRole('heading')).toHaveTextContent('请通过贵组织的登录网关登录');
    expect(within(page).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it("shows the app to the gateway's user, without a sign-out button", async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/auth/me', () => envelope(ANN)),
    );
    await renderApp(<Page />, { query: {} });
    expect(await screen.findByLabelText('draft')).toBeInTheDocument();
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByTestId('user-badge')).toHaveTextContent('Ann');
    expect(within(sidebar).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows the gateway page over the app when a call gets 401, not the password form', async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/auth/me', () => envelope(ANN)),
      http.get('*/api/v1/anything', gatewaySignInRequired),
    );
    await renderApp(<Page />, { query: {} });
    await screen.findByLabelText('draft');
    await act(async () => {
      await GET('/api/v1/anything').catch(() => undefined);
    });
    expect(
      await screen.findByText(/Your sign-in at your organisation's gateway has ended/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
