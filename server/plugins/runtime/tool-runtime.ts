import type { McpToolDefinition } from '@/contract/dbgpts-package';
import type { ToolSummary } from '@/contract/hub';
import { setToolRuntime, type OpenedTools, type ToolRuntime, type ToolRuntimeOptions } from '../tool-seams';
import { httpToolSummaries, httpTools } from './http-tools';
import { connectMcp, type McpSession } from './mcp-session';
import { mcpTool } from './mcp-tools';
import { ToolNamer } from './tool-names';
import { ToolProblem, problemText } from './tool-problem';

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

setToolRuntime(toolRuntime);
