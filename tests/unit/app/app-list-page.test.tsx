import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import AppListPage from '@/components/app/list/app-list-page';
import type { App, AppListQuery, AppListResponse } from '@/contract/app';
import { app } from './app-fixtures';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { failed, notFound, ok, recordNotices } from '../support/construct-lists';

const APPS = [
  app('a1', 'Sales analyst'),
  app('a2', 'Report writer', {
    team_mode: 'native_app',
    language: 'zh',
    published: 'false',
    user_code: 'alice-id',
    owner_name: 'alice',
  }),
];

function page(apps: App[], total = apps.length, current = 1): AppListResponse {
  return { app_list: apps, total_count: total, total_page: Math.ceil(total / 12), current_page: current };
}

/** Serves the list with `answer(body)` and records every body the screen sends. */
function serveApps(answer: (body: AppListQuery) => Response) {
  const bodies: AppListQuery[] = [];
  server.use(
    ...startupHandlers(),
    http.post('*/api/v1/app/list', async ({ request }) => {
      const body = (await request.json()) as AppListQuery;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const renderAppList = (language: 'en' | 'zh' = 'en') =>
  renderApp(<AppListPage />, { pathname: '/construct/app', language });

describe('/construct/app', () => {
  it('lists the server’s applications: name, description, mode, language, publication, owner and last change', async () => {
    const bodies = serveApps(() => ok(page(APPS)));
    await renderAppList();

    const sales = await screen.findByRole('article', { name: 'Sales analyst' });
    expect(within(sales).getByText('Sales analyst answers questions')).toBeInTheDocument();
    expect(within(sales).getByText('Multi-agent planning')).toBeInTheDocument();
    expect(within(sales).getByText('English')).toBeInTheDocument();
    expect(within(sales).getByText('Published')).toBeInTheDocument();
    // The caller's own app (user-id 001) is theirs; another's by the name the server gives, not the id.
    expect(within(sales).getByText('Owner: You')).toBeInTheDocument();
    expect(await within(sales).findByText('Updated 5 minutes ago')).toBeInTheDocument();

    const report = screen.getByRole('article', { name: 'Report writer' });
    expect(within(report).getByText('Native app')).toBeInTheDocument();
    expect(within(report).getByText('Chinese')).toBeInTheDocument();
    expect(within(report).getByText('Unpublished')).toBeInTheDocument();
    expect(within(report).getByText('Owner: alice')).toBeInTheDocument();

    expect(within(sales).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/construct/app/extra?app_code=a1',
    );
    expect(bodies[0]).toEqual({ page: 1, page_size: 12 });
  });

  it('filters by publication and searches by name on the server, from the first page', async () => {
    const bodies = serveApps((body) =>
      ok(page(APPS.filter((item) => !body.app_name || item.app_name.includes(body.app_name)))),
    );
    const user = userEvent.setup();
    await renderAppList();
    await screen.findByRole('article', { name: 'Sales analyst' });

    await user.click(screen.getByRole('radio', { name: 'Unpublished' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, page_size: 12, published: 'false' }));

    await user.type(screen.getByRole('textbox', { name: 'Search applications' }), 'Report');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ page: 1, page_size: 12, published: 'false', app_name: 'Report' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sales analyst' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Report writer' })).toBeInTheDocument();
  });

  it('keeps the filter and the search when the page changes (DB-GPT drops them)', async () => {
    const bodies = serveApps((body) =>
      ok(page([app(`p${body.page}`, `App on page ${body.page}`)], 45, body.page)),
    );
    const user = userEvent.setup();
    await renderAppList();
    await screen.findByRole('article', { name: 'App on page 1' });
    expect(screen.getByText('45 in all')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Unpublished' }));
    await user.type(screen.getByRole('textbox', { name: 'Search applications' }), 'App');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ page: 1, page_size: 12, published: 'false', app_name: 'App' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('article', { name: 'App on page 3' })).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ page: 3, page_size: 12, published: 'false', app_name: 'App' });
    expect(screen.getByRole('radio', { name: 'Unpublished' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Search applications' })).toHaveValue('App');
  });

  it('says when there are no applications yet', async () => {
    serveApps(() => ok(page([])));
    await renderAppList();
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded, with the server’s reason in a notification', async () => {
    let calls = 0;
    serveApps(() => {
      calls += 1;
      return calls === 1 ? failed('App store is offline') : ok(page(APPS));
    });
    const user = userEvent.setup();
    await renderAppList();

    const panel = await screen.findByTestId('app-list-error');
    expect(panel).toHaveTextContent('The applications could not be loaded');
    expect(await screen.findByText('App store is offline')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Sales analyst' })).toBeInTheDocument();
  });

  it('says plainly, without an error notice, that a server without the route does not offer applications', async () => {
    serveApps(() => notFound('POST', '/api/v1/app/list'));
    await renderAppList();
    const { notices, unregister } = recordNotices();

    const panel = await screen.findByTestId('app-list-unavailable');
    expect(panel).toHaveTextContent('This server does not offer applications yet');
    expect(screen.queryByRole('textbox', { name: 'Search applications' })).toBeNull();
    expect(notices).toEqual([]);
    unregister();
  });

  it('speaks Chinese', async () => {
    serveApps(() => ok(page(APPS)));
    await renderAppList('zh');

    const report = await screen.findByRole('article', { name: 'Report writer' });
    expect(within(report).getByText('原生应用')).toBeInTheDocument();
    expect(within(report).getByText('中文')).toBeInTheDocument();
    expect(within(report).getByText('未发布')).toBeInTheDocument();
    expect(within(report).getByText('所有者：alice')).toBeInTheDocument();
    const sales = screen.getByRole('article', { name: 'Sales analyst' });
    expect(within(sales).getByText('所有者：我')).toBeInTheDocument();
    expect(await within(report).findByText('5 分钟前更新')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: '应用范围' })).toBeInTheDocument();
  });
});
