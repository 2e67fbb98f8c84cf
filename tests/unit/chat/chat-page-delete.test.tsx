import { useMemo, useState, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { describe, expect, it } from 'vitest';
import ChatPage from '@/components/chat/chat-page';
import { AntdScope } from '@/components/common/antd-scope';
import { AppShell } from '@/components/layout/app-shell';
import type { Conversation } from '@/contract/chat';
import { ChatContextProvider } from '@/contexts/chat-context';
import { PreferencesProvider } from '@/contexts/preferences-context';
import i18n from '@/locales/i18n';
import type { Language } from '@/locales/types';
import { server } from '../msw-server';
import { fakeRouter } from '../render-app';
import { finishedStream, ok, serveChatScreen, serveCompletions } from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

type Query = Record<string, string>;

/**
 * A router whose address follows `push`, a moment later as Next's does: a shallow push reports the new
 * address only after the current event has been handled.
 */
function LiveRouter({ initial, children }: { initial: Query; children: ReactNode }) {
  const [query, setQuery] = useState(initial);
  const router = useMemo<NextRouter>(() => {
    const base = fakeRouter('/chat', query);
    const push: NextRouter['push'] = async (url) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const next =
        typeof url === 'string' ? Object.fromEntries(new URL(url, 'http://x').searchParams) : url.query;
      setQuery({ isFirst: 'admin', ...(next as Query) });
      return true;
    };
    return { ...base, push, replace: push };
  }, [query]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

async function renderLive(language: Language) {
  await i18n.changeLanguage(language);
  render(
    <LiveRouter initial={{ isFirst: 'admin' }}>
      <PreferencesProvider initialMode="light" initialLanguage={language}>
        <ChatContextProvider>
          <AppShell>
            <AntdScope>
              <ChatPage />
            </AntdScope>
          </AppShell>
        </ChatContextProvider>
      </PreferencesProvider>
    </LiveRouter>,
  );
}

const started = (conv_uid: string, user_input: string): Conversation => ({
  conv_uid,
  user_input,
  chat_mode: 'chat_normal',
  app_code: null,
  select_param: null,
  model_name: 'qwen2-7b-chat',
  user_name: '',
  sys_code: null,
  gmt_created: '2026-11-20 10:00:00',
  gmt_modified: '2026-11-20 10:00:00',
});

const TEXT = {
  en: { input: 'Your question', delete: 'Delete “Hi there”', ok: 'Delete', error: 'Request error' },
  zh: { input: '你的问题', delete: '删除“Hi there”', ok: '删除', error: '请求错误' },
} as const;

describe.each(['en', 'zh'] as const)('deleting the open conversation (%s)', (language) => {
  it('goes quietly to a new chat: no request for its history, no error', async () => {
    const text = TEXT[language];
    const calls = serveChatScreen();
    const deleted: string[] = [];
    let listed: Conversation[] = [];
    server.use(
      http.post('*/api/v1/chat/dialogue/new', () => ok(started('new-1', ''))),
      http.get('*/api/v1/chat/dialogue/list', () => ok(listed)),
      http.post('*/api/v1/chat/dialogue/delete', ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('con_uid') ?? '');
        listed = [];
        return ok(null);
      }),
      // As our server answers for a conversation that no longer exists.
      http.get('*/api/v1/chat/dialogue/messages/history', ({ request }) => {
        calls.history.push(new URL(request.url).searchParams.get('con_uid') ?? '');
        return HttpResponse.json(
          { success: false, err_code: '404', err_msg: 'Conversation new-1 not found', data: null },
          { status: 404 },
        );
      }),
    );
    serveCompletions(() => {
      listed = [started('new-1', 'Hi there')];
      return finishedStream('Hello! I am here.');
    });
    const user = userEvent.setup();
    await renderLive(language);

    await user.type(await screen.findByRole('textbox', { name: text.input }), 'Hi there{Enter}');
    expect(await screen.findByText('Hello! I am here.')).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: language === 'en' ? 'Conversations' : '对话记录' });
    await user.click(await within(list).findByRole('button', { name: text.delete }));
    await user.click(screen.getByRole('button', { name: text.ok }));

    expect(await screen.findByTestId('chat-landing')).toBeInTheDocument();
    expect(deleted).toEqual(['new-1']);
    // Long enough for the address to follow and any request it would set off to be answered.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await waitFor(() => expect(screen.getByTestId('chat-landing')).toBeInTheDocument());
    expect(calls.history).toEqual([]);
    expect(screen.queryByText(text.error)).toBeNull();
    expect(screen.queryByText('Conversation new-1 not found')).toBeNull();
    expect(screen.queryByTestId('chat-history-error')).toBeNull();
  });
});
