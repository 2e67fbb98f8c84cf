import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@/locales/types';
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
const SIGN_IN = { en: 'Sign in', zh: '登录' } as const;
/** What the gate itself asks: who is signed in, and whether the server has sign-in. */
const GATE_CALLS = ['/api/v1/auth/me', '/api/v1/auth/status'];

let asked: string[] = [];
const record = ({ request }: { request: Request }) => {
  asked.push(new URL(request.url).pathname);
};

beforeEach(() => {
  asked = [];
  server.events.on('request:start', record);
  document.cookie = 'dbgpt_auth=local; path=/';
});

afterEach(() => {
  server.events.removeListener('request:start', record);
  document.cookie = 'dbgpt_auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe.each(['en', 'zh'] as const)('with sign-in on (%s)', (language: Language & keyof typeof SIGN_IN) => {
  it('the sign-in page asks for no list that needs a session (no 401 before anyone signs in)', async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/auth/me', signInRequired),
      http.get('*/api/v1/auth/status', () => envelope({ auth_mode: 'local', setup_required: false })),
    );
    await renderApp(<Page />, { pathname: '/chat', query: {}, language });
    expect(await screen.findByRole('heading', { name: SIGN_IN[language] })).toBeInTheDocument();
    // Time for the startup lists' lazy module and requests, had they been started.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked.filter((path) => !GATE_CALLS.includes(path))).toEqual([]);
  });

  it('loads the model list and the administrators once the user is signed in', async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/auth/me', () => envelope(ANN)),
    );
    await renderApp(<Page />, { pathname: '/chat', query: {}, language });
    expect(await screen.findByLabelText('draft')).toBeInTheDocument();
    await expect
      .poll(() => asked.filter((path) => !GATE_CALLS.includes(path)).sort())
      .toEqual(['/api/v1/model/types', '/api/v1/users']);
  });
});
