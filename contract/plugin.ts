import { z } from 'zod';
import { appSchema } from './app';
import { paginationSchema } from './common';

/** Contract section 10: the legacy agent plugin hub (10.A) and dbgpts community packages (10.B). */

/** Whether a package is installed: an int 0/1 on the wire, a boolean in some builds. */
const installedSchema = z.union([z.number().int(), z.boolean()]).nullable().optional();

export const pluginHubItemSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable().optional(),
  author: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  type: z.string().nullable().optional(),
  version: z.string().nullable().optional(),
  storage_channel: z.string().nullable().optional(),
  storage_url: z.string().nullable().optional(),
  download_param: z.string().nullable().optional(),
  installed: installedSchema,
  gmt_created: z.string().nullable().optional(),
});
export type PluginHubItem = z.infer<typeof pluginHubItemSchema>;

export const pluginHubFilterSchema = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  author: z.string().optional(),
  email: z.string().optional(),
  type: z.string().optional(),
  version: z.string().optional(),
  storage_channel: z.string().optional(),
  storage_url: z.string().optional(),
});

/** Body of `POST /api/v1/agent/query`: paging travels in the body here. */
export const agentQueryRequestSchema = z.object({
  page_index: z.number().int().min(1).optional(),
  page_size: z.number().int().min(1).optional(),
  filter: pluginHubFilterSchema.nullable().optional(),
});
export type AgentQueryRequest = z.infer<typeof agentQueryRequestSchema>;

/** `PagenationResult` (sic), the agent hub's own paging wrapper. */
export const agentQueryResponseSchema = z.object({
  page_index: z.number().int(),
  page_size: z.number().int(),
  total_page: z.number().int(),
  total_row_count: z.number().int(),
  datas: z.array(pluginHubItemSchema),
});
export type AgentQueryResponse = z.infer<typeof agentQueryResponseSchema>;

/** Where to fetch packages from: body of the agent hub update and (ignored) of dbgpts refresh. */
export const hubSourceRequestSchema = z.object({
  channel: z.string().optional(),
  url: z.string().optional(),
  branch: z.string().optional(),
  authorization: z.string().optional(),
});
export type HubSourceRequest = z.infer<typeof hubSourceRequestSchema>;

export const userQuerySchema = z.object({ user: z.string().optional() });
export type UserQuery = z.infer<typeof userQuerySchema>;

export const myPluginSchema = z.looseObject({
  id: z.number().int(),
  tenant: z.string().nullable().optional(),
  user_code: z.string().nullable().optional(),
  user_name: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
  name: z.string(),
  file_name: z.string().nullable().optional(),
  type: z.string().nullable().optional(),
  version: z.string().nullable().optional(),
  use_count: z.number().int().nullable().optional(),
  succ_count: z.number().int().nullable().optional(),
  gmt_created: z.string().nullable().optional(),
});
export type MyPlugin = z.infer<typeof myPluginSchema>;

/** Query of agent install/uninstall: both names travel in the query string, with no body. */
export const agentInstallQuerySchema = z.object({
  plugin_name: z.string().min(1),
  user: z.string().optional(),
});
export type AgentInstallQuery = z.infer<typeof agentInstallQuerySchema>;

export const dbgptsTypeSchema = z.enum(['agent', 'app', 'operator', 'flow', 'resource']);
export type DbgptsType = z.infer<typeof dbgptsTypeSchema>;

export const dbgptsHubItemSchema = pluginHubItemSchema.extend({
  gmt_modified: z.string().nullable().optional(),
});
export type DbgptsHubItem = z.infer<typeof dbgptsHubItemSchema>;

/** Body of `hub/query_page`: exact-match filters (a nested `filter` object is ignored by the server). */
export const dbgptsHubFilterSchema = pluginHubFilterSchema.extend({
  id: z.number().int().optional(),
  download_param: z.string().optional(),
  installed: z.union([z.number().int(), z.boolean()]).optional(),
});
export type DbgptsHubFilter = z.infer<typeof dbgptsHubFilterSchema>;

export const dbgptsHubPageSchema = paginationSchema(dbgptsHubItemSchema);

export const dbgptsInstallRequestSchema = z.object({
  name: z.string().min(1),
  type: z.string().min(1),
  storage_channel: z.string().nullable().optional(),
  storage_url: z.string().nullable().optional(),
});
export type DbgptsInstallRequest = z.infer<typeof dbgptsInstallRequestSchema>;

export const myDbgptsSchema = myPluginSchema.omit({ tenant: true, user_code: true }).extend({
  gmt_modified: z.string().nullable().optional(),
  /** Beyond DB-GPT: the name of the account that installed it (`user_name` is its id) with sign-in on. */
  owner_name: z.string().optional(),
});
export type MyDbgpts = z.infer<typeof myDbgptsSchema>;

export const myDbgptsFilterSchema = z.object({
  id: z.number().int().optional(),
  user_name: z.string().optional(),
  sys_code: z.string().optional(),
  name: z.string().optional(),
  file_name: z.string().optional(),
  type: z.string().optional(),
  version: z.string().optional(),
  use_count: z.number().int().optional(),
  succ_count: z.number().int().optional(),
});
export type MyDbgptsFilter = z.infer<typeof myDbgptsFilterSchema>;

export const myDbgptsPageSchema = paginationSchema(myDbgptsSchema);

/** Query of `my/uninstall`: everything in the query string; send `type` so the right package goes. */
export const dbgptsUninstallQuerySchema = z.object({
  name: z.string().min(1),
  type: z.string().optional(),
  user: z.string().optional(),
});
export type DbgptsUninstallQuery = z.infer<typeof dbgptsUninstallQuerySchema>;

/** Query of `GET /api/v1/dbgpts/list` (accepted, ignored); `data` is an array of apps. */
export const dbgptsListQuerySchema = z.object({
  user_code: z.string().optional(),
  sys_code: z.string().optional(),
});
export type DbgptsListQuery = z.infer<typeof dbgptsListQuerySchema>;

export const dbgptsListResponseSchema = z.array(appSchema);
