import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SignInPage } from '@/components/auth/sign-in-page';
import i18n from '@/locales/i18n';
import { server } from '../msw-server';

const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ success: false, err_code: code, err_msg: message, data: null }, { status });

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/email|邮箱/i), email);
  await user.type(screen.getByLabelText(/^password$|^密码$/i), password);
  return user;
}

describe('the sign-in page', () => {
  it('sends the email and password, in the user’s language, and reports success', async () => {
    await i18n.changeLanguage('en');
    const sent: { body: unknown; language: string | null }[] = [];
    server.use(
      http.post('*/api/v1/auth/login', async ({ request }) => {
        sent.push({ body: await request.json(), language: request.headers.get('accept-language') });
        return HttpResponse.json({
          success: true,
          err_code: null,
          err_msg: null,
          data: {
            auth_mode: 'local',
            user: { user_id: 'u1', email: 'ann@example.com', name: 'ann', role: 'user' },
          },
        });
      }),
    );
    const onSignedIn = vi.fn();
    render(<SignInPage onSignedIn={onSignedIn} />);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const user = await fill('ann@example.com', 'her password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ body: { email: 'ann@example.com', password: 'her password' }, language: 'en' }]);
  });

  it('shows the server’s refusal in Chinese and keeps what was typed', async () => {
    await i18n.changeLanguage('zh');
    server.use(
      http.post('*/api/v1/auth/login', ({ request }) =>
        request.headers.get('accept-language') === 'zh'
          ? refusal(401, 'E1002', '邮箱或密码错误')
          : refusal(401, 'E1002', 'Wrong email or password'),
      ),
    );
    const onSignedIn = vi.fn();
    render(<SignInPage onSignedIn={onSignedIn} />);
    const user = await fill('ann@example.com', 'not her password');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('邮箱或密码错误');
    expect(screen.getByLabelText('邮箱')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('密码')).toHaveValue('not her password');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the rate limit’s message and submits with the Enter key', async () => {
    await i18n.changeLanguage('en');
    server.use(
      http.post('*/api/v1/auth/login', () =>
        refusal(429, 'E1003', 'Too many failed sign-ins; try again in 840 seconds'),
      ),
    );
    render(<SignInPage onSignedIn={vi.fn()} />);
    const user = await fill('ann@example.com', 'guess');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('try again in 840 seconds');
  });

  it('asks for both fields before calling the server, and says when the server cannot be reached', async () => {
    await i18n.changeLanguage('en');
    let calls = 0;
    server.use(
      http.post('*/api/v1/auth/login', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    render(<SignInPage onSignedIn={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email and password.');
    expect(calls).toBe(0);
    await fill('ann@example.com', 'her password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached');
    expect(calls).toBe(1);
  });
});
