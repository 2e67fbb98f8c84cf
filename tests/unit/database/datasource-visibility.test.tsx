import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import DatabasePage from '@/components/database/database-page';
import SchemaPage from '@/components/database/schema/schema-page';
import type { Datasource } from '@/contract/datasource';
import { renderApp } from '../render-app';
import { ok, PROFILE, serveDatabase, SOURCES } from './database-fixtures';

type User = ReturnType<typeof userEvent.setup>;

/** Ours: the caller's own shared one, and another user's shared one (name, type and description only). */
const SHARED: Datasource[] = [
  { ...SOURCES[0]!, visibility: 'public', can_change: true },
  {
    id: 4,
    type: 'mysql',
    db_name: 'finance',
    display_name: 'Finance',
    description: 'The ledger',
    params: {},
    visibility: 'public',
    can_change: false,
  },
];

async function openMysql(user: User, language: 'en' | 'zh' = 'en') {
  await renderApp(<DatabasePage />, { pathname: '/construct/database', language });
  const label = language === 'en' ? 'MySQL: 2 data sources' : 'MySQL：2 个数据源';
  await user.click(await screen.findByRole('button', { name: label }));
  return screen.findByTestId('type-drawer');
}

const formDialog = async () =>
  (await screen.findByTestId('datasource-form')).closest('.ant-modal') as HTMLElement;

describe('who may use a data source', { timeout: 20_000 }, () => {
  it('adds a data source shared with everyone when the user says so; private otherwise', async () => {
    const recorded = serveDatabase();
    const user = userEvent.setup();
    await openMysql(user);
    await user.click(screen.getByRole('button', { name: 'Add data source' }));
    const dialog = await formDialog();
    const visibility = within(dialog).getByRole('radiogroup', { name: 'Visibility' });
    expect(within(visibility).getByRole('radio', { name: 'Private' })).toBeChecked();

    await user.type(within(dialog).getByRole('textbox', { name: 'Host' }), 'db.internal');
    await user.type(within(dialog).getByRole('textbox', { name: 'User' }), 'reader');
    await user.type(within(dialog).getByRole('textbox', { name: 'Database' }), 'sales');
    await user.click(within(visibility).getByRole('radio', { name: 'Shared with everyone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('sales was added')).toBeInTheDocument();
    const created = recorded.find(
      (entry) => entry.method === 'POST' && entry.path === '/api/v2/serve/datasources',
    );
    expect(created?.body).toMatchObject({ type: 'mysql', visibility: 'public' });
  });

  it("offers no change of another user's shared data source, and keeps the own one shared on edit", async () => {
    const recorded = serveDatabase({ sources: SHARED });
    const user = userEvent.setup();
    const drawer = await openMysql(user);

    const theirs = within(drawer).getByRole('article', { name: 'Finance' });
    expect(theirs).toHaveTextContent('Shared with you: you can chat with it, only its owner changes it');
    expect(within(theirs).getByRole('link', { name: 'Chat with its data' })).toBeInTheDocument();
    for (const action of ['Edit', 'Delete', 'Refresh'])
      expect(within(theirs).queryByRole('button', { name: action })).not.toBeInTheDocument();

    const mine = within(drawer).getByRole('article', { name: 'Sales (EU)' });
    expect(mine).toHaveTextContent('Shared with everyone');
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const dialog = await formDialog();
    expect(within(dialog).getByRole('radio', { name: 'Shared with everyone' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sales (EU) was saved')).toBeInTheDocument();
    expect(recorded.find((entry) => entry.method === 'PUT')?.body).toMatchObject({
      id: 1,
      visibility: 'public',
    });
  });

  it("shows another user's shared schema without offering to refresh it", async () => {
    serveDatabase(
      { sources: SHARED },
      http.get('*/api/v2/serve/datasources/:id/schema', () => ok(PROFILE)),
      http.get('*/api/v2/serve/datasources/:id', ({ params }) =>
        ok(SHARED.find((source) => String(source.id) === params.id) ?? null),
      ),
    );
    await renderApp(<SchemaPage />, {
      pathname: '/construct/database/schema',
      query: { isFirst: 'admin', id: '4' },
    });
    expect(await screen.findByRole('heading', { name: 'Schema of Finance' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'orders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refresh/ })).not.toBeInTheDocument();
  });

  it('says it in Chinese too', async () => {
    serveDatabase({ sources: SHARED });
    const user = userEvent.setup();
    const drawer = await openMysql(user, 'zh');
    expect(within(drawer).getByRole('article', { name: 'Finance' })).toHaveTextContent(
      '他人共享给你：你可以用它对话，只有所有者可以修改',
    );
    await user.click(
      within(within(drawer).getByRole('article', { name: 'Sales (EU)' })).getByRole('button', {
        name: /^编\s?辑$/,
      }),
    );
    const dialog = await formDialog();
    const visibility = within(dialog).getByRole('radiogroup', { name: '可见范围' });
    expect(within(visibility).getByRole('radio', { name: '与所有人共享' })).toBeChecked();
    expect(within(visibility).getByRole('radio', { name: '仅自己' })).not.toBeChecked();
  });
});
