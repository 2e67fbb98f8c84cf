import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import AppListPage from '@/components/app/list/app-list-page';
import type { AppCreateRequest } from '@/contract/app';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { failed, ok } from '../support/construct-lists';
import { appPage } from './app-fixtures';

function serveCreate(answer: (body: AppCreateRequest) => Response) {
  const bodies: AppCreateRequest[] = [];
  server.use(
    ...startupHandlers(),
    http.post('*/api/v1/app/list', () => ok(appPage([]))),
    http.get('*/api/v1/agents/list', () => ok([{ name: 'Assistant', desc: 'Answers', label: 'Assistant' }])),
    http.post('*/api/v1/app/create', async ({ request }) => {
      const body = (await request.json()) as AppCreateRequest;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

async function openCreate(language: 'en' | 'zh' = 'en') {
  const user = userEvent.setup();
  const rendered = await renderApp(<AppListPage />, { pathname: '/construct/app', language });
  await user.click(
    await screen.findByRole('button', { name: language === 'en' ? 'Create app' : '创建应用' }),
  );
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, ...rendered };
}

describe('Create application dialog', () => {
  it('explains the four work modes and says what is missing', async () => {
    const bodies = serveCreate(() => ok(null));
    const { user, dialog } = await openCreate();

    const modes = within(dialog).getByRole('radiogroup', { name: 'Work mode' });
    expect(within(modes).getAllByRole('radio')).toHaveLength(4);
    expect(modes).toHaveTextContent('A planner splits each question into steps');
    expect(modes).toHaveTextContent('Runs an AWEL flow');

    await user.type(within(dialog).getByRole('textbox', { name: 'App name' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('App name is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Select an app type')).toBeInTheDocument();
    expect(within(dialog).getByText('Describe the application in a sentence')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  }, 15_000);

  it('keeps what was typed when the server refuses, and opens the editor once created', async () => {
    let calls = 0;
    const bodies = serveCreate((body) => {
      calls += 1;
      return calls === 1
        ? failed('An application named “Sales analyst” already exists')
        : ok({ ...body, app_code: 'new-1' });
    });
    const { user, dialog, router } = await openCreate();

    await user.click(within(dialog).getByRole('radio', { name: 'Single agent' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'App name' }), ' Sales analyst ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Answers sales questions');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(
      await within(dialog).findByText(
        'The application was not created: An application named “Sales analyst” already exists',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'App name' })).toHaveValue(' Sales analyst ');
    expect(bodies[0]).toMatchObject({
      app_name: 'Sales analyst',
      app_describe: 'Answers sales questions',
      team_mode: 'single_agent',
      language: 'en',
      // Created with the server's first agent, so the app can be saved as it is.
      details: [{ agent_name: 'Assistant', llm_strategy: 'default', resources: [] }],
    });

    await user.clear(within(dialog).getByRole('textbox', { name: 'App name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'App name' }), 'Sales analyst 2');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/construct/app/extra?app_code=new-1'));
  }, 15_000);

  it('opens from Explore’s link (?openModal=true), in Chinese too', async () => {
    serveCreate(() => ok(null));
    await renderApp(<AppListPage />, {
      pathname: '/construct/app',
      query: { isFirst: 'admin', openModal: 'true' },
      language: 'zh',
    });
    const dialog = await screen.findByRole('dialog', { name: '创建应用' });
    expect(within(dialog).getByRole('radio', { name: '原生应用' })).toBeInTheDocument();
  });
});
