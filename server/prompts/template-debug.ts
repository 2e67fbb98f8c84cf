import type { FastifyBaseLogger } from 'fastify';
import { fillTemplate, findTemplateVariables, type PromptType } from '@/contract/prompt';
import { SERVER_ERROR_CODES } from '@/contract/common';
import type { SseResponse } from '../chat/sse-response';
import { ApiError } from '../http/api-error';
import { fieldProblem } from '../http/field-problems';
import { listOf, localized } from '../i18n/localized-text';
import type { ModelRegistry } from '../models/model-registry';
import { ModelProviderError } from '../models/provider-error';
import { DebugFrames, debugErrorFrame } from './debug-frames';
import type { DebugPromptBody } from './prompt-requests';
import { templateLanguage } from './templates/builtin-template';

const DEFAULT_TEMPERATURE = 0.5;

const OUT_SCHEMA_TEXT = {
  en: (schema: string) =>
    `Respond in the following JSON format:\n${schema}\nMake sure the response is valid JSON that can be parsed by Python json.loads.`,
  zh: (schema: string) =>
    `请确保按照以下 JSON 格式回复：\n${schema}\n确保回复是合法的 JSON，可以被 Python 的 json.loads 解析。`,
};

function valueText(value: string | number | boolean | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The values the template is filled with: the caller's, plus the response schema where the built-in
 * templates expect it (`{out_schema}` for agents, `{response}` for scenes), as DB-GPT fills them.
 */
function templateValues(type: PromptType, body: DebugPromptBody): Record<string, string> {
  const values: Record<string, string> = {};
  const schema = body.response_schema?.trim();
  if (schema && type === 'Agent')
    values.out_schema = OUT_SCHEMA_TEXT[templateLanguage(body.prompt_language)](schema);
  if (schema && type === 'Scene') values.response = schema;
  for (const [name, value] of Object.entries(body.input_values ?? {})) {
    const text = valueText(value);
    if (text.trim() !== '') values[name] = text;
  }
  return values;
}

/** The system prompt to test: the template filled in. Throws 400 E0001 naming every variable left empty. */
export function fillDebugTemplate(type: PromptType, body: DebugPromptBody): string {
  const values = templateValues(type, body);
  const missing = findTemplateVariables(body.content).filter((name) => !Object.hasOwn(values, name));
  if (missing.length > 0) {
    const names = listOf(missing.map((name) => `{${name}}`));
    throw new ApiError(
      400,
      SERVER_ERROR_CODES.validation,
      fieldProblem('input_values', localized('validation.missingTemplateValues', { names })),
    );
  }
  return fillTemplate(body.content, values);
}

async function modelUnavailableMessage(registry: ModelRegistry, requested: string | null | undefined) {
  const names = await registry.listModelNames();
  if (names.length === 0) return localized('prompt.noModel');
  return localized('chat.modelUnavailable', { model: String(requested), models: listOf(names) });
}

export interface TemplateDebugRun {
  registry: ModelRegistry;
  body: DebugPromptBody;
  systemPrompt: string;
  response: SseResponse;
  log: FastifyBaseLogger;
}

/** Sends the filled template and the test question to the chosen model and streams its answer (contract S.8). */
export async function runTemplateDebug({ registry, body, systemPrompt, response, log }: TemplateDebugRun) {
  const model = await registry.getChatModel(body.debug_model);
  if (!model) {
    const message = await modelUnavailableMessage(registry, body.debug_model);
    response.write(debugErrorFrame(message.in(response.language)));
    response.end();
    return;
  }
  const abort = new AbortController();
  response.onClientGone(() => abort.abort());
  const frames = new DebugFrames(response);
  try {
    const stream = model.streamChat(
      {
        messages: [
          { role: 'system', content: systemPrompt },
          { role: 'user', content: body.user_input },
        ],
        temperature: body.temperature ?? DEFAULT_TEMPERATURE,
      },
      { signal: abort.signal },
    );
    for await (const delta of stream) frames.push(delta);
    frames.finish();
  } catch (error) {
    if (abort.signal.aborted) {
      frames.cancel();
      return;
    }
    const message = error instanceof ModelProviderError ? error.text : localized('prompt.testFailed');
    log.warn({ err: error, model: model.name }, 'prompt template test failed');
    frames.fail(message.in(response.language));
  } finally {
    frames.cancel();
    response.end();
  }
}
