import { GET, POST } from '@/client/http';
import type { App } from '@/contract/app';
import type { PaginationResult } from '@/contract/common';
import type {
  AgentInstallQuery,
  AgentQueryRequest,
  AgentQueryResponse,
  DbgptsHubFilter,
  DbgptsHubItem,
  DbgptsInstallRequest,
  DbgptsListQuery,
  DbgptsUninstallQuery,
  HubSourceRequest,
  MyDbgpts,
  MyDbgptsFilter,
  MyPlugin,
  UserQuery,
} from '@/contract/plugin';
import type { PageQuery } from '@/contract/query-params';

/** Agent plugin hub and dbgpts community packages (spec section 7, contract section 10). */

const pageParams = (paging: PageQuery) => ({ page: paging.page ?? 1, page_size: paging.page_size ?? 20 });

/** Paging travels in the body here (`page_index`), unlike the dbgpts hub. */
export const queryAgentHub = (body: AgentQueryRequest = {}) =>
  POST<AgentQueryRequest, AgentQueryResponse>('/api/v1/agent/query', body);

export const updateAgentHub = (body: HubSourceRequest = {}) =>
  POST<HubSourceRequest, null>('/api/v1/agent/hub/update', body);

export const queryMyAgents = (user?: string) =>
  POST<undefined, MyPlugin[]>('/api/v1/agent/my', undefined, { params: { user } satisfies UserQuery });

/** Plugin name and user travel in the query string, with no body. */
export const installAgent = (pluginName: string, user?: string) =>
  POST<undefined, null>('/api/v1/agent/install', undefined, {
    params: { plugin_name: pluginName, user } satisfies AgentInstallQuery,
  });

/** `force`: uninstall even though apps still use it (without it, the server answers 409 naming them). */
export const uninstallAgent = (pluginName: string, user?: string, force?: boolean) =>
  POST<undefined, null>('/api/v1/agent/uninstall', undefined, {
    params: { plugin_name: pluginName, user, ...(force ? { force: true } : {}) },
  });

/** Multipart field `doc_file`. */
export const uploadPersonalAgent = (form: FormData, user?: string) =>
  POST<FormData, null>('/api/v1/personal/agent/upload', form, { params: { user } satisfies UserQuery });

/** Paging in the query string, exact-match filters in the body. */
export const queryDbgptsHub = (filter: DbgptsHubFilter = {}, paging: PageQuery = {}) =>
  POST<DbgptsHubFilter, PaginationResult<DbgptsHubItem>>('/api/v1/serve/dbgpts/hub/query_page', filter, {
    params: pageParams(paging),
  });

/** Re-reads the configured repositories; DB-GPT ignores the body. */
export const refreshDbgptsHub = (body: HubSourceRequest = {}) =>
  POST<HubSourceRequest, null>('/api/v1/serve/dbgpts/hub/source/refresh', body);

export const installDbgpts = (body: DbgptsInstallRequest, user?: string) =>
  POST<DbgptsInstallRequest, null>('/api/v1/serve/dbgpts/hub/install', body, {
    params: { user } satisfies UserQuery,
  });

export const queryMyDbgpts = (filter: MyDbgptsFilter = {}, paging: PageQuery = {}) =>
  POST<MyDbgptsFilter, PaginationResult<MyDbgpts>>('/api/v1/serve/dbgpts/my/query_page', filter, {
    params: pageParams(paging),
  });

/** Everything in the query string, with no body. */
export const uninstallDbgpts = (query: DbgptsUninstallQuery) =>
  POST<undefined, null>('/api/v1/serve/dbgpts/my/uninstall', undefined, { params: query });

/** At most the first 100 apps of all users. */
export const getDbgptsList = (query: DbgptsListQuery = {}) =>
  GET<DbgptsListQuery, App[]>('/api/v1/dbgpts/list', query);
