/** msw answers for the dbgpts screen's routes (contract 10.B and `contract/hub.ts`), recording each call. */
import { http, HttpResponse } from 'msw';
import DbgptsListPage from '@/components/dbgpts/dbgpts-list-page';
import type { PaginationResult } from '@/contract/common';
import type { HubSource, PackageDetail, PackageUsage } from '@/contract/hub';
import type { DbgptsHubItem, MyDbgpts } from '@/contract/plugin';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok, serveTime } from '../support/construct-lists';

/** Hub packages as the dbgpts hub pages them (contract 10.6): `installed` is 0/1. */
export function hubItem(id: number, name: string, extra: Partial<DbgptsHubItem> = {}): DbgptsHubItem {
  return {
    id,
    name,
    description: `${name} from the community`,
    author: 'csunny',
    email: null,
    type: 'flow',
    version: '0.1.0',
    storage_channel: 'built-in',
    storage_url: `workflow/${name}`,
    download_param: null,
    installed: 0,
    gmt_created: serveTime(3000),
    gmt_modified: serveTime(2 * 24 * 60),
    ...extra,
  };
}

export function myItem(id: number, name: string, extra: Partial<MyDbgpts> = {}): MyDbgpts {
  return {
    id,
    user_name: 'dbgpt',
    sys_code: null,
    name,
    file_name: name.replaceAll('-', '_'),
    type: 'flow',
    version: '0.1.0',
    use_count: 0,
    succ_count: 0,
    gmt_created: serveTime(120),
    gmt_modified: serveTime(120),
    ...extra,
  };
}

export function detailOf(item: DbgptsHubItem, extra: Partial<PackageDetail> = {}): PackageDetail {
  return {
    name: item.name,
    type: item.type ?? 'flow',
    label: `${item.name} (label)`,
    version: item.version ?? null,
    description: item.description ?? null,
    author: item.author ?? null,
    source: 'built-in',
    path: `packages/${item.name}`,
    manifest: { name: item.name, version: item.version, definition_file: 'definition.json' },
    readme: `# ${item.name}\n\nA **useful** package.`,
    adds: [{ kind: 'flow', id: 'flow-1', name: `${item.name} flow` }],
    installed: item.installed === 1,
    installable: true,
    reason: null,
    gmt_modified: item.gmt_modified ?? null,
    ...extra,
  };
}

export const pageOf = <T,>(
  items: T[],
  total = items.length,
  page = 1,
  pageSize = 12,
): PaginationResult<T> => ({
  items,
  total_count: total,
  total_pages: Math.ceil(total / pageSize),
  page,
  page_size: pageSize,
});

export interface Call {
  query: Record<string, string>;
  body: unknown;
}

type Answer = Response | Promise<Response>;

export interface DbgptsServer {
  hub?: (call: Call) => Answer;
  mine?: (call: Call) => Answer;
  detail?: (query: Record<string, string>) => Answer;
  usage?: (query: Record<string, string>) => Answer;
  install?: (call: Call) => Answer;
  uninstall?: (call: Call) => Answer;
  refresh?: () => Answer;
  sources?: () => Answer;
  addSource?: (call: Call) => Answer;
  removeSource?: (id: string) => Answer;
  admins?: string[];
}

const answer = (handle: ((call: Call) => Answer) | undefined, call: Call) =>
  handle ? handle(call) : ok(null);

/** Serves every route the screen calls; by default an empty hub, nothing installed and no hub sources. */
export function serveDbgpts(routes: DbgptsServer = {}) {
  const calls: Record<string, Call[]> = {};
  const record = async (name: string, request: Request): Promise<Call> => {
    const text = await request.text();
    const call = {
      query: Object.fromEntries(new URL(request.url).searchParams),
      body: text ? JSON.parse(text) : null,
    };
    (calls[name] ??= []).push(call);
    return call;
  };
  const base = '*/api/v1/serve/dbgpts';
  server.use(
    ...startupHandlers({ admins: routes.admins ?? ['001'] }),
    http.post(`${base}/hub/query_page`, async ({ request }) =>
      answer(routes.hub ?? (() => ok(pageOf<DbgptsHubItem>([]))), await record('hub', request)),
    ),
    http.post(`${base}/my/query_page`, async ({ request }) =>
      answer(routes.mine ?? (() => ok(pageOf<MyDbgpts>([]))), await record('mine', request)),
    ),
    http.get(`${base}/hub/detail`, async ({ request }) => {
      const call = await record('detail', request);
      return routes.detail
        ? routes.detail(call.query)
        : ok(detailOf(hubItem(0, call.query.name ?? '', { type: call.query.type })));
    }),
    http.get(`${base}/my/usage`, async ({ request }) => {
      const call = await record('usage', request);
      return routes.usage ? routes.usage(call.query) : ok<PackageUsage>({ used_by: [] });
    }),
    http.post(`${base}/hub/install`, async ({ request }) =>
      answer(routes.install, await record('install', request)),
    ),
    http.post(`${base}/my/uninstall`, async ({ request }) =>
      answer(routes.uninstall, await record('uninstall', request)),
    ),
    http.post(`${base}/hub/source/refresh`, async ({ request }) => {
      await record('refresh', request);
      return routes.refresh ? routes.refresh() : ok(null);
    }),
    http.get(`${base}/hub/sources`, async ({ request }) => {
      await record('sources', request);
      return routes.sources ? routes.sources() : ok<HubSource[]>([]);
    }),
    http.post(`${base}/hub/sources`, async ({ request }) =>
      answer(routes.addSource, await record('addSource', request)),
    ),
    http.delete(`${base}/hub/sources/:id`, async ({ request, params }) => {
      await record('removeSource', request);
      return routes.removeSource ? routes.removeSource(String(params.id)) : ok(null);
    }),
  );
  return calls;
}

/** An answer the test releases when it has seen the work under way (a spinner, a status line). */
export function held() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

/** A failure as our server answers it: a 4xx/5xx status with the envelope. */
export const refused = (status: number, err_code: string, err_msg: string) =>
  HttpResponse.json({ success: false, err_code, err_msg, data: null }, { status });

export const renderDbgpts = (language: 'en' | 'zh' = 'en') =>
  renderApp(<DbgptsListPage />, { pathname: '/construct/dbgpts', language });
