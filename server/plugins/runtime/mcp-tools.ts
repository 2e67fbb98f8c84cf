import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { AnyAgentTool, ToolOutput } from '../../agents/agent-tool';
import type { ServerLanguage } from '../../i18n/language';
import { localized, verbatim } from '../../i18n/localized-text';
import { jsonSchemaArguments } from './json-schema-arguments';
import type { McpSession } from './mcp-session';
import type { ToolNamer } from './tool-names';

/** The text of a tool's result: its text parts; other parts named by type; structured content as JSON. */
function resultText(result: CallToolResult): string {
  const parts = result.content.map((part) => {
    if (part.type === 'text') return part.text;
    if (part.type === 'resource' && 'text' in part.resource) return part.resource.text;
    return `[${part.type}]`;
  });
  if (parts.length === 0 && result.structuredContent) return JSON.stringify(result.structuredContent);
  return parts.join('\n');
}

/** One tool of an open MCP session as an agent tool, called under the model-facing name `namer` gives it. */
export function mcpTool(
  session: McpSession,
  tool: Tool,
  options: { namer: ToolNamer; timeoutMs: number; language: ServerLanguage },
): AnyAgentTool {
  const { parameters, inputSchema } = jsonSchemaArguments(tool.inputSchema);
  return {
    name: options.namer.name(tool.name),
    description: tool.description ?? tool.title ?? tool.name,
    parameters,
    inputSchema,
    async run(args, { signal }): Promise<ToolOutput> {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      let result: CallToolResult;
      try {
        result = (await session.client.callTool(
          { name: tool.name, arguments: (args ?? {}) as Record<string, unknown> },
          undefined,
          { signal: AbortSignal.any([signal, timeout]), timeout: options.timeoutMs },
        )) as CallToolResult;
      } catch (error) {
        signal.throwIfAborted();
        // Loaded already: the session that made the call loaded the SDK.
        const { ErrorCode, McpError } = await import('@modelcontextprotocol/sdk/types.js');
        const timedOut =
          timeout.aborted || (error instanceof McpError && error.code === ErrorCode.RequestTimeout);
        if (!timedOut) throw error;
        const seconds = Math.round(options.timeoutMs / 1000);
        throw new Error(localized('agents.toolTimedOut', { seconds }).in(options.language), { cause: error });
      }
      const text = resultText(result);
      if (result.isError)
        throw new Error(localized('pluginTools.toolError', { message: verbatim(text) }).in(options.language));
      return { text };
    },
  };
}
