import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import AppListPage from '@/components/app/list/app-list-page';
import type { AppAdminsUpdateRequest, AppCodeRequest } from '@/contract/app';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';
import { app, appPage } from './app-fixtures';

const SALES = app('a1', 'Sales analyst');
const REPORT = app('a2', 'Report writer', { published: 'false' });

/** The list, and every call of the app routes the menu uses, recorded by route. */
function serveList() {
  const calls: Record<string, unknown[]> = { list: [], publish: [], unpublish: [], remove: [], admins: [] };
  server.use(
    ...startupHandlers(),
    http.post('*/api/v1/app/list', async ({ request }) => {
      calls.list.push(await request.json());
      return ok(appPage([SALES, REPORT]));
    }),
    ...(['publish', 'unpublish', 'remove'] as const).map((route) =>
      http.post(`*/api/v1/app/${route}`, async ({ request }) => {
        calls[route].push((await request.json()) as AppCodeRequest);
        return ok(route === 'remove' ? null : []);
      }),
    ),
    http.get('*/api/v1/app/a1/admins', () => ok('["bob"]')),
    http.post('*/api/v1/app/admins/update', async ({ request }) => {
      calls.admins.push((await request.json()) as AppAdminsUpdateRequest);
      return ok(null);
    }),
  );
  return calls;
}

async function chooseFromMenu(name: string, item: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(screen.getByRole('menuitem', { name: item }));
  return user;
}

describe('/construct/app actions', () => {
  it('publishes an unpublished app and unpublishes a published one, then reloads the list', async () => {
    const calls = serveList();
    await renderApp(<AppListPage />, { pathname: '/construct/app' });

    await chooseFromMenu('Report writer', 'Publish');
    expect(
      await screen.findByText('“Report writer” is published: everyone finds it on Explore.'),
    ).toBeInTheDocument();
    expect(calls.publish).toEqual([{ app_code: 'a2' }]);
    await waitFor(() => expect(calls.list).toHaveLength(2));

    await chooseFromMenu('Sales analyst', 'Unpublish');
    expect(await screen.findByText('“Sales analyst” is unpublished: it left Explore.')).toBeInTheDocument();
    expect(calls.unpublish).toEqual([{ app_code: 'a1' }]);
  });

  it('deletes only after the confirmation', async () => {
    const calls = serveList();
    await renderApp(<AppListPage />, { pathname: '/construct/app' });

    let user = await chooseFromMenu('Sales analyst', 'Delete');
    let dialog = await screen.findByRole('dialog', { name: 'Delete the application “Sales analyst”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.remove).toEqual([]);

    user = await chooseFromMenu('Sales analyst', 'Delete');
    dialog = await screen.findByRole('dialog', { name: 'Delete the application “Sales analyst”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Sales analyst” was deleted.')).toBeInTheDocument();
    expect(calls.remove).toEqual([{ app_code: 'a1' }]);
  });

  it('edits the admins list of an app', async () => {
    const calls = serveList();
    await renderApp(<AppListPage />, { pathname: '/construct/app' });

    const user = await chooseFromMenu('Sales analyst', 'Admins');
    const dialog = await screen.findByRole('dialog', { name: 'Admins of “Sales analyst”' });
    expect(await within(dialog).findByText('bob')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'User ids' }), 'carol{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The admins of “Sales analyst” were saved.')).toBeInTheDocument();
    expect(calls.admins).toEqual([{ app_code: 'a1', admins: ['bob', 'carol'] }]);
  });

  it('opens a chat with the app from its card', async () => {
    serveList();
    const user = userEvent.setup();
    const { router } = await renderApp(<AppListPage />, { pathname: '/construct/app' });
    const sales = await screen.findByRole('article', { name: 'Sales analyst' });
    await user.click(within(sales).getByRole('button', { name: 'Chat' }));
    expect(router.push).toHaveBeenCalledWith({
      pathname: '/chat',
      query: { scene: 'chat_agent', app_code: 'a1' },
    });
  });
});
