import { z } from 'zod';
import { paginationSchema } from '../common';
import { pageQuerySchema } from '../query-params';
import { visibilitySchema } from '../visibility';
import { flowDataSchema } from './flow-data';

/** A saved flow (`FlowPanel`, contract 3.0–3.5). */

export const flowStateSchema = z.enum([
  'initializing',
  'developing',
  'testing',
  'deployed',
  'running',
  'disabled',
  'load_failed',
]);
export type FlowState = z.infer<typeof flowStateSchema>;

export const flowCategorySchema = z.enum(['common', 'chat_flow', 'chat_agent']);
export type FlowCategory = z.infer<typeof flowCategorySchema>;

export const variableValueTypeSchema = z.enum(['str', 'int', 'float', 'bool']);
export const variableCategorySchema = z.enum(['common', 'secret']);

export const parsedFlowVariableSchema = z.looseObject({
  key: z.string(),
  name: z.string().nullable().optional(),
  scope: z.string(),
  scope_key: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
  user_name: z.string().nullable().optional(),
});

/** A variable a flow declares; `parsed_variables` is filled when `value` is a `${...}` reference. */
export const flowVariableSchema = z.looseObject({
  key: z.string(),
  label: z.string(),
  description: z.string().nullable().optional(),
  value_type: variableValueTypeSchema.optional(),
  category: variableCategorySchema,
  scope: z.string(),
  scope_key: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  value: z.unknown().optional(),
  parsed_variables: parsedFlowVariableSchema.nullable().optional(),
});
export type FlowVariable = z.infer<typeof flowVariableSchema>;

export const dagTriggerSchema = z.looseObject({
  trigger_type: z.string().nullable().optional(),
  path: z.string().nullable().optional(),
  methods: z.array(z.string()).nullable().optional(),
  trigger_mode: z.string().nullable().optional(),
});

export const dagMetadataSchema = z.looseObject({
  triggers: z.array(dagTriggerSchema).nullable().optional(),
  sse_output: z.boolean().nullable().optional(),
  streaming_output: z.boolean().nullable().optional(),
  tags: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type DagMetadata = z.infer<typeof dagMetadataSchema>;

const flowPanelFields = {
  uid: z.string().optional(),
  label: z.string().optional(),
  name: z.string().min(1),
  flow_category: z.string().nullable().optional(),
  flow_data: flowDataSchema.nullable().optional(),
  description: z.string().nullable().optional(),
  state: flowStateSchema.optional(),
  error_message: z.string().nullable().optional(),
  source: z.string().nullable().optional(),
  source_url: z.string().nullable().optional(),
  version: z.string().nullable().optional(),
  define_type: z.string().nullable().optional(),
  editable: z.boolean().optional(),
  user_name: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
  variables: z.array(flowVariableSchema).nullable().optional(),
  authors: z.array(z.string()).nullable().optional(),
  /** Beyond DB-GPT: who else may see and run the flow (new flows are private). */
  visibility: visibilitySchema.optional(),
  /** Beyond DB-GPT: the owner's name when the owner (`user_name`, an id) is a sign-in account. */
  owner_name: z.string().optional(),
};

/** Beyond DB-GPT: why the saved flow cannot run yet, node by node, in the caller's language. */
export const flowProblemSchema = z.object({
  node_id: z.string().nullable(),
  message: z.string(),
});
export type FlowProblem = z.infer<typeof flowProblemSchema>;

/** A flow as the server returns it. */
export const flowPanelSchema = z.looseObject({
  ...flowPanelFields,
  uid: z.string(),
  label: z.string(),
  name: z.string(),
  dag_id: z.string().nullable().optional(),
  gmt_created: z.string().nullable().optional(),
  gmt_modified: z.string().nullable().optional(),
  metadata: dagMetadataSchema.nullable().optional(),
  problems: z.array(flowProblemSchema).optional(),
});
export type FlowPanel = z.infer<typeof flowPanelSchema>;

export const flowPanelPageSchema = paginationSchema(flowPanelSchema);
export type FlowPanelPage = z.infer<typeof flowPanelPageSchema>;

/** A `json` flow (the default) cannot be built without its canvas. */
function hasCanvasWhenJson(flow: { define_type?: string | null; flow_data?: unknown }): boolean {
  return (flow.define_type ?? 'json') !== 'json' || Boolean(flow.flow_data);
}
const canvasIssue = { message: 'flow_data is required for json flows', path: ['flow_data'] };

/** Body of `POST /flows`; `label` defaults to `name` on the server. */
export const flowCreateRequestSchema = z.object(flowPanelFields).refine(hasCanvasWhenJson, canvasIssue);
export type FlowCreateRequest = z.infer<typeof flowCreateRequestSchema>;

/** Body of `PUT /flows/{uid}`: the body's `uid`, not the path's, picks the flow. */
export const flowUpdateRequestSchema = z
  .object({ ...flowPanelFields, uid: z.string().min(1) })
  .refine(hasCanvasWhenJson, canvasIssue);
export type FlowUpdateRequest = z.infer<typeof flowUpdateRequestSchema>;

/** Query of `GET /flows` (exact-match filters) and of `GET /flow/templates`. */
export const flowListQuerySchema = pageQuerySchema.extend({
  user_name: z.string().optional(),
  sys_code: z.string().optional(),
  name: z.string().optional(),
  uid: z.string().optional(),
  /** Beyond DB-GPT: a part of the name or label, any case. */
  search: z.string().optional(),
});
export type FlowListQuery = z.infer<typeof flowListQuerySchema>;

export const flowTemplatesQuerySchema = pageQuerySchema.extend({
  user_name: z.string().optional(),
  sys_code: z.string().optional(),
});
export type FlowTemplatesQuery = z.infer<typeof flowTemplatesQuerySchema>;

/** Body of `POST /flows/{uid}/copy` (beyond DB-GPT's client-side copy): the copy's own name and settings. */
export const flowCopyRequestSchema = z.object({
  name: z.string().min(1),
  label: z.string().optional(),
  description: z.string().nullable().optional(),
  editable: z.boolean().optional(),
  deploy: z.boolean().optional(),
  visibility: visibilitySchema.optional(),
});
export type FlowCopyRequest = z.infer<typeof flowCopyRequestSchema>;

/** One earlier definition of a flow (`GET /flows/{uid}/versions`, beyond DB-GPT). */
export const flowVersionSchema = z.object({
  version: z.number().int(),
  label: z.string(),
  description: z.string().nullable(),
  flow_category: z.string(),
  saved_by: z.string(),
  gmt_created: z.string(),
  flow_data: flowDataSchema.nullable(),
});
export type FlowVersion = z.infer<typeof flowVersionSchema>;
