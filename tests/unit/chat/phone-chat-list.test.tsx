import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatPage from '@/components/chat/chat-page';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import type { Conversation } from '@/contract/chat';
import type { Language } from '@/locales/types';
import { renderApp } from '../render-app';
import { round, serveChatScreen } from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

const conversation = (conv_uid: string, user_input: string): Conversation => ({
  conv_uid,
  user_input,
  chat_mode: 'chat_normal',
  app_code: null,
  select_param: null,
  model_name: 'gpt-4o',
  user_name: '',
  sys_code: null,
  gmt_created: '2026-11-20 10:00:00',
  gmt_modified: '2026-11-20 10:00:00',
});

const TEXT = {
  en: {
    openMenu: 'Open menu',
    list: 'Conversations',
    newChat: 'New chat',
    expand: 'Expand the conversation list',
    collapse: 'Collapse the conversation list',
  },
  zh: {
    openMenu: '打开菜单',
    list: '对话记录',
    newChat: '新建对话',
    expand: '展开对话列表',
    collapse: '收起对话列表',
  },
} as const;

/** A screen as wide as a phone (390 px): below the `md` breakpoint the shell uses for phones. */
function phoneWidth() {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('max-width: 767px'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

let matchMedia: ReturnType<typeof phoneWidth>;
beforeEach(() => {
  resetChatParams();
  matchMedia = phoneWidth();
});
afterEach(() => matchMedia.mockRestore());

describe.each(['en', 'zh'] as const)('/chat on a phone (%s)', (language: Language & keyof typeof TEXT) => {
  const text = TEXT[language];

  async function renderPhoneChat() {
    serveChatScreen({
      history: round(1, 'Where is Paris?', 'Paris is in France.'),
      conversations: [conversation('c1', 'Where is Paris?'), conversation('c2', 'Plan a trip')],
    });
    const rendered = await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', id: 'c1', scene: 'chat_normal' },
      language,
    });
    expect(await screen.findByText('Paris is in France.')).toBeInTheDocument();
    return rendered;
  }

  it('gives the conversation the whole width: no rail beside it', async () => {
    await renderPhoneChat();
    expect(screen.queryByTestId('dialog-list')).toBeNull();
    expect(screen.queryByRole('button', { name: text.expand })).toBeNull();
    expect(screen.queryByRole('navigation', { name: text.list })).toBeNull();
  });

  it('offers the conversation list in the header’s menu, over the chat; choosing one opens it', async () => {
    const user = userEvent.setup();
    const { router } = await renderPhoneChat();

    await user.click(screen.getByRole('button', { name: text.openMenu }));
    await user.click(within(screen.getByTestId('mobile-menu')).getByRole('button', { name: text.list }));
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    const drawer = screen.getByRole('dialog', { name: text.list });
    await user.click(await within(drawer).findByText('Plan a trip'));

    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/chat', query: { id: 'c2', scene: 'chat_normal' } },
      undefined,
      { shallow: true },
    );
    expect(screen.queryByRole('dialog', { name: text.list })).toBeNull();
  });

  it('closes the list with Escape and with its own collapse button', async () => {
    const user = userEvent.setup();
    await renderPhoneChat();
    const openList = async () => {
      await user.click(screen.getByRole('button', { name: text.openMenu }));
      await user.click(within(screen.getByTestId('mobile-menu')).getByRole('button', { name: text.list }));
      return screen.getByRole('dialog', { name: text.list });
    };

    await openList();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text.list })).toBeNull());

    const drawer = await openList();
    await user.click(within(drawer).getByRole('button', { name: text.collapse }));
    expect(screen.queryByRole('dialog', { name: text.list })).toBeNull();
  });

  it('starts a new chat from the header’s menu', async () => {
    const user = userEvent.setup();
    const { router } = await renderPhoneChat();

    await user.click(screen.getByRole('button', { name: text.openMenu }));
    await user.click(within(screen.getByTestId('mobile-menu')).getByRole('button', { name: text.newChat }));

    expect(router.push).toHaveBeenLastCalledWith('/chat', undefined, { shallow: true });
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
  });
});

describe('/chat on a wide screen', () => {
  it('keeps the list beside the conversation, and the menu offers no page actions', async () => {
    matchMedia.mockRestore();
    const user = userEvent.setup();
    serveChatScreen({ history: round(1, 'q', 'a'), conversations: [conversation('c2', 'Plan a trip')] });
    await renderApp(<ChatPage />, { pathname: '/chat', query: { isFirst: 'admin', id: 'c1' } });

    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(await within(list).findByText('Plan a trip')).toBeInTheDocument();
    // The top bar (CSS hides it at this width) has nothing of the page's.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByTestId('mobile-menu');
    expect(within(menu).queryByRole('button', { name: 'New chat' })).toBeNull();
    expect(within(menu).queryByRole('list', { name: 'On this page' })).toBeNull();
  });
});
