import { z } from 'zod';

/**
 * Our additions to contract section 10 (DB-GPT has no routes for these): the package hubs an administrator
 * configures, a package's details, what still uses an installed package, and MCP servers as plugins.
 * Routes (envelope B, `/api/v1/serve/dbgpts/...`):
 * - `GET  hub/sources` → HubSource[] (anyone); `POST hub/sources` HubSourceCreate → HubSource (admin);
 *   `DELETE hub/sources/{id}` → null (admin; the built-in hub cannot be removed).
 * - `POST hub/source/refresh` (contract 10.7) → null; when a hub cannot be read it answers 502 `E0020` naming
 *   the hub, keeps that hub's last good index, and the hub's `last_error` says why.
 * - `GET  hub/detail?name=&type=` → PackageDetail.
 * - `GET  my/usage?name=&type=` → PackageUsage; `my/uninstall` of a package still in use answers 409 `E0022`
 *   naming the users unless `force=true` is in the query.
 * Plugin routes (envelope A, `/api/v1/agent/...`): `POST mcp/test` McpServerRequest → McpTestResult;
 * `POST mcp` McpServerRequest → MyPlugin (installed for the caller; stdio servers are admin only).
 */

export const hubChannelSchema = z.enum(['builtin', 'folder', 'git']);
export type HubChannel = z.infer<typeof hubChannelSchema>;

export const hubSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  channel: hubChannelSchema,
  /** A folder path on the server, or a git URL. */
  url: z.string(),
  branch: z.string().nullable(),
  /** Whether a token is stored; the token itself is never answered. */
  has_token: z.boolean(),
  package_count: z.number().int(),
  last_refreshed: z.string().nullable(),
  /** Why the last refresh failed, in the caller's language; null when it worked. */
  last_error: z.string().nullable(),
});
export type HubSource = z.infer<typeof hubSourceSchema>;

export const hubSourceCreateSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  channel: z.enum(['folder', 'git']),
  url: z.string().trim().min(1).max(2000),
  branch: z.string().trim().max(200).optional(),
  authorization: z.string().max(2000).optional(),
});
export type HubSourceCreate = z.infer<typeof hubSourceCreateSchema>;

/** What installing a package adds, or added. */
export const packageThingKindSchema = z.enum([
  'flow',
  'flow_template',
  'app',
  'agent',
  'operator',
  'prompt',
  'tool',
]);
export type PackageThingKind = z.infer<typeof packageThingKindSchema>;

export const packageThingSchema = z.object({
  kind: packageThingKindSchema,
  /** The thing's own id where it has one (flow uid, app code, prompt code, plugin name...). */
  id: z.string().nullable(),
  name: z.string(),
});
export type PackageThing = z.infer<typeof packageThingSchema>;

export const packageDetailQuerySchema = z.object({ name: z.string().min(1), type: z.string().min(1) });
export type PackageDetailQuery = z.infer<typeof packageDetailQuerySchema>;

export const packageDetailSchema = z.object({
  name: z.string(),
  type: z.string(),
  label: z.string(),
  version: z.string().nullable(),
  description: z.string().nullable(),
  author: z.string().nullable(),
  /** The hub's name, and the package's folder in it. */
  source: z.string(),
  path: z.string(),
  /** The parsed `dbgpts.toml`, as it is. */
  manifest: z.record(z.string(), z.unknown()),
  /** The package's README (markdown), in the caller's language when the package has one. */
  readme: z.string().nullable(),
  /** What installing adds (before install) or added (after). */
  adds: z.array(packageThingSchema),
  installed: z.boolean(),
  /** False for a package only a Python runtime can run; `reason` says so in the caller's language. */
  installable: z.boolean(),
  reason: z.string().nullable(),
  gmt_modified: z.string().nullable(),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

export const packageUsageSchema = z.object({
  used_by: z.array(z.object({ kind: z.enum(['app', 'flow']), id: z.string(), name: z.string() })),
});
export type PackageUsage = z.infer<typeof packageUsageSchema>;

/** An MCP server to add as a plugin: a command run on the server (stdio) or a URL. */
export const mcpServerRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/),
  description: z.string().max(1000).optional(),
  transport: z.enum(['stdio', 'streamable_http', 'sse']),
  command: z.string().trim().max(1000).optional(),
  args: z.array(z.string().max(1000)).max(50).optional(),
  env: z.record(z.string(), z.string()).optional(),
  url: z.string().trim().max(2000).optional(),
  /** Sent to the server on every request; stored sealed and never answered. */
  headers: z.record(z.string(), z.string()).optional(),
});
export type McpServerRequest = z.infer<typeof mcpServerRequestSchema>;

export const toolSummarySchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  /** The tool's arguments as JSON Schema. */
  input_schema: z.record(z.string(), z.unknown()),
});
export type ToolSummary = z.infer<typeof toolSummarySchema>;

export const mcpTestResultSchema = z.object({ tools: z.array(toolSummarySchema) });
export type McpTestResult = z.infer<typeof mcpTestResultSchema>;
