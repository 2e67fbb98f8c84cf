import { z } from 'zod';
import { parameterDescriptionSchema } from '../parameter';
import {
  appDetailInputSchema,
  appSchema,
  paramNeedSchema,
  recommendQuestionInputSchema,
  stringFlagSchema,
  teamContextSchema,
} from './shapes';

/** Body of `POST /api/v1/app/create` (contract 1.2): name, description, team mode and language are required. */
export const appCreateRequestSchema = z.object({
  app_code: z.string().nullable().optional(),
  app_name: z.string().min(1),
  app_describe: z.string(),
  team_mode: z.string().min(1),
  language: z.string().min(1),
  team_context: teamContextSchema,
  user_code: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
  is_collected: z.union([stringFlagSchema, z.boolean()]).optional(),
  icon: z.string().nullable().optional(),
  details: z.array(appDetailInputSchema).optional(),
  // The server stores "true" for any non-empty value, so the type stays open.
  published: z.unknown().optional(),
  param_need: z.array(paramNeedSchema).nullable().optional(),
  recommend_questions: z.array(recommendQuestionInputSchema).optional(),
  keep_start_rounds: z.number().int().optional(),
  keep_end_rounds: z.number().int().optional(),
});
export type AppCreateRequest = z.infer<typeof appCreateRequestSchema>;

/** Body of `POST /api/v1/app/edit` (contract 1.3): the full app, identified by `app_code`. */
export const appEditRequestSchema = appCreateRequestSchema.extend({ app_code: z.string().min(1) });
export type AppEditRequest = z.infer<typeof appEditRequestSchema>;

/** `GptsAppQuery` (contract 1.4): the body of the app list and the hot list. */
export const appListQuerySchema = z.object({
  page: z.number().int().min(1).optional(),
  page_size: z.number().int().min(1).optional(),
  app_name: z.string().optional(),
  team_mode: z.string().optional(),
  is_collected: stringFlagSchema.optional(),
  is_recent_used: z.literal('true').optional(),
  published: stringFlagSchema.optional(),
  app_codes: z.array(z.string()).optional(),
  user_code: z.string().optional(),
  sys_code: z.string().optional(),
  need_owner_info: z.string().optional(),
});
export type AppListQuery = z.infer<typeof appListQuerySchema>;

/** `GptsAppResponse`: the app list's own paging wrapper (note `total_page`, singular). */
export const appListResponseSchema = z.object({
  total_count: z.number().int(),
  total_page: z.number().int(),
  current_page: z.number().int(),
  app_list: z.array(appSchema),
});
export type AppListResponse = z.infer<typeof appListResponseSchema>;

/** Body naming one app: collect, uncollect, publish, unpublish, remove. */
export const appCodeRequestSchema = z.object({
  app_code: z.string().min(1),
  sys_code: z.string().nullable().optional(),
});
export type AppCodeRequest = z.infer<typeof appCodeRequestSchema>;

export const appAdminsUpdateRequestSchema = z.object({
  app_code: z.string().min(1),
  admins: z.array(z.string()),
});
export type AppAdminsUpdateRequest = z.infer<typeof appAdminsUpdateRequestSchema>;

/** `data` of `GET /api/v1/app/{app_code}/admins`: the raw stored column, not always a JSON array. */
export const appAdminsResponseSchema = z.union([z.array(z.string()), z.string()]).nullable();
export type AppAdminsResponse = z.infer<typeof appAdminsResponseSchema>;

export const appInfoQuerySchema = z.object({
  chat_scene: z.string().min(1),
  app_code: z.string().optional(),
});
export type AppInfoQuery = z.infer<typeof appInfoQuerySchema>;

export const agentSchema = z.object({
  name: z.string(),
  desc: z.string().nullable().optional(),
  label: z.string().nullable().optional(),
});
export type Agent = z.infer<typeof agentSchema>;

export const llmStrategySchema = z.object({
  name: z.string(),
  name_cn: z.string().nullable().optional(),
  value: z.string(),
  description: z.string().nullable().optional(),
  description_en: z.string().nullable().optional(),
});
export type LlmStrategy = z.infer<typeof llmStrategySchema>;

export const llmStrategyValueQuerySchema = z.object({ type: z.string().min(1) });
export type LlmStrategyValueQuery = z.infer<typeof llmStrategyValueQuerySchema>;

export const appResourcesQuerySchema = z.object({
  type: z.string().min(1),
  version: z.string().optional(),
  name: z.string().optional(),
  user_code: z.string().optional(),
  sys_code: z.string().optional(),
});
export type AppResourcesQuery = z.infer<typeof appResourcesQuerySchema>;

/** A v1 resource choice, e.g. `{label: '[mysql]mydb', key: 'mydb'}`. */
export const resourceOptionSchema = z.looseObject({
  label: z.string(),
  key: z.string(),
  description: z.string().nullable().optional(),
});
export type ResourceOption = z.infer<typeof resourceOptionSchema>;

/** `data` of the resource list: v1 gives options (or descriptors for class-style types), v2 descriptors. */
export const appResourcesResponseSchema = z.array(
  z.union([resourceOptionSchema, parameterDescriptionSchema]),
);
export type AppResourcesResponse = z.infer<typeof appResourcesResponseSchema>;

export const nativeSceneSchema = z.object({
  chat_scene: z.string(),
  scene_name: z.string(),
  param_need: z.array(paramNeedSchema),
});
export type NativeScene = z.infer<typeof nativeSceneSchema>;
