import { z } from 'zod';
import type { ToolCall, ToolDefinition } from '../models/chat-model';

/** What a tool gives back: text for the model, and optionally a block to show the user (a chart). */
export interface ToolOutput {
  text: string;
  view?: string;
}

/** A function an agent may call: its arguments are checked against `parameters` before it runs. */
export interface AgentTool<Args = unknown> {
  name: string;
  description: string;
  parameters: z.ZodType<Args>;
  /**
   * The arguments' JSON Schema as the model is shown it, for tools described by JSON Schema (installed
   * plugins) whose `parameters` check it themselves; without it the schema is derived from `parameters`.
   */
  inputSchema?: Record<string, unknown>;
  run(args: Args, context: { signal: AbortSignal }): Promise<ToolOutput>;
}

/**
 * Tools with different argument types share one list: `run` is a method, so a tool of specific
 * arguments is an AgentTool<unknown>; the schema check makes the call safe.
 */
export type AnyAgentTool = AgentTool<unknown>;

export function toolDefinition(tool: AnyAgentTool): ToolDefinition {
  if (tool.inputSchema)
    return { name: tool.name, description: tool.description, parameters: tool.inputSchema };
  const schema = z.toJSONSchema(tool.parameters, { io: 'input' }) as Record<string, unknown>;
  delete schema.$schema;
  return { name: tool.name, description: tool.description, parameters: schema };
}

/** How one call ended: its output, or the reason it failed (told to the model, which goes on). */
export type ToolCallResult = { ok: true; output: ToolOutput } | { ok: false; error: string };

export interface ToolCallProblems {
  unknownTool: (name: string) => string;
  badArguments: (detail: string) => string;
  timedOut: (seconds: number) => string;
}

function parseArguments(text: string): { ok: true; value: unknown } | { ok: false; detail: string } {
  try {
    return { ok: true, value: text.trim() === '' ? {} : JSON.parse(text) };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}

/**
 * Runs one call of the model with a time limit. Unknown tools, arguments that are not JSON or do not
 * match the schema, failures and time-outs become a failed result; only the turn's own stop throws.
 */
export async function runToolCall(
  tools: readonly AnyAgentTool[],
  call: ToolCall,
  options: { signal: AbortSignal; timeoutMs: number; problems: ToolCallProblems },
): Promise<ToolCallResult> {
  const { signal, problems } = options;
  const tool = tools.find((candidate) => candidate.name === call.name);
  if (!tool) return { ok: false, error: problems.unknownTool(call.name) };
  const parsed = parseArguments(call.arguments);
  if (!parsed.ok) return { ok: false, error: problems.badArguments(parsed.detail) };
  const checked = tool.parameters.safeParse(parsed.value);
  if (!checked.success) return { ok: false, error: problems.badArguments(z.prettifyError(checked.error)) };
  const timeout = AbortSignal.timeout(options.timeoutMs);
  try {
    const output = await tool.run(checked.data, { signal: AbortSignal.any([signal, timeout]) });
    return { ok: true, output };
  } catch (error) {
    signal.throwIfAborted();
    if (timeout.aborted) return { ok: false, error: problems.timedOut(Math.round(options.timeoutMs / 1000)) };
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
