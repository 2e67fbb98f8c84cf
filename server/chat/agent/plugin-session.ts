import type { AnyAgentTool } from '../../agents/agent-tool';
import type { ServerLanguage } from '../../i18n/language';
import { localized } from '../../i18n/localized-text';
import { ModelProviderError } from '../../models/provider-error';
import { problemText } from '../../plugins/runtime/tool-problem';
import { toolRuntime, type OpenedTools } from '../../plugins/runtime/tool-runtime';
import { toolStore } from '../../plugins/store/tool-store';
import type { PluginCaller, PluginNeed } from './plugin-resources';

/** The plugins of one chat turn, opened: each member's tools, and `close` for when the turn ends. */
export interface PluginSession {
  toolsOf(needs: readonly PluginNeed[]): AnyAgentTool[];
  close(): Promise<void>;
}

/** Counts each call for "my plugins"; a failed count must not fail the call. */
function counted(tool: AnyAgentTool, need: PluginNeed, caller: PluginCaller): AnyAgentTool {
  if (!need.installed) return tool;
  const record = (succeeded: boolean) =>
    toolStore.recordUse(caller.context, need.name, caller.userId, succeeded).catch(() => undefined);
  return {
    ...tool,
    async run(args, context) {
      try {
        const output = await tool.run(args, context);
        await record(true);
        return output;
      } catch (error) {
        await record(false);
        throw error;
      }
    },
  };
}

/**
 * Opens each plugin the members need once (a plugin two agents share is one MCP session). A plugin that
 * cannot be opened fails the turn with a problem naming it, after closing the ones already open.
 */
export async function openPluginSession(
  needs: readonly PluginNeed[],
  options: { caller: PluginCaller; signal: AbortSignal; language: ServerLanguage; callTimeoutMs: number },
): Promise<PluginSession> {
  const opened = new Map<string, { handle: OpenedTools; tools: AnyAgentTool[] }>();
  const close = async () => {
    await Promise.allSettled([...opened.values()].map(({ handle }) => handle.close()));
  };
  for (const need of needs) {
    if (opened.has(need.name)) continue;
    try {
      const handle = await toolRuntime.open(need.definition, {
        signal: options.signal,
        callTimeoutMs: options.callTimeoutMs,
        allowPrivateAddresses: need.allowPrivateAddresses,
        language: options.language,
      });
      opened.set(need.name, {
        handle,
        tools: handle.tools.map((tool) => counted(tool, need, options.caller)),
      });
    } catch (error) {
      await close();
      options.signal.throwIfAborted();
      const reason = problemText(error);
      throw new ModelProviderError(
        'provider',
        localized('pluginTools.openFailed', { name: need.name, reason }),
        {
          cause: error,
        },
      );
    }
  }
  return {
    toolsOf(memberNeeds) {
      const tools = new Map<string, AnyAgentTool>();
      for (const need of memberNeeds)
        for (const tool of opened.get(need.name)?.tools ?? [])
          if (!tools.has(tool.name)) tools.set(tool.name, tool);
      return [...tools.values()];
    },
    close,
  };
}
