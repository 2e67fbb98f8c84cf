import { GET, POST } from '@/client/http';
import type {
  Agent,
  App,
  AppAdminsResponse,
  AppAdminsUpdateRequest,
  AppCodeRequest,
  AppCreateRequest,
  AppEditRequest,
  AppInfoQuery,
  AppListQuery,
  AppListResponse,
  AppResourcesQuery,
  AppResourcesResponse,
  LlmStrategy,
  LlmStrategyValueQuery,
  NativeScene,
  TeamMode,
} from '@/contract/app';

/** Team modes, apps and agents (spec section 7, contract section 1). */

export const APP_LIST_DEFAULT_PAGE = 1;
export const APP_LIST_DEFAULT_PAGE_SIZE = 12;

export const getTeamModeList = () => GET<undefined, TeamMode[]>('/api/v1/team-mode/list');

export const createApp = (body: AppCreateRequest) => POST<AppCreateRequest, App>('/api/v1/app/create', body);

export const editApp = (body: AppEditRequest) => POST<AppEditRequest, boolean>('/api/v1/app/edit', body);

/**
 * Paging goes in the query string (as the spec lists it) and in the body, because DB-GPT reads
 * only the body and would otherwise fall back to 100 items.
 */
export const getAppList = (query: AppListQuery = {}) => {
  const page = query.page ?? APP_LIST_DEFAULT_PAGE;
  const page_size = query.page_size ?? APP_LIST_DEFAULT_PAGE_SIZE;
  return POST<AppListQuery, AppListResponse>(
    '/api/v1/app/list',
    { ...query, page, page_size },
    { params: { page, page_size } },
  );
};

export const getAgentList = () => GET<undefined, Agent[]>('/api/v1/agents/list');

export const getLlmStrategyList = () => GET<undefined, LlmStrategy[]>('/api/v1/llm-strategy/list');

export const getLlmStrategyValues = (type: string) =>
  GET<LlmStrategyValueQuery, string[]>('/api/v1/llm-strategy/value/list', { type });

/** `version: 'v2'` returns parameter descriptors instead of options. */
export const getAppResources = (query: AppResourcesQuery) =>
  GET<AppResourcesQuery, AppResourcesResponse>('/api/v1/app/resources/list', query);

export const getNativeScenes = () => GET<undefined, NativeScene[]>('/api/v1/native_scenes');

export const getAppAdmins = (appCode: string) =>
  GET<undefined, AppAdminsResponse>(`/api/v1/app/${encodeURIComponent(appCode)}/admins`);

export const updateAppAdmins = (body: AppAdminsUpdateRequest) =>
  POST<AppAdminsUpdateRequest, null>('/api/v1/app/admins/update', body);

export const collectApp = (body: AppCodeRequest) => POST<AppCodeRequest, null>('/api/v1/app/collect', body);

export const uncollectApp = (body: AppCodeRequest) =>
  POST<AppCodeRequest, null>('/api/v1/app/uncollect', body);

export const publishApp = (body: AppCodeRequest) =>
  POST<AppCodeRequest, unknown[]>('/api/v1/app/publish', body);

export const unpublishApp = (body: AppCodeRequest) =>
  POST<AppCodeRequest, unknown[]>('/api/v1/app/unpublish', body);

/** Without `app_code`, the native app of `chat_scene` (or null). */
export const getAppInfo = (query: AppInfoQuery) => GET<AppInfoQuery, App | null>('/api/v1/app/info', query);

/** Apps ranked by conversation count: a plain array, no paging wrapper. */
export const getHotAppList = (body: AppListQuery = {}) =>
  POST<AppListQuery, App[]>('/api/v1/app/hot/list', body);

export const removeApp = (body: AppCodeRequest) => POST<AppCodeRequest, null>('/api/v1/app/remove', body);

export const getResourceTypeList = () => GET<undefined, string[]>('/api/v1/resource-type/list');
