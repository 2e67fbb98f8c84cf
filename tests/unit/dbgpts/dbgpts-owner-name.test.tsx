import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../support/construct-lists';
import { myItem, pageOf, renderDbgpts, serveDbgpts } from './dbgpts-fixtures';

/** A sign-in server: `user_name` is the installing account's id, `owner_name` its name. */
const INSTALLED = [
  myItem(7, 'awel-flow-rag-chat-example', { user_name: '6f1c2a9e-admin', owner_name: 'Ada Admin' }),
  myItem(8, 'sql-operator', { type: 'operator', user_name: 'dbgpt' }),
];

const TEXT = {
  en: { mine: 'My packages', owner: 'Owner: ' },
  zh: { mine: '我的包', owner: '所有者：' },
} as const;

describe.each(['en', 'zh'] as const)('installed packages’ owners (%s)', (language) => {
  it('are shown by name where the server gives one, by id otherwise', async () => {
    serveDbgpts({ hub: () => ok(pageOf([])), mine: () => ok(pageOf(INSTALLED)) });
    const user = userEvent.setup();
    await renderDbgpts(language);

    await user.click(await screen.findByRole('radio', { name: TEXT[language].mine }));
    const rag = await screen.findByRole('article', { name: 'awel-flow-rag-chat-example' });
    expect(within(rag).getByText(`${TEXT[language].owner}Ada Admin`)).toBeInTheDocument();
    expect(within(rag).queryByText(/6f1c2a9e/)).toBeNull();
    const sql = screen.getByRole('article', { name: 'sql-operator' });
    expect(within(sql).getByText(`${TEXT[language].owner}dbgpt`)).toBeInTheDocument();
  });
});
