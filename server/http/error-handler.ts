import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { localized, type LocalizedText } from '../i18n/localized-text';
import { requestLanguage } from '../i18n/request-language';
import { ApiError } from './api-error';
import { clientErrorText } from './client-error-text';
import { fail } from './envelope';
import { isUniqueViolation } from './unique-violation';

interface ErrorAnswer {
  status: number;
  errCode: string;
  text: LocalizedText;
  data?: unknown;
}

/** Fastify's own client errors (bad JSON, too large, bad media type…) carry a 4xx status and an FST_ code. */
function isFastifyClientError(error: Error): error is FastifyError {
  const { statusCode, code } = error as Partial<FastifyError>;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 && typeof code === 'string';
}

/** Maps anything a handler throws to the contract's HTTP status and envelope (0.4). */
export function toErrorAnswer(error: unknown, request: Pick<FastifyRequest, 'headers'>): ErrorAnswer {
  if (error instanceof ApiError)
    return { status: error.status, errCode: error.errCode, text: error.text, data: error.data };
  // A check-then-write that lost a race (two requests, or two instances): the caller's conflict, not a bug.
  if (isUniqueViolation(error)) return { status: 409, errCode: '409', text: localized('http.writeConflict') };
  if (!(error instanceof Error) || !isFastifyClientError(error))
    return { status: 500, errCode: SERVER_ERROR_CODES.internal, text: localized('http.internal') };
  const status = error.validation ? 400 : (error.statusCode ?? 400);
  // A body that is not JSON is a validation failure in DB-GPT too; other client errors carry their status.
  const errCode = status === 400 ? SERVER_ERROR_CODES.validation : String(status);
  return { status, errCode, text: clientErrorText(error, status, request.headers['content-type']) };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<Error>((error, request, reply) => {
    const answer = toErrorAnswer(error, request);
    // A 502 thrown on purpose is a service this one depends on failing (a hub, a model provider, an MCP
    // server): expected in operation, a warning. Anything else at 5xx is a bug.
    if (error instanceof ApiError && answer.status === 502)
      request.log.warn(
        { errCode: answer.errCode, reason: answer.text.in('en') },
        'a service this server uses failed',
      );
    else if (answer.status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.debug({ status: answer.status, errCode: answer.errCode }, answer.text.in('en'));
    return reply
      .code(answer.status)
      .send(fail(answer.errCode, answer.text.in(requestLanguage(request)), answer.data ?? null));
  });
}
