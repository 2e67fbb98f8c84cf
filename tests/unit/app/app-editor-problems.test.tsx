import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import AppEditorPage from '@/components/app/editor/app-editor-page';
import type { AppEditRequest } from '@/contract/app';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';
import { app } from './app-fixtures';

const AGENT_APP = app('s1', 'Sales analyst', {
  team_mode: 'single_agent',
  details: [
    {
      agent_name: 'DataScientist',
      llm_strategy: 'default',
      llm_strategy_value: '[]',
      prompt_template: null,
      resources: [{ type: 'knowledge', value: 'handbook', is_dynamic: false }],
    },
  ],
});

function serveEditor() {
  const edits: AppEditRequest[] = [];
  server.use(
    ...startupHandlers(),
    http.get('*/api/v1/app/info', () => ok(AGENT_APP)),
    http.get('*/api/v1/agents/list', () => ok([{ name: 'DataScientist', desc: '', label: 'DataScientist' }])),
    http.get('*/api/v1/llm-strategy/list', () => ok([{ name: 'default', value: 'default' }])),
    http.get('*/api/v1/llm-strategy/value/list', () => ok(['gpt-4o'])),
    http.get('*/api/v1/resource-type/list', () => ok(['knowledge', 'database', 'tool(mcp(sse))'])),
    http.get('*/api/v1/app/resources/list', () => ok([{ label: 'handbook', key: 'handbook' }])),
    http.post('*/prompt/query_page', () =>
      ok({ items: [], total_count: 0, total_pages: 0, page: 1, page_size: 100 }),
    ),
    http.post('*/api/v1/app/edit', async ({ request }) => {
      edits.push((await request.json()) as AppEditRequest);
      return ok(null);
    }),
  );
  return edits;
}

const TEXT = {
  en: {
    name: 'App name',
    save: 'Save',
    add: 'Add resource',
    nameRequired: 'App name is required',
    typeRequired: 'Select a type',
    banner: 'Some fields need attention (1); they are marked below.',
  },
  zh: {
    name: '应用名称',
    save: /^保\s?存$/,
    add: '添加资源',
    nameRequired: '应用名称必填',
    typeRequired: '请选择类型',
    banner: '有 1 处需要修改，已在下方标出。',
  },
} as const;

describe('The app editor’s problems', () => {
  it.each(['en', 'zh'] as const)(
    'mark what a save refused until it is fixed, and not a row added since (%s)',
    async (language) => {
      const text = TEXT[language];
      const edits = serveEditor();
      const user = userEvent.setup();
      await renderApp(<AppEditorPage />, {
        pathname: '/construct/app/extra',
        query: { isFirst: 'admin', app_code: 's1' },
        language,
      });

      const name = await screen.findByRole('textbox', { name: text.name });
      await user.clear(name);
      await user.click(screen.getByRole('button', { name: text.save }));
      expect(await screen.findByText(text.nameRequired)).toBeInTheDocument();
      expect(screen.getByText(text.banner)).toBeInTheDocument();

      await user.type(name, 'Sales desk');
      expect(screen.queryByText(text.nameRequired)).toBeNull();
      expect(screen.queryByText(text.banner)).toBeNull();

      await user.click(screen.getByRole('button', { name: text.add }));
      expect(screen.queryByText(text.typeRequired)).toBeNull();
      expect(screen.queryByText(text.banner)).toBeNull();

      await user.click(screen.getByRole('button', { name: text.save }));
      expect(await screen.findByText(text.typeRequired)).toBeInTheDocument();
      expect(screen.getByText(text.banner)).toBeInTheDocument();
      expect(edits).toEqual([]);
    },
    20_000,
  );

  it.each([
    [
      'en',
      ['App name', 'Add resource', 'Type', 'Value'],
      ['Knowledge spaceknowledge', 'Databasedatabase', 'MCP server tooltool(mcp(sse))'],
    ],
    [
      'zh',
      ['应用名称', '添加资源', '类型', '值'],
      ['知识库knowledge', '数据库database', 'MCP 服务工具tool(mcp(sse))'],
    ],
  ] as const)(
    'names resource types and datasources readably, the technical names beside them (%s)',
    async (language, labels, typeOptions) => {
      const [nameLabel, addLabel, typeLabel, valueLabel] = labels;
      serveEditor();
      server.use(
        http.get('*/api/v1/app/resources/list', ({ request }) =>
          new URL(request.url).searchParams.get('type') === 'database'
            ? ok([{ label: '[sqlite]shop', key: 'shop' }])
            : ok([{ label: 'handbook', key: 'handbook' }]),
        ),
      );
      const user = userEvent.setup();
      await renderApp(<AppEditorPage />, {
        pathname: '/construct/app/extra',
        query: { isFirst: 'admin', app_code: 's1' },
        language,
      });
      await screen.findByRole('textbox', { name: nameLabel });
      await user.click(screen.getByRole('button', { name: addLabel }));
      await user.click(screen.getAllByRole('combobox', { name: typeLabel })[1]);
      const options = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option'));
      await waitFor(() => expect(options().map((option) => option.textContent)).toEqual(typeOptions));
      const database = options().find((option) => option.textContent === typeOptions[1]);
      if (!database) throw new Error('no database type');
      await user.click(database);
      await user.click(screen.getAllByRole('combobox', { name: valueLabel })[1]);
      await waitFor(() => expect(options().map((option) => option.textContent)).toContain('shopsqlite'));
    },
    20_000,
  );
});
