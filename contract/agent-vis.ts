import { z } from 'zod';

/**
 * The blocks of a `chat_agent` answer (contract S.4): the `vis` text of each frame is markdown holding
 * fenced blocks that DB-GPT's server writes and its web renders. The body of each block is one JSON
 * value on one line.
 *
 * - ```` ```agent-plans ```` — the plan of an `auto_plan` team: an array of {@link agentPlanStepSchema}.
 * - ```` ```agent-messages ```` — messages between agents and to the user: an array of
 *   {@link agentMessageSchema}; a message's `markdown` may itself hold the blocks below.
 * - ```` ```vis-plugin ```` — one tool call: {@link visPluginSchema}.
 * - ```` ```vis-thinking ```` — the model's thinking, as plain text (not JSON).
 * - ```` ```vis-db-chart ```` — a query's chart (contract/chart-block.ts).
 */

export {
  AGENT_FENCE_LANGUAGES,
  AGENT_STATUSES,
  HUMAN_RECEIVER,
  type AgentFenceLanguage,
  type AgentStatus,
} from './constants/agent-vis';

export const agentPlanStepSchema = z.looseObject({
  name: z.string(),
  num: z.number().int(),
  status: z.string(),
  agent: z.string().nullable().optional(),
  markdown: z.string().nullable().optional(),
});
export type AgentPlanStep = z.infer<typeof agentPlanStepSchema>;

export const agentMessageSchema = z.looseObject({
  sender: z.string(),
  receiver: z.string().nullable().optional(),
  model: z.string().nullable().optional(),
  markdown: z.string(),
  resource: z.unknown().optional(),
});
export type AgentMessage = z.infer<typeof agentMessageSchema>;

export const visPluginSchema = z.looseObject({
  name: z.string(),
  /** The call's arguments: DB-GPT sends an object or its JSON text. */
  args: z.unknown().optional(),
  status: z.string(),
  logo: z.string().nullable().optional(),
  result: z.string().nullable().optional(),
  err_msg: z.string().nullable().optional(),
  /** Ours: how long the call took, in milliseconds, once it ended. */
  duration_ms: z.number().nonnegative().nullable().optional(),
});
export type VisPlugin = z.infer<typeof visPluginSchema>;
