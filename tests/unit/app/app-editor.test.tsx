import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { vi } from 'vitest';
import AppEditorPage from '@/components/app/editor/app-editor-page';
import type { App, AppEditRequest } from '@/contract/app';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { failed, ok } from '../support/construct-lists';
import { app } from './app-fixtures';

const AGENT_APP = app('s1', 'Sales analyst', {
  team_mode: 'single_agent',
  details: [
    {
      agent_name: 'DataScientist',
      llm_strategy: 'priority',
      // app info returns the stored JSON array text (contract 1.4)
      llm_strategy_value: '["gpt-4o"]',
      prompt_template: null,
      resources: [{ type: 'knowledge', value: 'handbook', is_dynamic: false, version: 'v1' }],
    },
  ],
  recommend_questions: [{ question: 'Who sold most?', valid: 'true' }],
});

const NATIVE_APP = app('n1', 'Handbook chat', {
  team_mode: 'native_app',
  team_context: { chat_scene: 'chat_knowledge', scene_name: 'Chat Knowledge' },
  param_need: [
    { type: 'resource', value: 'knowledge', bind_value: 'handbook' },
    { type: 'model', value: 'gpt-4o' },
    { type: 'temperature', value: 0.3 },
    { type: 'max_new_tokens', value: 1024 },
  ],
});

function serveEditor(stored: App, edit: (body: AppEditRequest) => Response = () => ok(true)) {
  const edits: AppEditRequest[] = [];
  const infoQueries: string[] = [];
  server.use(
    ...startupHandlers(),
    http.get('*/api/v1/app/info', ({ request }) => {
      infoQueries.push(new URL(request.url).search);
      return ok(stored);
    }),
    http.get('*/api/v1/agents/list', () =>
      ok([{ name: 'DataScientist', desc: 'Analyses data', label: 'DataScientist' }]),
    ),
    http.get('*/api/v1/llm-strategy/list', () =>
      ok([
        { name: 'priority', value: 'priority' },
        { name: 'default', value: 'default' },
      ]),
    ),
    http.get('*/api/v1/llm-strategy/value/list', () => ok(['gpt-4o', 'qwen2-7b-chat'])),
    http.get('*/api/v1/resource-type/list', () => ok(['knowledge', 'database'])),
    http.get('*/api/v1/app/resources/list', () => ok([{ label: 'handbook', key: 'handbook' }])),
    http.get('*/api/v1/native_scenes', () =>
      ok([
        {
          chat_scene: 'chat_knowledge',
          scene_name: 'Chat Knowledge',
          param_need: [{ type: 'resource', value: 'knowledge' }],
        },
      ]),
    ),
    http.post('*/prompt/query_page', () =>
      ok({ items: [], total_count: 0, total_pages: 0, page: 1, page_size: 100 }),
    ),
    http.post('*/api/v1/app/edit', async ({ request }) => {
      const body = (await request.json()) as AppEditRequest;
      edits.push(body);
      return edit(body);
    }),
  );
  return { edits, infoQueries };
}

const renderEditor = (appCode: string) =>
  renderApp(<AppEditorPage />, {
    pathname: '/construct/app/extra',
    query: { isFirst: 'admin', app_code: appCode },
  });

