import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import AppListPage from '@/components/app/list/app-list-page';
import type { App, AppListQuery, AppListResponse } from '@/contract/app';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { failed, notFound, ok, recordNotices } from '../support/construct-lists';

const minutesAgoIso = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Apps as DB-GPT's app list returns them (contract 1.0, 1.4): string flags, owner filled from user_code. */
function app(app_code: string, app_name: string, extra: Partial<App> = {}): App {
  return {
    app_code,
    app_name,
    app_describe: `${app_name} answers questions`,
    team_mode: 'auto_plan',
    language: 'en',
    team_context: null,
    user_code: '001',
    sys_code: null,
    is_collected: 'false',
    icon: null,
    created_at: minutesAgoIso(90),
    updated_at: minutesAgoIso(5),
    details: [],
    published: 'true',
    user_name: null,
    user_icon: null,
    hot_value: 0,
    param_need: [],
    owner_name: '001',
    owner_avatar_url: null,
    recommend_questions: [],
    admins: [],
    ...extra,
  };
}

const APPS = [
  app('a1', 'Sales analyst'),
  app('a2', 'Report writer', {
    team_mode: 'native_app',
    language: 'zh',
    published: 'false',
    owner_name: 'alice',
  }),
];

function page(apps: App[], total = apps.length, current = 1): AppListResponse {
  return { app_list: apps, total_count: total, total_page: Math.ceil(total / 20), current_page: current };
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
    expect(within(sales).getByText('Owner: 001')).toBeInTheDocument();
    expect(await within(sales).findByText('Updated 5 minutes ago')).toBeInTheDocument();

    const report = screen.getByRole('article', { name: 'Report writer' });
    expect(within(report).getByText('Native app')).toBeInTheDocument();
    expect(within(report).getByText('Chinese')).toBeInTheDocument();
    expect(within(report).getByText('Unpublished')).toBeInTheDocument();
    expect(within(report).getByText('Owner: alice')).toBeInTheDocument();

    expect(screen.getByTestId('read-only-note')).toHaveTextContent('creating, editing and publishing');
    expect(bodies[0]).toEqual({ page: 1, page_size: 20 });
  });

  it('filters by publication and searches by name on the server, from the first page', async () => {
    const bodies = serveApps((body) =>
      ok(page(APPS.filter((item) => !body.app_name || item.app_name.includes(body.app_name)))),
    );
    const user = userEvent.setup();
    await renderAppList();
    await screen.findByRole('article', { name: 'Sales analyst' });

    await user.click(screen.getByRole('radio', { name: 'Unpublished' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, page_size: 20, published: 'false' }));

    await user.type(screen.getByRole('textbox', { name: 'Search applications' }), 'Report');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ page: 1, page_size: 20, published: 'false', app_name: 'Report' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sales analyst' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Report writer' })).toBeInTheDocument();
  });

  it('pages through the list with the server', async () => {
    const bodies = serveApps((body) =>
      ok(page([app(`p${body.page}`, `App on page ${body.page}`)], 45, body.page)),
    );
    const user = userEvent.setup();
    await renderAppList();
    await screen.findByRole('article', { name: 'App on page 1' });
    expect(screen.getByText('45 in all')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('article', { name: 'App on page 3' })).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ page: 3, page_size: 20 });
  });

  it('says the server has none when it has none, and that creating comes later', async () => {
    serveApps(() => ok(page([])));
    await renderAppList();
    expect(await screen.findByText('This server has no applications')).toBeInTheDocument();
    expect(screen.getByText(/Creating them in this client comes in a later version/)).toBeInTheDocument();
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
    expect(panel).toHaveTextContent(
      'Creating and editing applications come in a later version of this client.',
    );
    expect(screen.queryByTestId('read-only-note')).toBeNull();
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
    expect(await within(report).findByText('5 分钟前更新')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: '应用范围' })).toBeInTheDocument();
  });
});
