import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SchemaPage from '@/components/database/schema/schema-page';
import { forgetSchemaRoute } from '@/components/database/schema/schema-reader';
import { renderApp } from '../render-app';
import { dbgptFixture, dbgptHandler } from '../support/dbgpt-fixtures';
import { ok, serveDatabase, SOURCES } from './database-fixtures';

const renderSchema = (language: 'en' | 'zh' = 'en') =>
  renderApp(<SchemaPage />, {
    pathname: '/construct/database/schema',
    query: { isFirst: 'admin', id: '1' },
    language,
  });

const html404 = () => {
  const { body } = dbgptFixture('datasource-schema-404').response;
  return new HttpResponse(String(body), { status: 404, headers: { 'Content-Type': 'text/html' } });
};

/** DB-GPT 0.8.1: the data source, no stored-schema route (its HTML 404), and the SQL editor's tree or not. */
function serveDbgpt({ editor = true, refresh }: { editor?: boolean; refresh?: () => Response } = {}) {
  const asked = { schema: 0, editor: [] as URLSearchParams[] };
  serveDatabase(
    {},
    http.get('*/api/v2/serve/datasources/:id/schema', () => {
      asked.schema += 1;
      return html404();
    }),
    http.get('*/api/v2/serve/datasources/:id', ({ params }) =>
      ok(SOURCES.find((source) => String(source.id) === params.id) ?? null),
    ),
    http.get('*/api/v1/editor/db/tables', ({ request }) => {
      asked.editor.push(new URL(request.url).searchParams);
      return editor ? undefined : html404();
    }),
    dbgptHandler('editor-db-tables'),
    ...(refresh ? [http.post('*/api/v2/serve/datasources/:id/refresh', refresh)] : []),
  );
  return asked;
}

const tableNames = () =>
  screen.getAllByTestId('schema-table').map((table) => table.getAttribute('aria-label'));

beforeEach(() => forgetSchemaRoute());

describe('/construct/database/schema in front of DB-GPT 0.8.1', { timeout: 20_000 }, () => {
  it('reads the tables and columns through the SQL editor, asking the missing route once per session', async () => {
    const asked = serveDbgpt();
    const user = userEvent.setup();
    const first = await renderSchema();

    expect(await screen.findByRole('heading', { name: 'Schema of Sales (EU)' })).toBeInTheDocument();
    expect(tableNames()).toEqual(['orders', 'customers']);
    expect(screen.getByText(/2 tables · Read just now from the database/)).toBeInTheDocument();
    expect(screen.queryByText('No schema stored yet')).toBeNull();
    expect(screen.queryByText(/Never read/)).toBeNull();
    expect(Object.fromEntries(asked.editor[0])).toMatchObject({ db_name: 'sales', page_index: '1' });

    const orders = screen.getByRole('region', { name: 'orders' });
    await user.click(within(orders).getByRole('button', { expanded: false }));
    const columns = within(orders).getByRole('table', { name: 'Columns of orders' });
    // As DB-GPT 0.8.1 reads a SQLite table: the column's type and whether it may be null.
    expect(within(columns).getByRole('row', { name: /customer_id/ })).toHaveTextContent(
      /customer_idINTEGERyes/,
    );
    expect(within(columns).getByRole('row', { name: /total/ })).toHaveTextContent(/totalREAL/);
    first.unmount();

    await renderSchema();
    expect(await screen.findByRole('region', { name: 'customers' })).toBeInTheDocument();
    expect(asked.schema).toBe(1);
    expect(asked.editor).toHaveLength(2);
  });

  it('after Refresh shows what the server read, in Chinese', async () => {
    serveDbgpt({ refresh: () => ok(true) });
    const user = userEvent.setup();
    await renderSchema('zh');
    await user.click(await screen.findByRole('button', { name: '刷新表结构' }));
    expect(await screen.findByTestId('schema-refreshed')).toHaveTextContent('已重新读取表结构');
    expect(tableNames()).toEqual(['orders', 'customers']);
    expect(screen.getByText(/刚从数据库读取/)).toBeInTheDocument();
  });

  it('says the server cannot show the schema when it has no editor route either, and never that Refresh worked', async () => {
    serveDbgpt({ editor: false, refresh: () => ok(true) });
    const user = userEvent.setup();
    await renderSchema();
    expect(await screen.findByText('This server cannot show the schema')).toBeInTheDocument();
    expect(screen.queryByText('No schema stored yet')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Refresh schema' }));
    expect(await screen.findByTestId('schema-refresh-unreadable')).toHaveTextContent(
      'The server re-read the data source, but cannot show its schema',
    );
    expect(screen.queryByTestId('schema-refreshed')).toBeNull();
  });

  it('reports a Refresh answered 404 as a failure, in Chinese', async () => {
    serveDbgpt({ editor: false, refresh: html404 });
    const user = userEvent.setup();
    await renderSchema('zh');
    expect(await screen.findByText('此服务器无法显示表结构')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '刷新表结构' }));
    expect(await screen.findByTestId('schema-refresh-failed')).toHaveTextContent('刷新表结构失败');
    expect(screen.queryByTestId('schema-refreshed')).toBeNull();
  });
});
