import { z } from 'zod';
import { flowPanelSchema } from './panel';

/**
 * The flow debug run (contract S.7): `POST /api/v2/serve/awel/flow/debug` with an unsaved flow and a test
 * input. DB-GPT streams `data:<text so far, newlines escaped>` frames and, on failure,
 * `data:[SERVER_ERROR]<message>`. Beyond DB-GPT, a caller that sends `trace: true` also receives one
 * `event: node` frame (JSON, {@link flowNodeTraceSchema}) each time a node starts, finishes or fails, so an
 * editor can show what every node received and produced. Without `trace` the stream is DB-GPT's exactly.
 */
export const flowDebugRequestSchema = z.looseObject({
  flow: flowPanelSchema.partial().extend({ flow_data: flowPanelSchema.shape.flow_data }),
  /** A `CommonLLMHttpRequestBody` (`messages` is the test input) or any free-form object. */
  request: z.record(z.string(), z.unknown()),
  /** Values for the flow's own variables, by key; they win over stored ones for this run. */
  variables: z.record(z.string(), z.unknown()).nullable().optional(),
  user_name: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
  /** Beyond DB-GPT: also stream `event: node` frames. */
  trace: z.boolean().optional(),
});
export type FlowDebugRequest = z.infer<typeof flowDebugRequestSchema>;

export const flowNodeTraceStatusSchema = z.enum(['running', 'done', 'failed', 'skipped']);
export type FlowNodeTraceStatus = z.infer<typeof flowNodeTraceStatusSchema>;

/** The SSE event name of node frames. */
export const FLOW_NODE_TRACE_EVENT = 'node';

/** One node's progress in a traced debug run; `input`/`output` are shortened previews of the values. */
export const flowNodeTraceSchema = z.object({
  node_id: z.string(),
  status: flowNodeTraceStatusSchema,
  /** What the node received, by input name (a preview: long text and big lists are cut). */
  input: z.record(z.string(), z.unknown()).nullable().optional(),
  /** What it produced so far (a streaming node sends `running` frames as its output grows). */
  output: z.unknown().optional(),
  /** Why it failed, in the caller's language. */
  error: z.string().nullable().optional(),
  /** Milliseconds since the node started; set when it is done or failed. */
  duration_ms: z.number().nonnegative().nullable().optional(),
});
export type FlowNodeTrace = z.infer<typeof flowNodeTraceSchema>;
