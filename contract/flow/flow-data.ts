import { z } from 'zod';
import { flowTypeSchema } from './node-metadata';

/** The canvas of a flow (contract 3.0 `FlowData`), in the server's snake_case. */

export const flowPositionSchema = z.object({
  x: z.number(),
  y: z.number(),
  zoom: z.number().optional(),
});
export type FlowPosition = z.infer<typeof flowPositionSchema>;

/**
 * A node on the canvas. `data` is the node's metadata plus the user's values; it is kept whole
 * (unknown keys pass) and only `flow_type` is checked, which the server needs to read it.
 */
export const flowNodeSchema = z.looseObject({
  width: z.number(),
  height: z.number(),
  id: z.string().min(1),
  position: flowPositionSchema,
  position_absolute: flowPositionSchema,
  type: z.string().nullable().optional(),
  data: z.looseObject({ flow_type: flowTypeSchema }),
});
export type FlowNode = z.infer<typeof flowNodeSchema>;

/** An edge; without orders the server reads them from the handles' text after the last `|`. */
export const flowEdgeSchema = z.looseObject({
  source: z.string().min(1),
  target: z.string().min(1),
  id: z.string().min(1),
  source_order: z.number().int().optional(),
  target_order: z.number().int().optional(),
  source_handle: z.string().nullable().optional(),
  target_handle: z.string().nullable().optional(),
  type: z.string().nullable().optional(),
});
export type FlowEdge = z.infer<typeof flowEdgeSchema>;

export const flowDataSchema = z.object({
  nodes: z.array(flowNodeSchema),
  edges: z.array(flowEdgeSchema),
  viewport: flowPositionSchema,
});
export type FlowData = z.infer<typeof flowDataSchema>;
