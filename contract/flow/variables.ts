import { z } from 'zod';
import { VARIABLE_NAME_PATTERN } from '../constants/flow-variables';
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

/** Body of `POST /variables` (contract 3.11): a Variable without `id`. */
export const variableCreateRequestSchema = z.object({
  key: z.string().min(1),
  name: z.string().regex(VARIABLE_NAME_PATTERN),
  label: z.string().min(1),
  value: z.unknown(),
  value_type: variableValueTypeSchema.optional(),
  category: variableCategorySchema,
  scope: z.string().min(1),
  scope_key: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  enabled: z.boolean().optional(),
});
export type VariableCreateRequest = z.infer<typeof variableCreateRequestSchema>;

/** Body of `PUT /variables/{id}`; a secret's `value` left out keeps the stored one. */
export const variableUpdateRequestSchema = variableCreateRequestSchema.partial({ value: true });
export type VariableUpdateRequest = z.infer<typeof variableUpdateRequestSchema>;
