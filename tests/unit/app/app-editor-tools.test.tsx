import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import AppEditorPage from '@/components/app/editor/app-editor-page';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';
import { app } from './app-fixtures';

const TOOL_APP = app('t1', 'Trip planner', {
  team_mode: 'single_agent',
  details: [
    {
      agent_name: 'ToolExpert',
      llm_strategy: 'default',
      llm_strategy_value: null,
      prompt_template: null,
      resources: [
        { type: 'tool(autogpt_plugins)', value: '', is_dynamic: false, version: 'v1' },
        { type: 'tool(mcp(sse))', value: '', is_dynamic: false, version: 'v1' },
      ],
    },
  ],
});

/** The editor's routes; tool resources offer the plugins installed for the user (none over MCP here). */
function serveEditor() {
  const asked: string[] = [];
  server.use(
    ...startupHandlers(),
    http.get('*/api/v1/app/info', () => ok(TOOL_APP)),
    http.get('*/api/v1/agents/list', () =>
      ok([{ name: 'ToolExpert', desc: 'Uses tools', label: 'ToolExpert' }]),
    ),
    http.get('*/api/v1/llm-strategy/list', () => ok([{ name: 'default', value: 'default' }])),
    http.get('*/api/v1/llm-strategy/value/list', () => ok(['gpt-4o'])),
    http.get('*/api/v1/resource-type/list', () =>
      ok(['knowledge', 'tool', 'tool(autogpt_plugins)', 'tool(mcp(sse))']),
    ),
    http.get('*/api/v1/app/resources/list', ({ request }) => {
      const type = new URL(request.url).searchParams.get('type') ?? '';
      asked.push(type);
      return ok(
        type === 'tool(autogpt_plugins)'
          ? [
              { label: 'weather', key: 'weather' },
              { label: 'petstore', key: 'petstore' },
            ]
          : [],
      );
    }),
    http.post('*/prompt/query_page', () =>
      ok({ items: [], total_count: 0, total_pages: 0, page: 1, page_size: 100 }),
    ),
  );
  return asked;
}

describe('App editor — tool resources', () => {
  it('offers the installed plugins, and links to Plugins when a tool type has none', async () => {
    const asked = serveEditor();
    const user = userEvent.setup();
    await renderApp(<AppEditorPage />, {
      pathname: '/construct/app/extra',
      query: { isFirst: 'admin', app_code: 't1' },
    });
    expect(await screen.findByRole('heading', { name: 'Edit “Trip planner”' })).toBeInTheDocument();

    const hint = await screen.findByTestId('no-tools-hint');
    expect(hint).toHaveTextContent('No plugin is installed yet.');
    expect(within(hint).getByRole('link', { name: 'Install one in Plugins' })).toHaveAttribute(
      'href',
      '/construct/plugins',
    );
    // Only the MCP row has nothing to pick; the plugins row picks from the installed ones.
    expect(screen.getAllByTestId('no-tools-hint')).toHaveLength(1);
    expect(asked).toEqual(expect.arrayContaining(['tool(autogpt_plugins)', 'tool(mcp(sse))']));

    const values = screen.getAllByRole('combobox', { name: 'Value' });
    await user.click(values[0]!);
    expect(await screen.findByRole('option', { name: 'weather' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'petstore' })).toBeInTheDocument();
    // A tool row never falls back to typed text.
    expect(screen.queryByRole('textbox', { name: 'Value' })).toBeNull();
  }, 20_000);
});
