import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DialogList } from '@/components/chat/dialog-list';
import type { Conversation } from '@/contract/chat';
import type { Language } from '@/locales/types';
import { server } from '../msw-server';
import { dbgptHandler } from '../support/dbgpt-fixtures';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';

const ok = (data: unknown) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });

const conversation = (conv_uid: string, user_input: string): Conversation => ({
  conv_uid,
  user_input,
  chat_mode: 'chat_normal',
  app_code: null,
  select_param: null,
  model_name: null,
  user_name: '',
  sys_code: null,
  gmt_created: '2026-03-15 09:30:00',
  gmt_modified: '2026-03-15 09:30:00',
});

/** The list and rename routes over one in-memory list, as our server keeps them. */
function serveRenames() {
  let list = [conversation('c1', 'How do I join two tables?'), conversation('c2', 'Plan a trip')];
  const renames: { con_uid: string | null; body: unknown }[] = [];
  server.use(
    ...startupHandlers(),
    http.get('*/api/v1/chat/dialogue/list', () => ok(list)),
    http.post('*/api/v1/chat/dialogue/rename', async ({ request }) => {
      const con_uid = new URL(request.url).searchParams.get('con_uid');
      const body = (await request.json()) as { title: string };
      renames.push({ con_uid, body });
      list = list.map((item) => (item.conv_uid === con_uid ? { ...item, user_input: body.title } : item));
      return ok(list.find((item) => item.conv_uid === con_uid));
    }),
  );
  return renames;
}

const TEXT = {
  en: { rename: 'Rename “Plan a trip”', field: 'Conversation title', menu: 'Rename', open: 'Plan a trip' },
  zh: { rename: '重命名“Plan a trip”', field: '对话标题', menu: '重命名', open: 'Plan a trip' },
} as const;

async function renderList(language: Language = 'en', activeConvUid?: string) {
  const onSelect = vi.fn();
  await renderApp(
    <DialogList refreshKey={0} onSelect={onSelect} onNew={vi.fn()} activeConvUid={activeConvUid} />,
    { pathname: '/chat', query: { isFirst: 'admin' }, language },
  );
  await screen.findByText('Plan a trip');
  return { onSelect };
}

const list = () => screen.getByRole('navigation', { name: /Conversations|对话记录/ });

describe.each(['en', 'zh'] as const)('renaming a conversation (%s)', (language) => {
  const text = TEXT[language];

  it('renames from the hover action: Enter saves on the server and the list shows the new title', async () => {
    const renames = serveRenames();
    const user = userEvent.setup();
    await renderList(language);

    await user.click(screen.getByRole('button', { name: text.rename }));
    const field = screen.getByRole('textbox', { name: text.field });
    expect(field).toHaveValue('Plan a trip');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Hangzhou in spring{Enter}');

    expect(await within(list()).findByText('Hangzhou in spring')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: text.field })).toBeNull();
    expect(renames).toEqual([{ con_uid: 'c2', body: { title: 'Hangzhou in spring' } }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hangzhou in spring' })).toHaveFocus());
  });

  it('Escape cancels without asking the server; an unchanged title saves nothing', async () => {
    const renames = serveRenames();
    const user = userEvent.setup();
    await renderList(language);

    await user.dblClick(screen.getByText('Plan a trip'));
    await user.type(screen.getByRole('textbox', { name: text.field }), ' and more{Escape}');
    expect(screen.queryByRole('textbox', { name: text.field })).toBeNull();
    expect(screen.getByText('Plan a trip')).toBeInTheDocument();

    await user.dblClick(screen.getByText('Plan a trip'));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: text.field })).toBeNull();
    expect(renames).toEqual([]);
  });

  it('starts renaming with F2 on a focused row, and with Enter on the open one', async () => {
    const renames = serveRenames();
    const user = userEvent.setup();
    const { onSelect } = await renderList(language, 'c1');

    screen.getByRole('button', { name: 'Plan a trip' }).focus();
    await user.keyboard('{F2}');
    await user.keyboard('Trip notes{Enter}');
    expect(await screen.findByText('Trip notes')).toBeInTheDocument();

    const open = screen.getByRole('button', { name: 'How do I join two tables?' });
    open.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('Joins{Enter}');
    expect(await screen.findByText('Joins')).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
    expect(renames.map((entry) => entry.body)).toEqual([{ title: 'Trip notes' }, { title: 'Joins' }]);
  });

  it('offers Rename and Delete in a menu on right-click', async () => {
    serveRenames();
    const user = userEvent.setup();
    await renderList(language);

    await user.pointer({ keys: '[MouseRight]', target: screen.getByText('Plan a trip') });
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await user.click(within(menu).getByRole('menuitem', { name: text.menu }));
    expect(screen.getByRole('textbox', { name: text.field })).toHaveFocus();
    await user.keyboard('{Escape}');

    await user.pointer({ keys: '[MouseRight]', target: screen.getByText('Plan a trip') });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('a server without rename', () => {
  it.each([
    ['DB-GPT 0.8.1 (405 from its static mount)', dbgptHandler('dialogue-rename-405')],
    [
      'a 404 without our envelope',
      http.post('*/api/v1/chat/dialogue/rename', () =>
        HttpResponse.json({ detail: 'Not Found' }, { status: 404 }),
      ),
    ],
  ])('%s: the title stays, Rename is no longer offered, no error toast', async (_name, renameHandler) => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/chat/dialogue/list', () => ok([conversation('c2', 'Plan a trip')])),
      renameHandler,
    );
    const user = userEvent.setup();
    await renderList('en');

    await user.click(screen.getByRole('button', { name: TEXT.en.rename }));
    await user.type(screen.getByRole('textbox', { name: TEXT.en.field }), ' again{Enter}');

    expect(await screen.findByText('This server cannot rename conversations.')).toBeInTheDocument();
    expect(screen.getByText('Plan a trip')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.en.rename })).toBeNull();
    expect(screen.queryByText('Request error')).toBeNull();
    await user.pointer({ keys: '[MouseRight]', target: screen.getByText('Plan a trip') });
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Delete']);
  });

  it('keeps the field open and says why when our server refuses the title', async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/chat/dialogue/list', () => ok([conversation('c2', 'Plan a trip')])),
      http.post('*/api/v1/chat/dialogue/rename', () =>
        HttpResponse.json(
          { success: false, err_code: 'E0001', err_msg: 'title: too long', data: null },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderList('en');
    await user.click(screen.getByRole('button', { name: TEXT.en.rename }));
    await user.type(screen.getByRole('textbox', { name: TEXT.en.field }), ' again{Enter}');
    expect(await screen.findByText('title: too long')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: TEXT.en.field })).toHaveValue('Plan a trip again');
  });
});
