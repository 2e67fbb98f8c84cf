import { z } from 'zod';
import { queryBool } from '../query-params';
import { flowTypeSchema } from './node-metadata';
import type { FlowPanel } from './panel';

/** Calls the flow editor makes besides flow CRUD (contract 3.6–3.8). */

/**
 * Query of `GET /nodes`: `tags` is a JSON-encoded object such as `{"order":"higher-order"}`;
 * every pair must match a node's own tags.
 */
export const flowNodesQuerySchema = z.object({
  tags: z.string().refine(isJsonObject, { message: 'tags must be a JSON-encoded object' }).optional(),
  user_name: z.string().optional(),
  sys_code: z.string().optional(),
});
export type FlowNodesQuery = z.infer<typeof flowNodesQuerySchema>;

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

export const refreshDependSchema = z.object({
  name: z.string(),
  value: z.unknown().optional(),
  has_value: z.boolean().optional(),
});

/** One parameter whose options should be recomputed. */
export const refreshParameterSchema = z.object({
  name: z.string().min(1),
  depends: z.array(refreshDependSchema).nullable().optional(),
  variables_key: z.string().nullable().optional(),
  variables_scope: z.string().nullable().optional(),
  variables_scope_key: z.string().nullable().optional(),
  variables_sys_code: z.string().nullable().optional(),
  variables_user_name: z.string().nullable().optional(),
});

/** Body of `POST /nodes/refresh`; `data` is the node metadata with fresh options. */
export const flowNodeRefreshRequestSchema = z.object({
  id: z.string().min(1),
  flow_type: flowTypeSchema.optional(),
  type_name: z.string().min(1),
  type_cls: z.string().min(1),
  refresh: z.array(refreshParameterSchema),
});
export type FlowNodeRefreshRequest = z.infer<typeof flowNodeRefreshRequestSchema>;

/** Query of `POST /flow/import`: `save_flow` must be in the query string; a form field is ignored. */
export const flowImportQuerySchema = z.object({ save_flow: queryBool().optional() });
export type FlowImportQuery = z.infer<typeof flowImportQuerySchema>;

/** Query of `GET /flow/export/{uid}` (contract 3.8). */
export const flowExportQuerySchema = z.object({
  export_type: z.enum(['json', 'dbgpts']).optional(),
  format: z.enum(['file', 'json']).optional(),
  file_name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[^/\\:*?"<>|\u0000-\u001f]+$/)
    .optional(),
  user_name: z.string().optional(),
  sys_code: z.string().optional(),
});
export type FlowExportQuery = z.infer<typeof flowExportQuerySchema>;

/** The JSON export file (and what a `.json` import must hold): the flow under a top-level `flow` key. */
export const flowExportFileSchema = z.looseObject({ flow: z.looseObject({}) });
export interface FlowExportFile {
  flow: FlowPanel;
}
