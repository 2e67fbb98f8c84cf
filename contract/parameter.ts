import { z } from 'zod';

/**
 * A configurable parameter as DB-GPT describes it (contract 1.8 and 8.2): app resources (v2),
 * datasource types and model types share this shape.
 */
export const parameterDescriptionSchema = z.looseObject({
  param_name: z.string(),
  param_class: z.string().nullable().optional(),
  param_type: z.string().nullable().optional(),
  label: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  default_value: z.unknown().optional(),
  required: z.boolean().optional(),
  is_array: z.boolean().optional(),
  valid_values: z.array(z.unknown()).nullable().optional(),
  ext_metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  get nested_fields() {
    return z.record(z.string(), z.array(parameterDescriptionSchema)).nullable().optional();
  },
  param_order: z.number().int().nullable().optional(),
});
export type ParameterDescription = z.infer<typeof parameterDescriptionSchema>;
