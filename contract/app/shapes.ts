import { z } from 'zod';
import { recommendQuestionSchema } from '../question';

/** Team modes an app can run in (contract 1.1); the server stores free text, these are the known ones. */
export const teamModeValueSchema = z.enum(['auto_plan', 'awel_layout', 'single_agent', 'native_app']);
export type TeamModeValue = z.infer<typeof teamModeValueSchema>;

export const teamModeSchema = z.object({
  name: z.string(),
  value: z.string(),
  name_cn: z.string().nullable().optional(),
  name_en: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  description_en: z.string().nullable().optional(),
  remark: z.string().nullable().optional(),
  remark_en: z.string().nullable().optional(),
});
export type TeamMode = z.infer<typeof teamModeSchema>;

/** A resource bound to an agent; v2 resources carry their value as a JSON string. */
export const agentResourceSchema = z.looseObject({
  type: z.string(),
  value: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullable()
    .optional(),
  name: z.string().nullable().optional(),
  is_dynamic: z.boolean().optional(),
  context: z.record(z.string(), z.unknown()).nullable().optional(),
  version: z.string().optional(),
});
export type AgentResource = z.infer<typeof agentResourceSchema>;

/**
 * `llm_strategy_value` is a comma list on input; the app list returns a comma-joined string,
 * app info and the hot list the stored JSON array text. Some builds send a real array.
 */
export const llmStrategyValueSchema = z
  .union([z.string(), z.array(z.string())])
  .nullable()
  .optional();

/** One agent of an app as the server returns it. */
export const appDetailSchema = z.looseObject({
  app_code: z.string().nullable().optional(),
  app_name: z.string().nullable().optional(),
  agent_name: z.string(),
  node_id: z.string().nullable().optional(),
  resources: z.array(agentResourceSchema).nullable().optional(),
  prompt_template: z.string().nullable().optional(),
  llm_strategy: z.string().nullable().optional(),
  llm_strategy_value: llmStrategyValueSchema,
  created_at: z.string().nullable().optional(),
  updated_at: z.string().nullable().optional(),
});
export type AppDetail = z.infer<typeof appDetailSchema>;

/** One agent of an app as create/edit need it: the agent name and a resource array are mandatory. */
export const appDetailInputSchema = appDetailSchema.extend({
  agent_name: z.string().min(1),
  resources: z.array(agentResourceSchema),
});
export type AppDetailInput = z.infer<typeof appDetailInputSchema>;

/** `team_context` of an `awel_layout` app: the flow it runs. */
export const awelTeamContextSchema = z.looseObject({
  dag_id: z.string(),
  uid: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  label: z.string().nullable().optional(),
  version: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  editable: z.boolean().nullable().optional(),
  state: z.string().nullable().optional(),
  user_name: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
  flow_category: z.string().nullable().optional(),
});
export type AwelTeamContext = z.infer<typeof awelTeamContextSchema>;

/** `team_context` of a `native_app`: the chat scene it wraps. */
export const nativeTeamContextSchema = z.looseObject({
  chat_scene: z.string(),
  scene_name: z.string(),
  scene_describe: z.string().optional(),
  param_title: z.string().optional(),
  show_disable: z.boolean().optional(),
});
export type NativeTeamContext = z.infer<typeof nativeTeamContextSchema>;

export const teamContextSchema = z
  .union([awelTeamContextSchema, nativeTeamContextSchema, z.string()])
  .nullable()
  .optional();
export type TeamContext = z.infer<typeof teamContextSchema>;

export const paramNeedTypeSchema = z.enum([
  'resource',
  'model',
  'temperature',
  'max_new_tokens',
  'prompt_template',
]);

/** What a native app asks the user to choose before chatting. */
export const paramNeedSchema = z.looseObject({
  type: z.string(),
  value: z.union([z.string(), z.number()]).nullable().optional(),
  bind_value: z.union([z.string(), z.number()]).nullable().optional(),
});
export type ParamNeed = z.infer<typeof paramNeedSchema>;

/** Booleans the server keeps as the strings "true"/"false". */
export const stringFlagSchema = z.enum(['true', 'false']);

export { recommendQuestionSchema, type RecommendQuestion } from '../question';

export const recommendQuestionInputSchema = z.object({
  question: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  valid: z.union([z.string(), z.boolean()]).optional(),
});
export type RecommendQuestionInput = z.infer<typeof recommendQuestionInputSchema>;

/** An app (`GptsApp`, contract 1.0) as lists and details return it. */
export const appSchema = z.looseObject({
  app_code: z.string(),
  app_name: z.string(),
  app_describe: z.string().nullable().optional(),
  team_mode: z.string(),
  language: z.string().nullable().optional(),
  team_context: teamContextSchema,
  user_code: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
  is_collected: z.union([stringFlagSchema, z.boolean()]).nullable().optional(),
  icon: z.string().nullable().optional(),
  created_at: z.string().nullable().optional(),
  updated_at: z.string().nullable().optional(),
  details: z.array(appDetailSchema).nullable().optional(),
  published: z.union([stringFlagSchema, z.boolean()]).nullable().optional(),
  user_name: z.string().nullable().optional(),
  user_icon: z.string().nullable().optional(),
  hot_value: z.number().int().nullable().optional(),
  param_need: z.array(paramNeedSchema).nullable().optional(),
  owner_name: z.string().nullable().optional(),
  owner_avatar_url: z.string().nullable().optional(),
  recommend_questions: z.array(recommendQuestionSchema).nullable().optional(),
  admins: z.array(z.string()).nullable().optional(),
  keep_start_rounds: z.number().int().nullable().optional(),
  keep_end_rounds: z.number().int().nullable().optional(),
});
export type App = z.infer<typeof appSchema>;
