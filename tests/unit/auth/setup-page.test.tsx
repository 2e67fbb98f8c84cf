import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SetupPage } from '@/components/auth/setup-page';
import i18n from '@/locales/i18n';
import { server } from '../msw-server';

describe('the setup page (first administrator)', () => {
  it('creates the administrator with the email, name and password', async () => {
    await i18n.changeLanguage('en');
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/v1/auth/setup', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          success: true,
          err_code: null,
          err_msg: null,
          data: {
            auth_mode: 'local',
            user: { user_id: 'a1', email: 'own@example.com', name: 'Owner', role: 'admin' },
          },
        });
      }),
    );
    const onDone = vi.fn();
    render(<SetupPage onDone={onDone} />);
    expect(screen.getByRole('heading', { name: 'Create the administrator' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'own@example.com');
    await user.type(screen.getByLabelText('Name'), 'Owner');
    await user.type(screen.getByLabelText('Password'), 'owner password');
    await user.type(screen.getByLabelText('Repeat the password'), 'owner password');
    await user.click(screen.getByRole('button', { name: 'Create and sign in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ email: 'own@example.com', name: 'Owner', password: 'owner password' }]);
  });

  it('checks the password before sending, and shows the server’s refusal in Chinese', async () => {
    await i18n.changeLanguage('zh');
    let calls = 0;
    server.use(
      http.post('*/api/v1/auth/setup', () => {
        calls += 1;
        return HttpResponse.json(
          { success: false, err_code: 'E1005', err_msg: '管理员账号已存在，请直接登录', data: null },
          { status: 409 },
        );
      }),
    );
    const onDone = vi.fn();
    render(<SetupPage onDone={onDone} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('邮箱'), 'own@example.com');
    await user.type(screen.getByLabelText('密码'), 'short');
    await user.click(screen.getByRole('button', { name: '创建并登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent('密码至少需要 8 个字符。');
    await user.type(screen.getByLabelText('密码'), ' enough');
    await user.type(screen.getByLabelText('再次输入密码'), 'different');
    await user.click(screen.getByRole('button', { name: '创建并登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent('两次输入的密码不一致。');
    expect(calls).toBe(0);
    await user.clear(screen.getByLabelText('再次输入密码'));
    await user.type(screen.getByLabelText('再次输入密码'), 'short enough');
    await user.click(screen.getByRole('button', { name: '创建并登录' }));
    expect(await screen.findByText('管理员账号已存在，请直接登录')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('邮箱')).toHaveValue('own@example.com');
  });
});
