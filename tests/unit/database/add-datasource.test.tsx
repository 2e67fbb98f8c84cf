import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import DatabasePage from '@/components/database/database-page';
import type { Datasource, DatasourceType } from '@/contract/datasource';
import { renderApp } from '../render-app';
import { ok, serveDatabase, SOURCES, TYPES } from './database-fixtures';

const renderDatabase = (language: 'en' | 'zh' = 'en') =>
  renderApp(<DatabasePage />, { pathname: '/construct/database', language });

const typeCards = () => screen.getAllByTestId('type-card').map((card) => card.getAttribute('data-type'));

const formDialog = async () =>
  (await screen.findByTestId('datasource-form')).closest('.ant-modal') as HTMLElement;

/** A type this server connects to, listed after the one it cannot connect to. */
const POSTGRES: DatasourceType = {
  name: 'postgresql',
  label: 'PostgreSQL',
  description: 'PostgreSQL',
  parameters: TYPES[0].parameters,
  connector_available: true,
};

describe('adding a data source from the data center', { timeout: 20_000 }, () => {
  it('lists types without a connector last, and adds through "New data source" and a type', async () => {
    serveDatabase({ types: [TYPES[2], POSTGRES, ...TYPES.slice(0, 2)], sources: [SOURCES[2]] });
    const user = userEvent.setup();
    await renderDatabase();
    await screen.findByRole('button', { name: 'SQLite: 1 data source' });
    expect(typeCards()).toEqual(['sqlite', 'postgresql', 'mysql', 'oracle']);

    await user.click(screen.getByRole('button', { name: 'New data source' }));
    const picker = await screen.findByTestId('type-picker');
    const choices = () =>
      within(picker)
        .getAllByRole('button')
        .map((button) => button.textContent);
    // In the grid's order, those this server cannot connect to hidden.
    expect(choices()).toEqual([
      expect.stringMatching(/^SQLite/),
      expect.stringMatching(/^PostgreSQL/),
      expect.stringMatching(/^MySQL/),
    ]);
    await user.click(
      within(picker).getByRole('checkbox', { name: 'Also show 1 type this server cannot connect to' }),
    );
    expect(choices().at(-1)).toMatch(/^Oracle.*No connector on this server$/);

    await user.click(within(picker).getByRole('button', { name: /^MySQL/ }));
    const dialog = await formDialog();
    expect(within(dialog).getByText('Add a MySQL data source')).toBeInTheDocument();
    expect(screen.getByTestId('type-drawer')).toBeInTheDocument();
  });

  it('offers it in Chinese, and not when the server describes no types', async () => {
    serveDatabase();
    const user = userEvent.setup();
    const first = await renderDatabase('zh');
    await user.click(await screen.findByRole('button', { name: '新建数据源' }));
    expect(await screen.findByText('添加数据源：选择类型')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '同时显示此服务器无法连接的 1 种类型' })).toBeInTheDocument();
    first.unmount();

    serveDatabase({ types: [] });
    await renderDatabase();
    await screen.findAllByTestId('type-card');
    expect(screen.queryByRole('button', { name: 'New data source' })).toBeNull();
  });

  const WORDS = {
    en: {
      type: 'MySQL: 2 data sources',
      add: 'Add data source',
      fields: ['Host', 'User', 'Database'],
      save: /^Save$/,
      reading: 'Reading its tables and columns…',
      read: 'The tables and columns of stock were read',
    },
    zh: {
      type: 'MySQL：2 个数据源',
      add: '添加数据源',
      fields: ['主机', '用户名', '数据库'],
      save: /^保\s?存$/,
      reading: '正在读取其表和列…',
      read: '已读取 stock 的表和列',
    },
  } as const;

  it.each(['en', 'zh'] as const)(
    'reads a new data source’s schema on save, showing that it is reading until it is done (%s)',
    async (language) => {
      const words = WORDS[language];
      let release: () => void = () => undefined;
      let created: Datasource | null = null;
      const refreshed: string[] = [];
      serveDatabase(
        {},
        http.get('*/api/v2/serve/datasources', () => ok(created ? [...SOURCES, created] : SOURCES)),
        http.post('*/api/v2/serve/datasources', () => {
          created = { ...SOURCES[0], id: 9, db_name: 'stock', display_name: null, params: {} };
          return ok(created);
        }),
        http.post('*/api/v2/serve/datasources/:id/refresh', async ({ params }) => {
          refreshed.push(String(params.id));
          await new Promise<void>((resolve) => (release = resolve));
          return ok(true);
        }),
      );
      const user = userEvent.setup();
      await renderDatabase(language);
      await user.click(await screen.findByRole('button', { name: words.type }));
      await user.click(await screen.findByRole('button', { name: words.add }));
      const dialog = await formDialog();
      const [host, userField, database] = words.fields;
      await user.type(within(dialog).getByRole('textbox', { name: host }), 'db.internal');
      await user.type(within(dialog).getByRole('textbox', { name: userField }), 'reader');
      await user.type(within(dialog).getByRole('textbox', { name: database }), 'stock');
      await user.click(within(dialog).getByRole('button', { name: words.save }));

      const item = await screen.findByRole('article', { name: 'stock' });
      await waitFor(() =>
        expect(within(item).getByTestId('schema-reading')).toHaveTextContent(words.reading),
      );
      expect(refreshed).toEqual(['9']);
      release();
      expect(await screen.findByText(words.read)).toBeInTheDocument();
      expect(within(item).queryByTestId('schema-reading')).toBeNull();
    },
  );
});
