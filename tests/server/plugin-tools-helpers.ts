import type { ToolDefinition } from '@/contract/dbgpts-package';
import type { PackageThing } from '@/contract/hub';
import { runToolCall, type AnyAgentTool, type ToolCallProblems } from '@/server/agents/agent-tool';
import { localized } from '@/server/i18n/localized-text';
import { setToolStore, type InstalledTool, type ToolStore } from '@/server/plugins/tool-seams';

/**
 * Until the plugin store lands (another helper builds `server/plugins/store/*`), chat tests register this
 * small store of installed tools through the same seam: a fixture standing in for a part not built yet.
 */
export class FixtureToolStore implements ToolStore {
  readonly tools = new Map<string, InstalledTool>();
  readonly uses: { name: string; userId: string; succeeded: boolean }[] = [];

  add(definition: ToolDefinition, ownerId: string | null = null): void {
    this.tools.set(definition.name, { name: definition.name, definition, ownerId });
  }
  installForEveryone(_context: unknown, definition: ToolDefinition): Promise<PackageThing> {
    this.add(definition);
    return Promise.resolve({ kind: 'tool', id: definition.name, name: definition.name });
  }
  uninstallForEveryone(_context: unknown, name: string): Promise<void> {
    this.tools.delete(name);
    return Promise.resolve();
  }
  find(_context: unknown, name: string, userId: string): Promise<InstalledTool | undefined> {
    const tool = this.tools.get(name);
    return Promise.resolve(tool && (tool.ownerId === null || tool.ownerId === userId) ? tool : undefined);
  }
  available(_context: unknown, userId: string): Promise<InstalledTool[]> {
    return Promise.resolve(
      [...this.tools.values()].filter((tool) => tool.ownerId === null || tool.ownerId === userId),
    );
  }
  recordUse(_context: unknown, name: string, userId: string, succeeded: boolean): Promise<void> {
    this.uses.push({ name, userId, succeeded });
    return Promise.resolve();
  }
}

export function registerFixtureToolStore(): FixtureToolStore {
  const store = new FixtureToolStore();
  setToolStore(store);
  return store;
}

const problems: ToolCallProblems = {
  unknownTool: (name) => localized('agents.unknownTool', { name }).in('en'),
  badArguments: (detail) => localized('agents.badArguments', { detail }).in('en'),
  timedOut: (seconds) => localized('agents.toolTimedOut', { seconds }).in('en'),
};

/** Calls a tool the way an agent does: arguments as the model's JSON text, checked, with a time limit. */
export function callTool(tools: readonly AnyAgentTool[], name: string, args: unknown, timeoutMs = 10_000) {
  const call = { id: 'call_1', name, arguments: typeof args === 'string' ? args : JSON.stringify(args) };
  return runToolCall(tools, call, { signal: new AbortController().signal, timeoutMs, problems });
}
