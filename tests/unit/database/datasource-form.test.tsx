import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import DatabasePage from '@/components/database/database-page';
import { renderApp } from '../render-app';
import { ok, serveDatabase } from './database-fixtures';

type User = ReturnType<typeof userEvent.setup>;

async function openType(user: User, name: string, language: 'en' | 'zh' = 'en') {
  await renderApp(<DatabasePage />, { pathname: '/construct/database', language });
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByTestId('type-drawer');
}

const formDialog = async () =>
  (await screen.findByTestId('datasource-form')).closest('.ant-modal') as HTMLElement;

describe('data source create, edit and delete', { timeout: 20_000 }, () => {
  it('creates a data source after a readable failed test and a successful one, keeping what was typed', async () => {
    let tests = 0;
    const recorded = serveDatabase(
      {},
      http.post('*/api/v2/serve/datasources/connection-check', async ({ request }) => {
        tests += 1;
        await request.text();
        return tests === 1
          ? HttpResponse.json(
              {
                success: false,
                err_code: 'E0003',
                err_msg: 'Access denied for user reader: wrong password',
                data: null,
              },
              { status: 400 },
            )
          : ok({ connected: true, warnings: [] });
      }),
    );
    const user = userEvent.setup();
    await openType(user, 'MySQL: 2 data sources');
    await user.click(screen.getByRole('button', { name: 'Add data source' }));
    const dialog = await formDialog();
    expect(within(dialog).getByText('Add a MySQL data source')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Host' }), 'db.us.internal');
    await user.type(within(dialog).getByRole('textbox', { name: 'User' }), 'reader');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.type(within(dialog).getByRole('textbox', { name: 'Database' }), 'sales');
    await user.type(within(dialog).getByRole('textbox', { name: 'Display name' }), 'Sales (US)');
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));

    const failure = await within(dialog).findByText('The connection failed');
    expect(failure.closest('[role="alert"]')).toHaveTextContent(
      'Access denied for user reader: wrong password',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Host' })).toHaveValue('db.us.internal');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('wrong');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByText('Connected: these settings work.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sales (US) was added')).toBeInTheDocument();
    const created = recorded.find(
      (entry) => entry.method === 'POST' && entry.path === '/api/v2/serve/datasources',
    );
    expect(created?.body).toEqual({
      type: 'mysql',
      params: { host: 'db.us.internal', port: 3306, user: 'reader', password: 'right', database: 'sales' },
      description: null,
      visibility: 'private',
      display_name: 'Sales (US)',
    });
  });

  it('requires the required parameters before testing', async () => {
    const recorded = serveDatabase();
    const user = userEvent.setup();
    await openType(user, 'SQLite: 1 data source');
    await user.click(screen.getByRole('button', { name: 'Add data source' }));
    const dialog = await formDialog();
    await user.click(within(dialog).getByText('A file on the server'));
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(
      await within(dialog).findByText(/File path/, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(recorded).toEqual([]);
  });

  it('edits without the password: an empty field keeps the stored one and the request has none', async () => {
    const recorded = serveDatabase();
    const user = userEvent.setup();
    const drawer = await openType(user, 'MySQL: 2 data sources');
    const sales = within(drawer).getByRole('article', { name: 'Sales (EU)' });
    await user.click(within(sales).getByRole('button', { name: 'Edit' }));
    const dialog = await formDialog();

    expect(within(dialog).getByText('Edit Sales (EU)')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Host' })).toHaveValue('db.eu.internal');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).getByText('Leave empty to keep the stored password.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Display name' })).toHaveValue('Sales (EU)');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'EU orders');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sales (EU) was saved')).toBeInTheDocument();

    const update = recorded.find((entry) => entry.method === 'PUT');
    expect(update?.body).toEqual({
      type: 'mysql',
      id: 1,
      params: { host: 'db.eu.internal', port: 3306, user: 'reader', database: 'sales' },
      description: 'EU orders',
      visibility: 'private',
      display_name: 'Sales (EU)',
    });
    expect(JSON.stringify(update?.body)).not.toContain('password');
  });

  it('asks before deleting, naming the data source, and deletes only when confirmed', async () => {
    const recorded = serveDatabase();
    const user = userEvent.setup();
    const drawer = await openType(user, 'MySQL: 2 data sources');
    const crm = within(drawer).getByRole('article', { name: 'crm' });

    await user.click(within(crm).getByRole('button', { name: 'Delete' }));
    const confirmDialog = async () =>
      (await screen.findByText('Delete the data source “crm”?')).closest('.ant-modal') as HTMLElement;
    let confirm = await confirmDialog();
    expect(confirm).toHaveTextContent('The database itself is not touched.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(recorded).toEqual([]);

    await user.click(within(crm).getByRole('button', { name: 'Delete' }));
    confirm = await confirmDialog();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('crm was deleted')).toBeInTheDocument();
    expect(recorded).toEqual([{ method: 'DELETE', path: '/api/v2/serve/datasources/2', body: null }]);
  });

  it('refreshes a data source and says so', async () => {
    const recorded = serveDatabase();
    const user = userEvent.setup();
    const drawer = await openType(user, 'MySQL: 2 data sources');
    await user.click(
      within(within(drawer).getByRole('article', { name: 'crm' })).getByRole('button', { name: 'Refresh' }),
    );
    expect(await screen.findByText('The schema of crm was read again')).toBeInTheDocument();
    expect(recorded.map((entry) => entry.path)).toEqual(['/api/v2/serve/datasources/2/refresh']);
  });

  it('notes a type without a connector and still saves its settings (in Chinese)', async () => {
    const recorded = serveDatabase();
    const user = userEvent.setup();
    const drawer = await openType(user, 'Oracle：暂无数据源', 'zh');
    expect(drawer).toHaveTextContent('此服务器没有 Oracle 的连接器');
    expect(within(drawer).getByText('还没有 Oracle 数据源')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '添加数据源' })[0]);
    const dialog = await formDialog();
    expect(within(dialog).getByRole('button', { name: '测试连接' })).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: '主机' }), 'ora.internal');
    await user.type(within(dialog).getByRole('textbox', { name: '用户名' }), 'scott');
    await user.type(within(dialog).getByRole('textbox', { name: '数据库' }), 'orcl');
    await user.click(within(dialog).getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(recorded.map((entry) => entry.method)).toEqual(['POST']));
    expect(recorded[0].body).toMatchObject({
      type: 'oracle',
      params: { host: 'ora.internal', user: 'scott' },
    });
  });
});
