import type { HttpToolDefinition } from '@/contract/dbgpts-package';
import type { ToolSummary } from '@/contract/hub';
import type { AnyAgentTool } from '../../agents/agent-tool';
import type { ServerLanguage } from '../../i18n/language';
import { localized, verbatim } from '../../i18n/localized-text';
import { jsonSchemaArguments } from './json-schema-arguments';
import { serverUrlOf, toolOperations, type ToolOperation } from './openapi-operations';
import { outboundFetch, readTextWithin, type OutboundPolicy } from './outbound-fetch';
import { ToolNamer } from './tool-names';
import { ToolProblem, problemText } from './tool-problem';

export interface HttpCallLimits {
  timeoutMs: number;
  maxResponseBytes: number;
}

// What the model reads of an error answer: enough for the API's own message.
const ERROR_BODY_LIMIT = 1_000;

type Arguments = Record<string, unknown>;

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The request an operation's arguments make. */
function requestOf(base: string, operation: ToolOperation, args: Arguments, headers: Record<string, string>) {
  let path = operation.path;
  const query = new URLSearchParams();
  const sent: Record<string, string> = { ...headers };
  for (const parameter of operation.parameters) {
    const value = args[parameter.name];
    if (value === undefined || value === null) continue;
    if (parameter.in === 'path')
      path = path.replaceAll(`{${parameter.name}}`, encodeURIComponent(asText(value)));
    else if (parameter.in === 'header') sent[parameter.name] = asText(value);
    else if (Array.isArray(value)) for (const item of value) query.append(parameter.name, asText(item));
    else query.append(parameter.name, asText(value));
  }
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of query) url.searchParams.append(name, value);
  const body = operation.bodyArgument === undefined ? undefined : args[operation.bodyArgument];
  if (body !== undefined) sent['content-type'] = 'application/json';
  return {
    url,
    init: {
      method: operation.method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  };
}

function baseUrlOf(definition: HttpToolDefinition): string {
  const base = serverUrlOf(definition.openapi, definition.base_url);
  const parsed = base && URL.canParse(base) ? new URL(base) : undefined;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw new ToolProblem(localized('pluginTools.noServerUrl', { name: definition.name }));
  return parsed.href;
}

export function httpToolSummaries(definition: HttpToolDefinition): ToolSummary[] {
  return toolOperations(definition.openapi).map((operation) => ({
    name: operation.operationId,
    description: operation.description,
    input_schema: operation.inputSchema,
  }));
}

/** Each operation of the document as a tool the model can call. */
export function httpTools(
  definition: HttpToolDefinition,
  options: { limits: HttpCallLimits; policy: OutboundPolicy; language: ServerLanguage },
): AnyAgentTool[] {
  const base = baseUrlOf(definition);
  const fetch = outboundFetch(options.policy);
  const namer = new ToolNamer(definition.name);
  const { language, limits } = options;
  return toolOperations(definition.openapi).map((operation): AnyAgentTool => {
    const { parameters, inputSchema } = jsonSchemaArguments(operation.inputSchema);
    return {
      name: namer.name(operation.operationId),
      description: operation.description,
      parameters,
      inputSchema,
      async run(args, { signal }) {
        const { url, init } = requestOf(base, operation, (args ?? {}) as Arguments, definition.headers ?? {});
        const timeout = AbortSignal.timeout(limits.timeoutMs);
        try {
          const response = await fetch(url, {
            ...init,
            redirect: 'manual',
            signal: AbortSignal.any([signal, timeout]),
          });
          const text = await readTextWithin(response, limits.maxResponseBytes);
          if (response.ok) return { text };
          const body = verbatim(text.slice(0, ERROR_BODY_LIMIT));
          throw new ToolProblem(localized('pluginTools.httpStatus', { status: response.status, body }));
        } catch (error) {
          signal.throwIfAborted();
          if (timeout.aborted)
            throw new Error(
              localized('agents.toolTimedOut', { seconds: Math.round(limits.timeoutMs / 1000) }).in(language),
            );
          throw new Error(problemText(error).in(language), { cause: error });
        }
      },
    };
  });
}
