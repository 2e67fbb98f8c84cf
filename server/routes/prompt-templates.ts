import type { FastifyPluginAsync } from 'fastify';
import { SERVER_ERROR_CODES } from '@/contract/common';
import type { PromptVerifyFailure } from '@/contract/prompt';
import { openSseResponse } from '../chat/sse-response';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { fieldProblem } from '../http/field-problems';
import { validate } from '../http/validate';
import type { ServerLanguage } from '../i18n/language';
import { localized, type LocalizedText } from '../i18n/localized-text';
import { requestLanguage } from '../i18n/request-language';
import {
  debugPromptBodySchema,
  targetsQuerySchema,
  templateLoadQuerySchema,
  verifyBodySchema,
  type VerifyBody,
} from '../prompts/prompt-requests';
import {
  findBuiltinTemplate,
  isKnownTarget,
  listPromptTargets,
  loadBuiltinTemplate,
  parsePromptType,
} from '../prompts/prompt-targets';
import { verifyResponse } from '../prompts/response-verify';
import { fillDebugTemplate, runTemplateDebug } from '../prompts/template-debug';
import { templateLanguage } from '../prompts/templates/builtin-template';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

/** Handler-caught failures of the prompt serve (contract 5.7): HTTP 200, `success:false`. */
const HANDLED_FAILURE = 'E000X';

type ExpectedSchema = { kind: 'schema'; value: unknown } | { kind: 'none' } | { kind: 'unknown_target' };

function parseSchemaText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(
      400,
      SERVER_ERROR_CODES.validation,
      fieldProblem('response_schema', localized('validation.notJson')),
    );
  }
}

/** The schema to check against: the caller's, else the agent's or scene's own output format. */
function expectedSchema(body: VerifyBody): ExpectedSchema {
  const given = body.response_schema?.trim();
  if (given) return { kind: 'schema', value: parseSchemaText(given) };
  const type = parsePromptType(body.prompt_type);
  if (type !== 'Agent' && type !== 'Scene') return { kind: 'none' };
  const target = body.chat_scene?.trim() ?? '';
  if (!isKnownTarget(type, target)) return { kind: 'unknown_target' };
  const format = findBuiltinTemplate(type, target)?.responseFormat;
  return format ? { kind: 'schema', value: format.en } : { kind: 'none' };
}

function verifyFailure(message: LocalizedText, language: ServerLanguage, data: PromptVerifyFailure) {
  return { success: false, err_code: HANDLED_FAILURE, err_msg: message.in(language), data };
}

/** Contract 5.1, 5.2, 5.7 and S.8: targets, built-in templates, answer checks and the template test stream. */
export const promptTemplateRoutes: FastifyPluginAsync<RouteContext> = async (app, { modelRegistry }) => {
  app.get('/prompt/type/targets', allow.signedIn, async (request) => {
    const query = validate(targetsQuerySchema, request.query ?? {});
    return ok(listPromptTargets(parsePromptType(query.prompt_type), templateLanguage(query.prompt_language)));
  });

  // Both values travel in the query string; a body is ignored, as in DB-GPT.
  app.post('/prompt/template/load', allow.signedIn, async (request) => {
    const query = validate(templateLoadQuerySchema, request.query ?? {});
    const type = parsePromptType(query.prompt_type);
    return ok(
      loadBuiltinTemplate(type, query.target?.trim() || undefined, templateLanguage(query.prompt_language)),
    );
  });

  app.post('/prompt/response/verify', allow.signedIn, async (request) => {
    const body = validate(verifyBodySchema, request.body ?? {});
    const expected = expectedSchema(body);
    if (expected.kind === 'none') return ok(true);
    const language = requestLanguage(request);
    if (expected.kind === 'unknown_target') {
      const message = localized('prompt.unknownTarget', {
        target: String(body.chat_scene),
        type: body.prompt_type,
      });
      return verifyFailure(message, language, {
        reason: 'unknown_target',
        missing_properties: [],
        expected_properties: [],
      });
    }
    const outcome = verifyResponse(body.llm_out, expected.value);
    return outcome.ok ? ok(true) : verifyFailure(outcome.message, language, outcome.failure);
  });

  // Bad requests (no question, a variable left empty) get a 400 envelope; after that, failures are frames.
  app.post('/prompt/template/debug', allow.signedIn, async (request, reply) => {
    const body = validate(debugPromptBodySchema, request.body ?? {});
    const systemPrompt = fillDebugTemplate(parsePromptType(body.prompt_type), body);
    const response = openSseResponse(reply);
    await runTemplateDebug({ registry: modelRegistry, body, systemPrompt, response, log: request.log });
    return reply;
  });
};
