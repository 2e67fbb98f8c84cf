import { z } from 'zod';
import {
  SECRET_VALUE_MASK,
  VARIABLE_KEY_PATTERN,
  VARIABLE_NAME_PATTERN,
} from '../constants/flow-variables';
import { paginationSchema } from '../common';
import { pageQuerySchema } from '../query-params';
import { variableCategorySchema, variableValueTypeSchema } from './panel';

/** Flow variables (contract 3.10, 3.11). */

export const variableKeysQuerySchema = z.object({
  user_name: z.string().optional(),
  sys_code: z.string().optional(),
  category: variableCategorySchema.optional(),
});
export type VariableKeysQuery = z.infer<typeof variableKeysQuerySchema>;

export const variableKeySchema = z.looseObject({
  key: z.string(),
  label: z.string(),
  description: z.string().nullable().optional(),
  value_type: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
  scope: z.string().nullable().optional(),
  scope_key: z.string().nullable().optional(),
});
export type VariableKey = z.infer<typeof variableKeySchema>;

export const variablesQuerySchema = pageQuerySchema.extend({
  key: z.string().min(1),
  scope: z.string().optional(),
  scope_key: z.string().optional(),
  user_name: z.string().optional(),
  sys_code: z.string().optional(),
});
export type VariablesQuery = z.infer<typeof variablesQuerySchema>;

export const variableSchema = z.looseObject({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  description: z.string().nullable().optional(),
  value_type: variableValueTypeSchema.nullable().optional(),
  category: variableCategorySchema.nullable().optional(),
  scope: z.string(),
  scope_key: z.string().nullable().optional(),
  name: z.string(),
  value: z.unknown().optional(),
  enabled: z.boolean().nullable().optional(),
  user_name: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
});
export type Variable = z.infer<typeof variableSchema>;

export const variablePageSchema = paginationSchema(variableSchema);

export { SECRET_VALUE_MASK };
/** Scopes a stored variable may have: everyone's, or one flow's own (`scope_key` = the flow's uid). */
export const variableScopeSchema = z.enum(['global', 'flow_priv']);

/** Body of `POST /variables` and `PUT /variables/{id}` (contract 3.11): a Variable without `id`. */
export const variableRequestSchema = z.object({
  key: z.string().trim().min(1).max(128).regex(VARIABLE_KEY_PATTERN),
  name: z.string().trim().min(1).max(128).regex(VARIABLE_NAME_PATTERN),
  label: z.string().trim().min(1).max(128),
  description: z.string().max(2000).nullable().optional(),
  value_type: variableValueTypeSchema.optional(),
  category: variableCategorySchema,
  scope: variableScopeSchema,
  scope_key: z.string().max(256).nullable().optional(),
  value: z.union([z.string().max(20_000), z.number(), z.boolean()]),
  enabled: z.boolean().nullable().optional(),
  user_name: z.string().max(128).nullable().optional(),
  sys_code: z.string().max(128).nullable().optional(),
});
export type VariableRequest = z.infer<typeof variableRequestSchema>;
