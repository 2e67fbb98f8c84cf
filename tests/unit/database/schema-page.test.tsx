import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SchemaPage from '@/components/database/schema/schema-page';
import type { DatasourceSchemaProfile } from '@/contract/datasource';
import { renderApp } from '../render-app';
import { failed, ok, PROFILE, serveDatabase, SOURCES } from './database-fixtures';

const renderSchema = (query: Record<string, string> = { id: '1' }, language: 'en' | 'zh' = 'en') =>
  renderApp(<SchemaPage />, {
    pathname: '/construct/database/schema',
    query: { isFirst: 'admin', ...query },
    language,
  });

function serveSchema(profile: () => Response, ...extra: Parameters<typeof serveDatabase>[1][]) {
  return serveDatabase(
    {},
    ...extra,
    http.get('*/api/v2/serve/datasources/:id/schema', profile),
    http.get('*/api/v2/serve/datasources/:id', ({ params }) =>
      ok(SOURCES.find((source) => String(source.id) === params.id) ?? null),
    ),
  );
}

const tableNames = () =>
  screen.getAllByTestId('schema-table').map((table) => table.getAttribute('aria-label'));

describe('/construct/database/schema', () => {
  it('shows the tables with row estimates, and a table’s columns, types, comments and keys', async () => {
    serveSchema(() => ok(PROFILE));
    const user = userEvent.setup();
    await renderSchema();

    expect(await screen.findByRole('heading', { name: 'Schema of Sales (EU)' })).toBeInTheDocument();
    expect(screen.getByText(/MySQL · db\.eu\.internal:3306 · 2 tables/)).toBeInTheDocument();
    expect(tableNames()).toEqual(['orders', 'customers']);
    const orders = screen.getByRole('region', { name: 'orders' });
    expect(orders).toHaveTextContent('~120,000 rows');
    expect(orders).toHaveTextContent('One row per order');

    await user.click(within(orders).getByRole('button', { expanded: false }));
    const columns = within(orders).getByRole('table', { name: 'Columns of orders' });
    const id = within(columns).getByRole('row', { name: /^id/ });
    expect(id).toHaveTextContent('bigint');
    expect(within(id).getByText('PK')).toHaveAttribute('title', 'Primary key');
    const customer = within(columns).getByRole('row', { name: /customer_id/ });
    expect(customer).toHaveTextContent('FK');
    expect(customer).toHaveTextContent('Who ordered');
    expect(within(columns).getByRole('row', { name: /total/ })).toHaveTextContent(
      'decimal(10,2)yesSum in euros',
    );
    expect(orders).toHaveTextContent('customer_id → customers (id)');
  });

  it('searches tables and columns, opening a table found by its column', async () => {
    serveSchema(() => ok(PROFILE));
    const user = userEvent.setup();
    await renderSchema();
    const search = await screen.findByRole('textbox', { name: 'Search tables and columns' });

    await user.type(search, 'email');
    expect(tableNames()).toEqual(['customers']);
    expect(screen.getByRole('table', { name: 'Columns of customers' })).toHaveTextContent('Login');
    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(screen.getByText('No table or column matches “no such thing”.')).toBeInTheDocument();
  });

  it('refreshes the schema, showing progress, then the new tables', async () => {
    let refreshed = false;
    let release: () => void = () => undefined;
    const fresh: DatasourceSchemaProfile = {
      ...PROFILE,
      tables: [
        ...PROFILE.tables,
        {
          name: 'invoices',
          kind: 'view',
          comment: null,
          row_estimate: null,
          columns: [],
          primary_key: [],
          foreign_keys: [],
        },
      ],
    };
    serveSchema(
      () => ok(refreshed ? fresh : PROFILE),
      http.post('*/api/v2/serve/datasources/:id/refresh', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        refreshed = true;
        return ok(true);
      }),
    );
    const user = userEvent.setup();
    await renderSchema();
    await user.click(await screen.findByRole('button', { name: 'Refresh schema' }));

    expect(await screen.findByTestId('schema-refreshing')).toHaveTextContent(
      'Reading the tables, columns and keys of Sales (EU)…',
    );
    release();
    expect(await screen.findByTestId('schema-refreshed')).toHaveTextContent('The schema was read again');
    expect(tableNames()).toEqual(['orders', 'customers', 'invoices']);
    expect(screen.getByRole('region', { name: 'invoices' })).toHaveTextContent('rows unknown');
  });

  it('says why a refresh failed and keeps the tables shown', async () => {
    serveSchema(
      () => ok(PROFILE),
      http.post('*/api/v2/serve/datasources/:id/refresh', () =>
        HttpResponse.json(
          { success: false, err_code: 'E0003', err_msg: 'Host db.eu.internal is unreachable', data: null },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderSchema();
    await user.click(await screen.findByRole('button', { name: 'Refresh schema' }));
    const failure = await screen.findByTestId('schema-refresh-failed');
    expect(failure).toHaveTextContent('Refreshing the schema failed');
    expect(failure).toHaveTextContent('Host db.eu.internal is unreachable');
    expect(tableNames()).toEqual(['orders', 'customers']);
  });

  it('offers Refresh when nothing is stored yet, in Chinese', async () => {
    serveSchema(() => ok(null));
    await renderSchema({ id: '1' }, 'zh');
    expect(await screen.findByText('尚未保存表结构')).toBeInTheDocument();
    expect(screen.getByText(/从未读取/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新表结构' })).toBeInTheDocument();
  });

  it('says when the data source does not exist, when no id is given, and offers a retry on failure', async () => {
    serveSchema(() => ok(null));
    const { unmount } = await renderSchema({ id: '42' });
    expect(await screen.findByText('This data source does not exist')).toBeInTheDocument();
    unmount();

    const second = await renderSchema({});
    expect(screen.getByText('No data source chosen')).toBeInTheDocument();
    second.unmount();

    let calls = 0;
    serveSchema(() => {
      calls += 1;
      return calls === 1 ? failed('profile store is locked') : ok(PROFILE);
    });
    const user = userEvent.setup();
    await renderSchema();
    const panel = await screen.findByTestId('schema-error');
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'orders' })).toBeInTheDocument();
  });
});
