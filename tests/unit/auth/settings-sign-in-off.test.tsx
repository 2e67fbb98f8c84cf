import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import ApiKeysPage from '@/components/api-keys/api-keys-page';
import ProfilePage from '@/components/profile/profile-page';
import UsersPage from '@/components/users/users-page';
import { PreferencesProvider } from '@/contexts/preferences-context';
import i18n from '@/locales/i18n';
import type { Language } from '@/locales/types';
import { server } from '../msw-server';

/** What our server answers these routes under `AUTH_MODE=none` (server/routes/profile.ts and the others). */
const AUTH_OFF = {
  en: 'Sign-in is off on this server (AUTH_MODE=none)',
  zh: '此服务未开启登录（AUTH_MODE=none）',
} as const;

const PAGES: [string, ComponentType, RegExp, 'profile' | 'api_keys' | 'users'][] = [
  ['profile', ProfilePage, /\/api\/v1\/auth\/profile$/, 'profile'],
  ['API keys', ApiKeysPage, /\/api\/v1\/auth\/api-keys/, 'api_keys'],
  ['users', UsersPage, /\/api\/v1\/admin\/users/, 'users'],
];

const TEXT = {
  en: {
    title: 'Sign-in is off on this server',
    how: /AUTH_MODE=local/,
    retry: 'Retry',
    area: {
      profile: /no profile to edit/,
      api_keys: /no personal API keys/,
      users: /no accounts to manage/,
    },
    create: /Create/,
  },
  zh: {
    title: '此服务未开启登录',
    how: /AUTH_MODE=local/,
    retry: '重试',
    area: { profile: /没有可编辑的个人资料/, api_keys: /没有个人 API 密钥/, users: /没有需要管理的账号/ },
    create: /创建/,
  },
} as const;

describe.each(['en', 'zh'] as const)('settings pages without sign-in (%s)', (language: Language & keyof typeof TEXT) => {
  const text = TEXT[language];

  it.each(PAGES)('%s: a calm explanation, no retry, no error notice', async (_name, Page, route, area) => {
    await i18n.changeLanguage(language);
    const asked: string[] = [];
    server.use(
      http.all(route, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(
          { success: false, err_code: 'E1006', err_msg: AUTH_OFF[language], data: null },
          { status: 409 },
        );
      }),
    );
    render(
      <PreferencesProvider initialMode="light" initialLanguage={language}>
        <Page />
      </PreferencesProvider>,
    );

    const notice = await screen.findByTestId('sign-in-off');
    expect(screen.getByRole('heading', { name: text.title })).toBeInTheDocument();
    expect(notice).toHaveTextContent(text.area[area]);
    expect(notice).toHaveTextContent(text.how);
    expect(screen.queryByRole('button', { name: text.retry })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(AUTH_OFF[language])).toBeNull();
    // Nothing to create either: there are no accounts to create keys or users for.
    expect(screen.queryByRole('button', { name: text.create })).toBeNull();
    expect(asked).toHaveLength(1);
  });
});
