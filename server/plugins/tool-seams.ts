import type { ToolDefinition } from '@/contract/dbgpts-package';
import type { PackageThing, ToolSummary } from '@/contract/hub';
import type { AnyAgentTool } from '../agents/agent-tool';
import type { ServerLanguage } from '../i18n/language';
import type { RouteContext } from '../context';

/**
 * Where the plugin store (installed tools, `server/plugins/store/*`) and the tool runtime (calling HTTP and
 * MCP tools, `server/plugins/runtime/*`) meet the rest of the server. Each side registers itself when its
 * module loads; callers ask at call time, so load order does not matter.
 */

/** An installed plugin as the runtime needs it: its definition with secrets opened. */
export interface InstalledTool {
  name: string;
  definition: ToolDefinition;
  /** null when installed for everyone (by an administrator or a package). */
  ownerId: string | null;
}

export interface ToolStore {
  /** Installs a tool for everyone (a `resource` package of kind `tool`); installing a name twice is a 409. */
  installForEveryone(
    context: RouteContext,
    definition: ToolDefinition,
    installedBy: string,
  ): Promise<PackageThing>;
  /** Removes a tool installed for everyone; unknown names are ignored. */
  uninstallForEveryone(context: RouteContext, name: string): Promise<void>;
  /** The tool by name if the user may use it (theirs or everyone's). */
  find(context: RouteContext, name: string, userId: string): Promise<InstalledTool | undefined>;
  /** Tools the user may give an app. */
  available(context: RouteContext, userId: string): Promise<InstalledTool[]>;
  /** Counts a call for "my plugins" (`use_count`, and `succ_count` when it worked). */
  recordUse(context: RouteContext, name: string, userId: string, succeeded: boolean): Promise<void>;
}

/** A plugin's tools opened for one chat turn; `close` ends MCP sessions and stdio processes. */
export interface OpenedTools {
  tools: AnyAgentTool[];
  close(): Promise<void>;
}

export interface ToolRuntimeOptions {
  signal: AbortSignal;
  /** How long one call (and connecting to an MCP server) may take; 30 s when absent. */
  callTimeoutMs?: number;
  /**
   * Whether the tool may reach loopback and private addresses: yes for tools installed for everyone or
   * by an administrator; absent means no (a user's own URL is checked like a knowledge URL document).
   */
  allowPrivateAddresses?: boolean;
  /** The language of the tools' failures as the model and the tool cards see them; English when absent. */
  language?: ServerLanguage;
}

/** Failures are `ToolProblem`s (`server/plugins/runtime/tool-problem.ts`) whose `text` says why. */
export interface ToolRuntime {
  /** The tools a definition offers (an MCP server is connected, asked and left). */
  listTools(definition: ToolDefinition, options: ToolRuntimeOptions): Promise<ToolSummary[]>;
  open(definition: ToolDefinition, options: ToolRuntimeOptions): Promise<OpenedTools>;
}

let store: ToolStore | undefined;
let runtime: ToolRuntime | undefined;

export function setToolStore(next: ToolStore): void {
  store = next;
}
export function setToolRuntime(next: ToolRuntime): void {
  runtime = next;
}

/** Throws when called before the store registered itself (a wiring mistake, not user input). */
export function toolStore(): ToolStore {
  if (!store) throw new Error('The plugin store is not registered');
  return store;
}
export function toolRuntime(): ToolRuntime {
  if (!runtime) throw new Error('The tool runtime is not registered');
  return runtime;
}
