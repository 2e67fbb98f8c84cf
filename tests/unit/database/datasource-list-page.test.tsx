import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import DatasourceListPage from '@/components/database/datasource-list-page';
import type { Datasource } from '@/contract/datasource';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { failed, notFound, ok, recordNotices, serveTime } from '../support/construct-lists';

/** v0.7+ typed records (contract 8.0), the stored password included, and one v0.6 flat record. */
const SOURCES: Datasource[] = [
  {
    id: 1,
    type: 'mysql',
    db_name: 'sales',
    description: 'Orders and customers',
    params: {
      host: 'db.internal',
      port: 3306,
      user: 'reader',
      database: 'sales',
      password: 'hunter2',
      driver: 'mysql+pymysql',
    },
    gmt_created: serveTime(300),
    gmt_modified: serveTime(30),
  },
  {
    id: 2,
    type: 'sqlite',
    db_name: 'sqlite_inventory',
    description: null,
    params: { path: '/data/inventory.db' },
    gmt_created: serveTime(300),
    gmt_modified: serveTime(300),
  },
  {
    id: 3,
    db_type: 'postgresql',
    db_name: 'analytics',
    db_host: 'pg.internal',
    db_port: '5432',
    db_user: 'analyst',
    db_pwd: 'secret-pg',
    comment: 'Warehouse',
    gmt_created: null,
    gmt_modified: null,
  },
  {
    id: 4,
    type: 'neo4j',
    db_name: 'graph',
    description: null,
    params: { host: 'neo.internal', port: 7687, user: 'graph_reader', password: 'n3o-pass' },
  },
];

function serveSources(answer: () => Response) {
  server.use(...startupHandlers(), http.get('*/api/v2/serve/datasources', answer));
}

const renderSources = (language: 'en' | 'zh' = 'en') =>
  renderApp(<DatasourceListPage />, { pathname: '/construct/database', language });

describe('/construct/database', () => {
  it('lists the server’s data sources with the catalogue’s icon and label, where they live, never the password', async () => {
    serveSources(() => ok(SOURCES));
    await renderSources();

    const sales = await screen.findByRole('article', { name: 'sales' });
    expect(within(sales).getByText('MySQL')).toBeInTheDocument();
    expect(sales.querySelector('img')).toHaveAttribute('src', '/icons/db/mysql.svg');
    expect(within(sales).getByText('Orders and customers')).toBeInTheDocument();
    expect(within(sales).getByText('db.internal:3306')).toBeInTheDocument();
    expect(within(sales).getByText('reader')).toBeInTheDocument();
    expect(await within(sales).findByText('Updated 30 minutes ago')).toBeInTheDocument();

    const inventory = screen.getByRole('article', { name: 'sqlite_inventory' });
    expect(within(inventory).getByText('SQLite')).toBeInTheDocument();
    expect(within(inventory).getByText('/data/inventory.db')).toBeInTheDocument();

    const analytics = screen.getByRole('article', { name: 'analytics' });
    expect(within(analytics).getByText('PostgreSQL')).toBeInTheDocument();
    expect(within(analytics).getByText('pg.internal:5432')).toBeInTheDocument();
    expect(within(analytics).getByText('Warehouse')).toBeInTheDocument();

    const graph = screen.getByRole('article', { name: 'graph' });
    expect(graph.querySelector('img')).toHaveAttribute('src', '/icons/db/database.svg');
    expect(within(graph).getByText('neo4j')).toBeInTheDocument();

    const page = document.body.textContent ?? '';
    for (const password of ['hunter2', 'secret-pg', 'n3o-pass']) expect(page).not.toContain(password);
  });

  it('filters by type, counting each, and searches names, hosts and descriptions', async () => {
    serveSources(() => ok(SOURCES));
    const user = userEvent.setup();
    await renderSources();
    await screen.findByRole('article', { name: 'sales' });

    const types = screen.getByRole('combobox', { name: 'Database type' });
    expect(
      within(types)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types (4)', 'MySQL (1)', 'neo4j (1)', 'PostgreSQL (1)', 'SQLite (1)']);
    await user.selectOptions(types, 'sqlite');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'sqlite_inventory',
    ]);
    await user.selectOptions(types, '');

    await user.type(screen.getByRole('textbox', { name: 'Search data sources' }), 'pg.internal');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'analytics',
    ]);
  });

  it('says the server has none when it has none', async () => {
    serveSources(() => ok([]));
    await renderSources();
    expect(await screen.findByText('This server has no data sources')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    serveSources(() => {
      calls += 1;
      return calls === 1 ? failed('Datasource manager unavailable') : ok(SOURCES);
    });
    const user = userEvent.setup();
    await renderSources();

    const panel = await screen.findByTestId('datasource-list-error');
    expect(panel).toHaveTextContent('The data sources could not be loaded');
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'sales' })).toBeInTheDocument();
  });

  it('says plainly that a server without the route does not offer data sources yet', async () => {
    serveSources(() => notFound('GET', '/api/v2/serve/datasources'));
    await renderSources();
    const { notices, unregister } = recordNotices();

    const panel = await screen.findByTestId('datasource-list-unavailable');
    expect(panel).toHaveTextContent('This server does not offer data sources yet');
    expect(panel).toHaveTextContent(
      'Adding and editing data sources come in a later version of this client.',
    );
    expect(notices).toEqual([]);
    unregister();
  });

  it('speaks Chinese', async () => {
    serveSources(() => ok(SOURCES));
    await renderSources('zh');

    const sales = await screen.findByRole('article', { name: 'sales' });
    expect(within(sales).getByText('主机')).toBeInTheDocument();
    expect(within(sales).getByText('用户')).toBeInTheDocument();
    expect(await within(sales).findByText('30 分钟前更新')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '数据库类型' })).toHaveDisplayValue('全部类型（4）');
  });
});
