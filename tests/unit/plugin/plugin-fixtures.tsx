/** msw answers for `/construct/plugins`, as contract 10.A and contract/hub.ts describe them. */
import { http, HttpResponse } from 'msw';
import PluginsPage from '@/components/plugin/plugins-page';
import type { AgentQueryRequest, MyPlugin, PluginHubItem } from '@/contract/plugin';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok, serveTime } from '../support/construct-lists';

export function marketItem(id: number, name: string, extra: Partial<PluginHubItem> = {}): PluginHubItem {
  return {
    id,
    name,
    description: `${name}, a tool for agents`,
    author: 'dbgpt',
    email: null,
    type: 'http',
    version: '1.0.0',
    storage_channel: 'Built-in hub',
    storage_url: null,
    download_param: null,
    installed: 0,
    gmt_created: serveTime(60),
    ...extra,
  };
}

export function myPlugin(id: number, name: string, extra: Partial<MyPlugin> = {}): MyPlugin {
  return {
    id,
    tenant: null,
    user_code: '001',
    user_name: 'dbgpt',
    sys_code: null,
    name,
    file_name: `${name}.json`,
    type: 'http',
    version: '1.0.0',
    use_count: 0,
    succ_count: 0,
    gmt_created: '2026-11-20 10:00:00',
    ...extra,
  };
}

export const MARKET = [
  marketItem(1, 'weather', { installed: 1 }),
  marketItem(2, 'github-mcp', { type: 'mcp', author: 'octo', version: '0.3.0' }),
];

export const queryPage = (items: PluginHubItem[]) =>
  ok({ page_index: 1, page_size: 20, total_page: 1, total_row_count: items.length, datas: items });

export interface PluginCalls {
  query: AgentQueryRequest[];
  install: string[];
  uninstall: URLSearchParams[];
}

/** The plugin routes, answering as given; records what was asked. */
export function servePlugins({
  market = (body: AgentQueryRequest) => queryPage(body.filter?.name ? [] : MARKET),
  mine = () => ok<MyPlugin[]>([]),
  admins = ['001'],
}: {
  market?: (body: AgentQueryRequest) => Response;
  mine?: () => Response;
  admins?: string[];
} = {}) {
  const calls: PluginCalls = { query: [], install: [], uninstall: [] };
  server.use(
    ...startupHandlers({ admins }),
    http.post('*/api/v1/agent/query', async ({ request }) => {
      const body = (await request.json()) as AgentQueryRequest;
      calls.query.push(body);
      return market(body);
    }),
    http.post('*/api/v1/agent/my', () => mine()),
    http.post('*/api/v1/agent/install', ({ request }) => {
      calls.install.push(new URL(request.url).searchParams.get('plugin_name') ?? '');
      return ok(null);
    }),
    http.post('*/api/v1/agent/uninstall', ({ request }) => {
      calls.uninstall.push(new URL(request.url).searchParams);
      return ok(null);
    }),
  );
  return calls;
}

/** A refusal as our server sends it: a 4xx with the envelope. */
export const refused = (status: number, err_code: string, err_msg: string, data: unknown = null) =>
  HttpResponse.json({ success: false, err_code, err_msg, data }, { status });

export const renderPlugins = (language: 'en' | 'zh' = 'en') =>
  renderApp(<PluginsPage />, { pathname: '/construct/plugins', language });
