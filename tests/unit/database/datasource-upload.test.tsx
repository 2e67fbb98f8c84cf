import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import DatabasePage from '@/components/database/database-page';
import { renderApp } from '../render-app';
import { ok, serveDatabase, SOURCES } from './database-fixtures';

type User = ReturnType<typeof userEvent.setup>;

async function openCreateForm(user: User, typeButton: string, language: 'en' | 'zh' = 'en') {
  await renderApp(<DatabasePage />, { pathname: '/construct/database', language });
  await user.click(await screen.findByRole('button', { name: typeButton }));
  await screen.findByTestId('type-drawer');
  const add = language === 'en' ? 'Add data source' : '添加数据源';
  await user.click(screen.getAllByRole('button', { name: add })[0] as HTMLElement);
  return (await screen.findByTestId('datasource-form')).closest('.ant-modal') as HTMLElement;
}

const SQLITE_HEADER = 'SQLite format 3\0';

describe('adding an SQLite data source by uploading its file', () => {
  it('offers the upload first, sends the picked file with the display name, and reports it added', async () => {
    // jsdom's File does not survive the request's encoding whole: the test sees that one is sent.
    const uploads: { type: string | null; name: string | null; hasFile: boolean }[] = [];
    serveDatabase(
      {},
      http.post('*/api/v2/serve/datasources/upload', async ({ request }) => {
        const form = await request.formData();
        uploads.push({
          type: form.get('type') as string | null,
          name: form.get('display_name') as string | null,
          hasFile: form.has('file'),
        });
        return ok({ ...SOURCES[2], id: 12, db_name: 'sqlite_shop' });
      }),
    );
    const user = userEvent.setup();
    const dialog = await openCreateForm(user, 'SQLite: 1 data source');
    expect(within(dialog).getByText('Click or drop a SQLite database file here')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'File path' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Test connection' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose the database file to upload.')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([SQLITE_HEADER, 'rest of the pages'], 'shop.db'));
    expect(within(dialog).getByText('shop.db')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Display name' }), 'Shop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Shop was added')).toBeInTheDocument();
    expect(uploads).toEqual([{ type: 'sqlite', name: 'Shop', hasFile: true }]);
  }, 20_000);

  it('shows the server’s refusal of a file in the dialog', async () => {
    serveDatabase(
      {},
      http.post('*/api/v2/serve/datasources/upload', () =>
        HttpResponse.json(
          {
            success: false,
            err_code: 'E1001',
            err_msg: '"notes.db" is not a SQLite database file',
            data: null,
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const dialog = await openCreateForm(user, 'SQLite: 1 data source');
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['hello'], 'notes.db'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const failure = await within(dialog).findByText('The data source could not be saved');
    expect(failure.closest('[role="alert"]')).toHaveTextContent('"notes.db" is not a SQLite database file');
  }, 20_000);

  it('keeps the path field for files in the configured folders, saying so, in Chinese too', async () => {
    const recorded = serveDatabase();
    const user = userEvent.setup();
    const dialog = await openCreateForm(user, 'SQLite：1 个数据源', 'zh');
    expect(within(dialog).getByText('上传数据库文件')).toBeInTheDocument();
    await user.click(within(dialog).getByText('服务器上的文件'));
    expect(within(dialog).getByText(/DATASOURCE_FILE_ROOTS/)).toHaveTextContent('其他位置的文件请上传');
    await user.type(within(dialog).getByRole('textbox', { name: '文件路径' }), '/srv/data/shop.db');
    await user.click(within(dialog).getByRole('button', { name: /^保\s?存$/ }));
    await screen.findByText(/已添加/);
    expect(recorded.find((entry) => entry.path === '/api/v2/serve/datasources')?.body).toMatchObject({
      type: 'sqlite',
      params: { path: '/srv/data/shop.db' },
    });
  }, 20_000);
});

describe('the test connection’s warnings about a powerful database user', () => {
  const fillMysql = async (user: User, dialog: HTMLElement) => {
    await user.type(within(dialog).getByRole('textbox', { name: 'Host' }), 'db.internal');
    await user.type(within(dialog).getByRole('textbox', { name: 'User' }), 'root');
    await user.type(within(dialog).getByRole('textbox', { name: 'Database' }), 'sales');
  };

  it('lists the server’s warnings instead of the plain success', async () => {
    serveDatabase(
      {},
      http.post('*/api/v2/serve/datasources/connection-check', () =>
        ok({
          connected: true,
          warnings: [
            'The user "root" has the FILE privilege',
            'Connect with a least-privileged database user',
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    const dialog = await openCreateForm(user, 'MySQL: 2 data sources');
    await fillMysql(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    const title = await within(dialog).findByText(
      'Connected, but this database user can reach more than its data',
    );
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The user "root" has the FILE privilege', 'Connect with a least-privileged database user']);
    expect(within(dialog).queryByText('Connected: these settings work.')).not.toBeInTheDocument();
  }, 20_000);

  it('falls back to DB-GPT’s test-connection on a server without the check', async () => {
    const recorded = serveDatabase(
      {},
      http.post('*/api/v2/serve/datasources/connection-check', () =>
        HttpResponse.json(
          { success: false, err_code: '404', err_msg: 'Not found', data: null },
          { status: 404 },
        ),
      ),
    );
    const user = userEvent.setup();
    const dialog = await openCreateForm(user, 'MySQL: 2 data sources');
    await fillMysql(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByText('Connected: these settings work.')).toBeInTheDocument();
    expect(recorded.map((entry) => entry.path)).toEqual(['/api/v2/serve/datasources/test-connection']);
  }, 20_000);
});
