import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogList } from '@/components/chat/dialog-list';
import { DIALOG_LIST_PAGE_SIZE } from '@/components/chat/dialog-list/use-dialogues';
import type { Conversation } from '@/contract/chat';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';

const TOTAL = 2 * DIALOG_LIST_PAGE_SIZE + 30;

const conversations: Conversation[] = Array.from({ length: TOTAL }, (_, index) => ({
  conv_uid: `c-${index}`,
  user_input: index === TOTAL - 1 ? 'The oldest question about zebras' : `Question ${index}`,
  chat_mode: 'chat_normal',
  app_code: null,
  select_param: null,
  model_name: null,
  user_name: '',
  sys_code: null,
  gmt_created: '2026-03-15 09:30:00',
  gmt_modified: '2026-03-15 09:30:00',
}));

/** A server that pages the list as DB-GPT's does, recording the pages asked for. */
function servePagedList() {
  const pages: string[] = [];
  server.use(
    http.get('*/api/v1/chat/dialogue/list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      const size = Number(params.get('page_size') ?? 10);
      pages.push(`${page}/${size}`);
      const data = conversations.slice((page - 1) * size, page * size);
      return HttpResponse.json({ success: true, err_code: null, err_msg: null, data });
    }),
  );
  return pages;
}

async function renderList() {
  await renderApp(<DialogList refreshKey={0} onSelect={vi.fn()} onNew={vi.fn()} />, {
    pathname: '/chat',
    query: { isFirst: 'admin' },
  });
}

const items = () => screen.queryAllByTestId('dialog-item');

describe('the conversation list pages its answers', () => {
  beforeEach(() => server.use(...startupHandlers()));

  it('asks for one page first, and the next pages as it is scrolled', async () => {
    const pages = servePagedList();
    await renderList();
    await waitFor(() => expect(items()).toHaveLength(DIALOG_LIST_PAGE_SIZE));
    expect(pages).toEqual([`1/${DIALOG_LIST_PAGE_SIZE}`]);

    const scroller = screen.getByText('Question 0').closest('[class*="overflow-y-auto"]');
    if (!scroller) throw new Error('no scrolling list');
    fireEvent.scroll(scroller);
    await waitFor(() => expect(items()).toHaveLength(2 * DIALOG_LIST_PAGE_SIZE));
    fireEvent.scroll(scroller);
    await waitFor(() => expect(items()).toHaveLength(TOTAL));
    // The last page was short: nothing more is asked for.
    fireEvent.scroll(scroller);
    expect(pages).toEqual([1, 2, 3].map((page) => `${page}/${DIALOG_LIST_PAGE_SIZE}`));
  });

  it('searches every conversation, loading the pages not seen yet', async () => {
    const pages = servePagedList();
    await renderList();
    await waitFor(() => expect(items()).toHaveLength(DIALOG_LIST_PAGE_SIZE));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations by title' }), 'zebras');
    expect(await screen.findByText('The oldest question about zebras')).toBeInTheDocument();
    expect(items()).toHaveLength(1);
    expect(pages).toHaveLength(3);
  });
});
