import { GET, POST } from '@/client/http';
import type { PaginationResult } from '@/contract/common';
import type {
  Prompt,
  PromptAddRequest,
  PromptDeleteRequest,
  PromptFilter,
  PromptTarget,
  PromptTargetsQuery,
  PromptTemplate,
  PromptTemplateLoadQuery,
  PromptUpdateRequest,
  PromptVerifyRequest,
} from '@/contract/prompt';
import type { PageQuery } from '@/contract/query-params';

/** Prompt library (spec section 7, contract section 5); mounted at `/prompt`, without `/api`. */

/** Agents, scenes or metrics a prompt of this type can target; null for `Normal`. */
export const getPromptTargets = (promptType: string) =>
  GET<PromptTargetsQuery, PromptTarget[] | null>('/prompt/type/targets', { prompt_type: promptType });

/** Both values travel in the query string; the server ignores a body here. */
export const loadPromptTemplate = (query: PromptTemplateLoadQuery) =>
  POST<undefined, PromptTemplate | null>('/prompt/template/load', undefined, { params: query });

export const addPrompt = (body: PromptAddRequest) => POST<PromptAddRequest, Prompt>('/prompt/add', body);

/** Finds the prompt by `prompt_code`. */
export const updatePrompt = (body: PromptUpdateRequest) =>
  POST<PromptUpdateRequest, Prompt>('/prompt/update', body);

/** Deletes by `prompt_name` (every match when `sys_code` is absent). */
export const deletePrompt = (body: PromptDeleteRequest) =>
  POST<PromptDeleteRequest, null>('/prompt/delete', body);

/** Paging in the query string, exact-match filters in the body. */
export const queryPromptPage = (
  filter: PromptFilter = {},
  paging: PageQuery = {},
  options: { signal?: AbortSignal } = {},
) =>
  POST<PromptFilter, PaginationResult<Prompt>>('/prompt/query_page', filter, {
    params: { page: paging.page ?? 1, page_size: paging.page_size ?? 20 },
    signal: options.signal,
  });

export const verifyPromptResponse = (body: PromptVerifyRequest) =>
  POST<PromptVerifyRequest, boolean>('/prompt/response/verify', body);