describe('App editor', () => {
  it('loads the app named by the address and saves the whole app with the changes', async () => {
    const { edits, infoQueries } = serveEditor(AGENT_APP);
    const user = userEvent.setup();
    await renderEditor('s1');

    expect(await screen.findByRole('heading', { name: 'Edit “Sales analyst”' })).toBeInTheDocument();
    expect(infoQueries[0]).toContain('app_code=s1');
    const questions = screen.getByRole('region', { name: 'Recommended questions' });
    expect(within(questions).getByRole('textbox', { name: 'Question 1' })).toHaveValue('Who sold most?');

    await user.click(within(questions).getByRole('button', { name: 'Add question' }));
    await user.type(within(questions).getByRole('textbox', { name: 'Question 2' }), 'Which region grew?');
    await user.click(within(questions).getByRole('switch', { name: 'Enabled 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Sales analyst” was saved.')).toBeInTheDocument();
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({
      app_code: 's1',
      app_name: 'Sales analyst',
      team_mode: 'single_agent',
      details: [
        {
          agent_name: 'DataScientist',
          llm_strategy: 'priority',
          llm_strategy_value: 'gpt-4o',
          resources: [{ type: 'knowledge', value: 'handbook', is_dynamic: false, version: 'v1' }],
        },
      ],
      recommend_questions: [
        { question: 'Who sold most?', valid: false },
        { question: 'Which region grew?', valid: true },
      ],
    });
    expect(screen.queryByTestId('unsaved')).toBeNull();
  }, 20_000);

  it('says what is missing instead of saving: the name, an empty question, a resource without a value', async () => {
    const { edits } = serveEditor(AGENT_APP);
    const user = userEvent.setup();
    await renderEditor('s1');

    await user.clear(await screen.findByRole('textbox', { name: 'App name' }));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('App name is required')).toBeInTheDocument();
    expect(screen.getByText('Write the question, or remove it')).toBeInTheDocument();
    expect(screen.getByText('Select a type')).toBeInTheDocument();
    expect(screen.getByText('Some fields need attention (3); they are marked below.')).toBeInTheDocument();
    expect(edits).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove resource 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(screen.queryByText('Select a type')).toBeNull();
    expect(screen.queryByText('Write the question, or remove it')).toBeNull();
  }, 15_000);

  it('keeps a native app’s scene, bound resource and model, and requires temperature', async () => {
    const { edits } = serveEditor(NATIVE_APP);
    const user = userEvent.setup();
    await renderEditor('n1');

    const temperature = await screen.findByRole('spinbutton', { name: 'Temperature' });
    expect(temperature).toHaveValue('0.3');
    await user.clear(temperature);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Temperature is required')).toBeInTheDocument();
    expect(edits).toEqual([]);

    await user.type(temperature, '0.7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0].team_context).toEqual({ chat_scene: 'chat_knowledge', scene_name: 'Chat Knowledge' });
    expect(edits[0].param_need).toEqual([
      { type: 'resource', value: 'knowledge', bind_value: 'handbook' },
      { type: 'model', value: 'gpt-4o' },
      { type: 'temperature', value: 0.7 },
      { type: 'max_new_tokens', value: 1024 },
    ]);
  });

  it('warns before leaving with unsaved changes, and keeps the typing when the server refuses', async () => {
    serveEditor(AGENT_APP, () => failed('Only the owner or an admin may edit this app'));
    const user = userEvent.setup();
    const { router } = await renderEditor('s1');

    const name = await screen.findByRole('textbox', { name: 'App name' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      fireEvent(window, event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await user.type(name, ' v2');
    expect(screen.getByTestId('unsaved')).toHaveTextContent('Unsaved changes');
    expect(unload()).toBe(true);

    const onRouteChange = vi
      .mocked(router.events.on)
      .mock.calls.findLast(([event]) => event === 'routeChangeStart')?.[1];
    expect(onRouteChange).toBeDefined();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(() => onRouteChange?.('/construct/app')).toThrow();
    expect(confirm).toHaveBeenCalledWith('Leave without saving your changes to this application?');
    confirm.mockReturnValue(true);
    expect(() => onRouteChange?.('/construct/app')).not.toThrow();
    confirm.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The application was not saved: Only the owner or an admin may edit this app'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Sales analyst v2');
    expect(unload()).toBe(true);
  });

  it('offers a retry when the app cannot be loaded, in Chinese', async () => {
    server.use(
      ...startupHandlers(),
      http.get('*/api/v1/app/info', () => failed('app not found')),
    );
    await renderApp(<AppEditorPage />, {
      pathname: '/construct/app/extra',
      query: { isFirst: 'admin', app_code: 'gone' },
      language: 'zh',
    });
    const panel = await screen.findByTestId('app-editor-error');
    expect(panel).toHaveTextContent('无法加载应用。');
  });
});
