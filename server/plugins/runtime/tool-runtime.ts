import type { McpToolDefinition, ToolDefinition } from '@/contract/dbgpts-package';
import type { ToolSummary } from '@/contract/hub';
import type { AnyAgentTool } from '../../agents/agent-tool';
import type { ServerLanguage } from '../../i18n/language';
import { httpToolSummaries, httpTools } from './http-tools';
import { connectMcp, type McpSession } from './mcp-session';
import { mcpTool } from './mcp-tools';
import { ToolNamer } from './tool-names';
import { ToolProblem, problemText } from './tool-problem';

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

export const DEFAULT_TOOL_CALL_TIMEOUT_MS = 30_000;
/** What a model is given of one HTTP answer at most; a larger answer is refused, not cut. */
export const MAX_TOOL_RESPONSE_BYTES = 1024 * 1024;

const settingsOf = (options: ToolRuntimeOptions) => ({
  timeoutMs: options.callTimeoutMs ?? DEFAULT_TOOL_CALL_TIMEOUT_MS,
  policy: { allowPrivateAddresses: options.allowPrivateAddresses === true },
  language: options.language ?? 'en',
});

/** Our problems as they are; anything else (a refused connection, a protocol error) said as a ToolProblem. */
const asProblem = (error: unknown) =>
  error instanceof ToolProblem ? error : new ToolProblem(problemText(error), { cause: error });

async function withMcp<T>(
  definition: McpToolDefinition,
  options: ToolRuntimeOptions,
  work: (session: McpSession) => Promise<T>,
): Promise<T> {
  const { timeoutMs, policy } = settingsOf(options);
  let session: McpSession;
  try {
    session = await connectMcp(definition, { signal: options.signal, policy, timeoutMs });
  } catch (error) {
    throw asProblem(error);
  }
  try {
    return await work(session);
  } catch (error) {
    await session.close().catch(() => undefined);
    throw asProblem(error);
  }
}

/** Calls installed tools: OpenAPI operations over HTTP, MCP servers through the official SDK. */
export const toolRuntime: ToolRuntime = {
  async listTools(definition, options): Promise<ToolSummary[]> {
    if (definition.kind === 'http') return httpToolSummaries(definition);
    return withMcp(definition, options, async (session) => {
      const tools = await session.listTools(options.signal);
      await session.close();
      return tools.map((tool) => ({
        name: tool.name,
        description: tool.description ?? null,
        input_schema: tool.inputSchema,
      }));
    });
  },

  async open(definition, options): Promise<OpenedTools> {
    const { timeoutMs, policy, language } = settingsOf(options);
    if (definition.kind === 'http') {
      const limits = { timeoutMs, maxResponseBytes: MAX_TOOL_RESPONSE_BYTES };
      try {
        return { tools: httpTools(definition, { limits, policy, language }), close: async () => undefined };
      } catch (error) {
        throw asProblem(error);
      }
    }
    return withMcp(definition, options, async (session) => {
      const namer = new ToolNamer(definition.name);
      const listed = await session.listTools(options.signal);
      const tools = listed.map((tool) => mcpTool(session, tool, { namer, timeoutMs, language }));
      return { tools, close: () => session.close() };
    });
  },
};
