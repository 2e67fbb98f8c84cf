import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import DatabasePage from '@/components/database/database-page';
import { renderApp } from '../render-app';
import { failed, notFound, ok, serveDatabase, SOURCES, TYPES } from './database-fixtures';

const renderDatabase = (language: 'en' | 'zh' = 'en') =>
  renderApp(<DatabasePage />, { pathname: '/construct/database', language });

const typeCards = () => screen.getAllByTestId('type-card').map((card) => card.getAttribute('data-type'));

describe('/construct/database type grid', { timeout: 20_000 }, () => {
  it('shows every type the server describes with icon, description and connection count, and searches', async () => {
    serveDatabase();
    const user = userEvent.setup();
    await renderDatabase();

    const mysql = await screen.findByRole('button', { name: 'MySQL: 2 data sources' });
    expect(mysql.querySelector('img')).toHaveAttribute('src', '/icons/db/mysql.svg');
    expect(mysql).toHaveTextContent('Fast, reliable open-source relational database');
    expect(screen.getByRole('button', { name: 'SQLite: 1 data source' })).toBeInTheDocument();
    const oracle = screen.getByRole('button', { name: 'Oracle: No data source' });
    expect(oracle).toHaveTextContent('No connector on this server');
    expect(screen.getByTestId('datasource-total')).toHaveTextContent('3 data sources in all');
    expect(typeCards()).toEqual(['mysql', 'sqlite', 'oracle']);

    const search = screen.getByRole('textbox', { name: 'Search database types and data sources' });
    await user.type(search, 'inventory');
    expect(typeCards()).toEqual(['sqlite']);
    await user.clear(search);
    await user.type(search, 'orac');
    expect(typeCards()).toEqual(['oracle']);
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(screen.getByText('No database type or data source matches')).toBeInTheDocument();
  });

  it('speaks Chinese: type descriptions and counts', async () => {
    // A type the client does not know keeps the server's words, in Chinese when the server sends them.
    const dameng = {
      name: 'dameng',
      label: 'Dameng',
      description: 'Dameng database',
      description_zh: '达梦数据库',
      parameters: [],
    };
    serveDatabase({ types: [...TYPES, dameng] });
    await renderDatabase('zh');
    const mysql = await screen.findByRole('button', { name: 'MySQL：2 个数据源' });
    expect(mysql).toHaveTextContent('快速、可靠的开源关系型数据库');
    expect(screen.getByRole('button', { name: 'Oracle：暂无数据源' })).toHaveTextContent(
      '此服务器没有该类型的连接器',
    );
    const damengCard = screen.getByRole('button', { name: 'Dameng：暂无数据源' });
    expect(damengCard).toHaveTextContent('达梦数据库');
    expect(damengCard.querySelector('img')).toHaveAttribute('src', '/icons/db/database.svg');
  });

  it('falls back to the client catalogue when the server does not describe its types', async () => {
    serveDatabase(
      {},
      http.get('*/api/v2/serve/datasource-types', () => notFound('GET', '/api/v2/serve/datasource-types')),
    );
    await renderDatabase();
    expect(await screen.findByRole('button', { name: 'MySQL: 2 data sources' })).toBeInTheDocument();
    expect(screen.getAllByTestId('type-card').length).toBeGreaterThanOrEqual(23);
    expect(screen.getByText(/does not describe its database types/)).toBeInTheDocument();
  });

  it('offers a retry when the data sources cannot be loaded', async () => {
    let calls = 0;
    serveDatabase(
      {},
      http.get('*/api/v2/serve/datasources', () => {
        calls += 1;
        return calls === 1 ? failed('database is locked') : ok(SOURCES);
      }),
    );
    const user = userEvent.setup();
    await renderDatabase();
    const panel = await screen.findByTestId('database-types-error');
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'MySQL: 2 data sources' })).toBeInTheDocument();
  });

  it('says plainly that a server without data sources does not offer them', async () => {
    serveDatabase(
      {},
      http.get('*/api/v2/serve/datasources', () => notFound('GET', '/api/v2/serve/datasources')),
    );
    await renderDatabase();
    expect(await screen.findByTestId('database-types-unavailable')).toHaveTextContent(
      'This server does not offer data sources yet',
    );
  });

  it('lists a type’s data sources in its drawer: display name, host or file, description', async () => {
    serveDatabase();
    const user = userEvent.setup();
    await renderDatabase();
    await user.click(await screen.findByRole('button', { name: 'MySQL: 2 data sources' }));

    const drawer = await screen.findByTestId('type-drawer');
    const sales = within(drawer).getByRole('article', { name: 'Sales (EU)' });
    expect(sales).toHaveTextContent('sales');
    expect(sales).toHaveTextContent('db.eu.internal:3306');
    expect(sales).toHaveTextContent('Orders and customers');
    expect(within(sales).getByRole('link', { name: 'Browse schema' })).toHaveAttribute(
      'href',
      '/construct/database/schema?id=1',
    );
    // The data chats list datasources by display name (two `sales` databases stay apart).
    expect(within(sales).getByRole('link', { name: 'Chat with its data' })).toHaveAttribute(
      'href',
      '/chat?scene=chat_with_db_execute&db_param=Sales+%28EU%29',
    );
    expect(within(drawer).getByRole('article', { name: 'crm' })).toHaveTextContent('crm.internal:3307');
  });

  it('opens a type from the keyboard and closes its drawer with Escape', async () => {
    serveDatabase();
    const user = userEvent.setup();
    await renderDatabase();
    await screen.findByRole('button', { name: 'MySQL: 2 data sources' });
    await user.click(screen.getByRole('textbox', { name: 'Search database types and data sources' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'MySQL: 2 data sources' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('type-drawer')).toBeVisible();
    expect(document.querySelector('.ant-drawer-open')).not.toBeNull();
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Escape}');
    // antd drops the open state at once; the slide-out animation never ends in jsdom.
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('reads a type list without the connector flag (DB-GPT) as connectable', async () => {
    serveDatabase({ types: TYPES.map(({ connector_available: _flag, ...type }) => type) });
    await renderDatabase();
    await screen.findByRole('button', { name: 'MySQL: 2 data sources' });
    expect(screen.queryByText('No connector on this server')).toBeNull();
  });
});
