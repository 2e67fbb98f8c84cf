import { z } from 'zod';

/** Node metadata as `GET /nodes` returns it and as flows store it (contract 3.0). */

export const flowTypeSchema = z.enum(['operator', 'resource']);
export type FlowType = z.infer<typeof flowTypeSchema>;

export const flowOptionSchema = z.looseObject({
  label: z.string(),
  name: z.string(),
  value: z.unknown(),
  get children() {
    return z.array(flowOptionSchema).nullable().optional();
  },
});
export type FlowOption = z.infer<typeof flowOptionSchema>;

export const uiTypeSchema = z.enum([
  'select',
  'cascader',
  'checkbox',
  'radio',
  'date_picker',
  'input',
  'text_area',
  'auto_complete',
  'slider',
  'time_picker',
  'tree_select',
  'upload',
  'variables',
  'password',
  'code_editor',
]);
export type UiType = z.infer<typeof uiTypeSchema>;

/** The UI component of a parameter; component-specific keys (editor, upload, variables) pass through. */
export const flowUiSchema = z.looseObject({
  ui_type: z.string(),
  size: z.string().nullable().optional(),
  attr: z.record(z.string(), z.unknown()).nullable().optional(),
  refresh: z.boolean().nullable().optional(),
  refresh_depends: z.array(z.string()).nullable().optional(),
});
export type FlowUi = z.infer<typeof flowUiSchema>;

export const flowParameterSchema = z.looseObject({
  label: z.string(),
  name: z.string(),
  type_name: z.string(),
  type_cls: z.string(),
  is_list: z.boolean().optional(),
  category: z.string(),
  resource_type: z.string().nullable().optional(),
  optional: z.boolean().optional(),
  default: z.unknown().optional(),
  placeholder: z.unknown().optional(),
  description: z.string().nullable().optional(),
  value: z.unknown().optional(),
  dynamic: z.boolean().optional(),
  dynamic_minimum: z.number().int().optional(),
  options: z.array(flowOptionSchema).nullable().optional(),
  ui: flowUiSchema.nullable().optional(),
});
export type FlowParameter = z.infer<typeof flowParameterSchema>;

export const flowIoFieldSchema = z.looseObject({
  label: z.string(),
  custom_label: z.string().nullable().optional(),
  name: z.string(),
  description: z.string().nullable().optional(),
  type_name: z.string(),
  type_cls: z.string(),
  is_list: z.boolean().optional(),
  dynamic: z.boolean().optional(),
  dynamic_minimum: z.number().int().optional(),
  mappers: z.array(z.string()).nullable().optional(),
});
export type FlowIoField = z.infer<typeof flowIoFieldSchema>;

const commonMetadataFields = {
  label: z.string(),
  custom_label: z.string().nullable().optional(),
  name: z.string(),
  description: z.string().nullable().optional(),
  category: z.string(),
  category_label: z.string().nullable().optional(),
  icon: z.string().nullable().optional(),
  documentation_url: z.string().nullable().optional(),
  id: z.string(),
  tags: z.record(z.string(), z.unknown()).nullable().optional(),
  parameters: z.array(flowParameterSchema),
  /** Beyond DB-GPT: a DB-GPT node this server lists but does not run (yet), and why, in the caller's language. */
  not_runnable: z.object({ status: z.enum(['planned', 'python', 'package']), reason: z.string() }).optional(),
};

export const operatorMetadataSchema = z.looseObject({
  ...commonMetadataFields,
  flow_type: z.literal('operator'),
  operator_type: z.string().optional(),
  inputs: z.array(flowIoFieldSchema),
  outputs: z.array(flowIoFieldSchema),
  version: z.string().optional(),
  type_name: z.string().optional(),
  type_cls: z.string().optional(),
});
export type OperatorMetadata = z.infer<typeof operatorMetadataSchema>;

export const resourceMetadataSchema = z.looseObject({
  ...commonMetadataFields,
  flow_type: z.literal('resource'),
  type_name: z.string(),
  type_cls: z.string(),
  resource_type: z.string().optional(),
  parent_cls: z.array(z.string()).optional(),
});
export type ResourceMetadata = z.infer<typeof resourceMetadataSchema>;

export const nodeMetadataSchema = z.discriminatedUnion('flow_type', [
  operatorMetadataSchema,
  resourceMetadataSchema,
]);
export type NodeMetadata = z.infer<typeof nodeMetadataSchema>;
