import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogList } from '@/components/chat/dialog-list';
import type { Conversation } from '@/contract/chat';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';

const ok = (data: unknown) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });

function conversation(
  conv_uid: string,
  user_input: string,
  gmt: string | null,
  chat_mode = 'chat_normal',
): Conversation {
  return {
    conv_uid,
    user_input,
    chat_mode,
    app_code: null,
    select_param: null,
    model_name: null,
    user_name: '',
    sys_code: null,
    gmt_created: gmt,
    gmt_modified: gmt,
  };
}

const CONVERSATIONS = [
  conversation('c-today', 'How do I join two tables?', '2026-03-15 09:30:00'),
  conversation('c-yesterday', 'Summarise the sales report', '2026-03-14 23:10:00', 'chat_knowledge'),
  conversation('c-earlier', 'Plan a trip to Hangzhou', '2026-03-01 08:00:00'),
  conversation('c-undated', 'An old question', null, 'chat_dashboard'),
];

function listHandler(list: Conversation[] = CONVERSATIONS) {
  return http.get('*/api/v1/chat/dialogue/list', () => ok(list));
}

async function renderList(props: Partial<Parameters<typeof DialogList>[0]> = {}) {
  const onSelect = vi.fn();
  const onNew = vi.fn();
  const view = await renderApp(<DialogList refreshKey={0} onSelect={onSelect} onNew={onNew} {...props} />, {
    pathname: '/chat',
    query: { isFirst: 'admin' },
  });
  return { onSelect, onNew, view };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 12, 0, 0));
  server.use(...startupHandlers());
});
afterEach(() => vi.useRealTimers());

