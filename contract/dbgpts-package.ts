import { z } from 'zod';
import { appCreateRequestSchema } from './app/requests';
import { flowDataSchema } from './flow/flow-data';
import { mcpServerRequestSchema } from './hub';

/**
 * The package format a hub holds, after DB-GPT's `dbgpts` repository: one folder per package, grouped by type
 * (`workflow/`, `apps/`, `agents/`, `operators/`, `resources/`), each with a `dbgpts.toml`:
 *
 *   [<type>]                      # flow | app | agent | operator | resource
 *   name = "simple-chat"          # unique within its type
 *   label = "Simple chat"         # label_zh = "简单对话" (ours: the Chinese label)
 *   version = "0.1.0"
 *   description = "..."           # description_zh = "..." (ours)
 *   authors = ["..."]
 *   definition_type = "json"      # "python": listed, but install is refused (only a Python runtime runs it)
 *   [json_config]
 *   file_path = "definition/flow_definition.json"   # relative to the package's `<name>/` folder, as DB-GPT
 *   file_path_zh = "definition/flow_definition.zh.json"  # ours, optional: the definition in Chinese
 *
 * plus an optional `README.md` / `README.zh.md`. What the definition file holds depends on the type: a flow's
 * canvas (DB-GPT's `flow_definition.json`), an app's create body, or the shapes below.
 */

export const packageFlowDefinitionSchema = flowDataSchema;

/** An app package: the body of `POST /api/v1/app/create`; `awel_layout` apps name a flow of the same package. */
export const packageAppDefinitionSchema = appCreateRequestSchema.extend({
  /** For `team_mode = awel_layout`: the name of a flow package installed first (its flow becomes the app's). */
  flow_package: z.string().optional(),
});
export type PackageAppDefinition = z.infer<typeof packageAppDefinitionSchema>;

/** An agent package: a role apps can pick in their agent list (`agents/list`). */
export const packageAgentDefinitionSchema = z.object({
  /** The agent's name in `agents/list` (its role). */
  role: z.string().min(1).max(64),
  goal: z.string().min(1),
  /** Its system prompt. */
  instructions: z.string().min(1),
  /** Kinds of app resources it works with. */
  resource_kinds: z.array(z.enum(['knowledge', 'database', 'tool', 'prompt'])).default([]),
});
export type PackageAgentDefinition = z.infer<typeof packageAgentDefinitionSchema>;

/** A composite operator: a sub-flow shown in the flow palette as one node. */
export const packageOperatorDefinitionSchema = z.object({
  label: z.string().min(1),
  description: z.string().default(''),
  /** The palette category it is listed under. */
  category: z.string().default('common'),
  /** The sub-flow: exactly one trigger-less entry node takes the operator's input; its last node answers. */
  flow_data: flowDataSchema,
});
export type PackageOperatorDefinition = z.infer<typeof packageOperatorDefinitionSchema>;

export const packagePromptSchema = z.object({
  prompt_name: z.string().min(1),
  content: z.string().min(1),
  prompt_desc: z.string().optional(),
  prompt_type: z.string().optional(),
  chat_scene: z.string().optional(),
  sub_chat_scene: z.string().optional(),
  prompt_language: z.string().optional(),
});

/** A tool an agent can call: an HTTP API described by OpenAPI 3, or an MCP server. */
export const httpToolDefinitionSchema = z.object({
  kind: z.literal('http'),
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/),
  description: z.string().optional(),
  /** The OpenAPI 3 document (JSON); each operation with an `operationId` is one tool. */
  openapi: z.record(z.string(), z.unknown()),
  /** Overrides the document's first `servers` URL. */
  base_url: z.string().optional(),
  /** Sent on every call (API keys); stored sealed, never answered. */
  headers: z.record(z.string(), z.string()).optional(),
});
export const mcpToolDefinitionSchema = mcpServerRequestSchema.extend({ kind: z.literal('mcp') });
export const toolDefinitionSchema = z.discriminatedUnion('kind', [
  httpToolDefinitionSchema,
  mcpToolDefinitionSchema,
]);
export type ToolDefinition = z.infer<typeof toolDefinitionSchema>;
export type HttpToolDefinition = z.infer<typeof httpToolDefinitionSchema>;
export type McpToolDefinition = z.infer<typeof mcpToolDefinitionSchema>;

/** A resource package: a prompt pack, or a tool (installed as a plugin for everyone). */
export const packageResourceDefinitionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('prompt_pack'), prompts: z.array(packagePromptSchema).min(1) }),
  z.object({ kind: z.literal('tool'), tool: toolDefinitionSchema }),
]);
export type PackageResourceDefinition = z.infer<typeof packageResourceDefinitionSchema>;