describe('DialogList', () => {
  it('groups conversations by day: today, yesterday, earlier (undated ones too)', async () => {
    server.use(listHandler());
    await renderList();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByRole('button', { name: 'How do I join two tables?' })).toBeInTheDocument();
    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(within(yesterday).getByRole('button', { name: 'Summarise the sales report' })).toBeInTheDocument();
    const earlier = screen.getByRole('region', { name: 'Earlier' });
    expect(
      within(earlier)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Hangzhou'), expect.stringContaining('An old question')]);
    // Each conversation carries the icon of its scene.
    expect(within(yesterday).getByTitle('Knowledge chat')).toBeInTheDocument();
  });

  it('shows the headings in Chinese when the language is zh', async () => {
    server.use(listHandler());
    await renderApp(<DialogList refreshKey={0} onSelect={vi.fn()} onNew={vi.fn()} />, {
      pathname: '/chat',
      language: 'zh',
    });
    expect(await screen.findByRole('region', { name: '今天' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '昨天' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '更早' })).toBeInTheDocument();
  });

  it('marks the active conversation and reports a selection', async () => {
    server.use(listHandler());
    const { onSelect } = await renderList({ activeConvUid: 'c-yesterday' });
    const active = await screen.findByRole('button', { name: 'Summarise the sales report' });
    expect(active).toHaveAttribute('aria-current', 'true');
    const other = screen.getByRole('button', { name: 'How do I join two tables?' });
    expect(other).not.toHaveAttribute('aria-current');
    await userEvent.click(other);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ conv_uid: 'c-today' }));
  });

  it('filters by title as the user types, and says when nothing matches', async () => {
    server.use(listHandler());
    await renderList();
    await screen.findByRole('button', { name: 'How do I join two tables?' });
    const search = screen.getByRole('searchbox', { name: 'Search conversations by title' });
    await userEvent.type(search, 'HANGZHOU');
    expect(screen.getByRole('button', { name: 'Plan a trip to Hangzhou' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I join two tables?' })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like this');
    expect(screen.getByText('No conversation matches “nothing like this”.')).toBeInTheDocument();
  });

  it('clears the search with Escape', async () => {
    server.use(listHandler());
    await renderList();
    await screen.findByRole('button', { name: 'How do I join two tables?' });
    const search = screen.getByRole('searchbox', { name: 'Search conversations by title' });
    await userEvent.type(search, 'hangzhou');
    expect(screen.queryByRole('button', { name: 'How do I join two tables?' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(screen.getByRole('button', { name: 'How do I join two tables?' })).toBeInTheDocument();
  });

  it('asks in a popover the keyboard can use: Cancel takes the focus, Escape returns it', async () => {
    const deleted: string[] = [];
    server.use(
      listHandler(),
      http.post('*/api/v1/chat/dialogue/delete', () => {
        deleted.push('called');
        return ok(null);
      }),
    );
    await renderList();
    const trigger = await screen.findByRole('button', { name: 'Delete “Plan a trip to Hangzhou”' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this conversation?' });
    expect(dialog).toHaveAccessibleDescription('Its messages will be removed for good.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(deleted).toEqual([]);

    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(deleted).toEqual(['called']));
    // The row is gone; the focus stays in the list, on its search box.
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
  });

  it('asks before deleting, then deletes on the server and drops the conversation', async () => {
    const deleted: string[] = [];
    server.use(
      listHandler(),
      http.post('*/api/v1/chat/dialogue/delete', ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('con_uid') ?? '');
        return ok(null);
      }),
    );
    const { onNew } = await renderList({ activeConvUid: 'c-today' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Plan a trip to Hangzhou”' }));
    expect(await screen.findByText('Delete this conversation?')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Plan a trip to Hangzhou' })).not.toBeInTheDocument(),
    );
    expect(deleted).toEqual(['c-earlier']);
    // Deleting another conversation leaves the open one alone.
    expect(onNew).not.toHaveBeenCalled();
  });

  it('starts a new chat when the open conversation is deleted', async () => {
    server.use(
      listHandler(),
      http.post('*/api/v1/chat/dialogue/delete', () => ok(null)),
    );
    const { onNew } = await renderList({ activeConvUid: 'c-today' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “How do I join two tables?”' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onNew).toHaveBeenCalledTimes(1));
  });

  it('keeps the conversation when the user cancels or the server refuses', async () => {
    server.use(
      listHandler(),
      http.post('*/api/v1/chat/dialogue/delete', () =>
        HttpResponse.json({ success: false, err_code: 'E0001', err_msg: 'not yours', data: null }),
      ),
    );
    await renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Plan a trip to Hangzhou”' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Plan a trip to Hangzhou”' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('not yours')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan a trip to Hangzhou' })).toBeInTheDocument();
  });

  it('collapses and expands with a named toggle, starting collapsed when asked', async () => {
    server.use(listHandler());
    const { onNew } = await renderList({ defaultCollapsed: true });
    const expand = screen.getByRole('button', { name: 'Expand the conversation list' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New chat' }));
    expect(onNew).toHaveBeenCalledTimes(1);
    await userEvent.click(expand);
    expect(await screen.findByRole('button', { name: 'How do I join two tables?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse the conversation list' }));
    expect(screen.queryByRole('button', { name: 'How do I join two tables?' })).not.toBeInTheDocument();
  });

  it('reloads when refreshKey changes', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/chat/dialogue/list', () => {
        calls += 1;
        return ok(calls === 1 ? [] : [conversation('c-new', 'A fresh question', '2026-03-15 11:59:00')]);
      }),
    );
    function Harness() {
      const [refreshKey, setRefreshKey] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRefreshKey((key) => key + 1)}>
            refresh
          </button>
          <DialogList refreshKey={refreshKey} onSelect={vi.fn()} onNew={vi.fn()} />
        </>
      );
    }
    await renderApp(<Harness />, { pathname: '/chat' });
    expect(await screen.findByText('No conversations yet. Start one with New chat.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'refresh' }));
    expect(await screen.findByRole('button', { name: 'A fresh question' })).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/chat/dialogue/list', () =>
        fail ? new HttpResponse(null, { status: 500 }) : ok(CONVERSATIONS),
      ),
    );
    await renderList();
    const alert = await screen.findByTestId('dialog-list-error');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'How do I join two tables?' })).toBeInTheDocument();
  });
});
