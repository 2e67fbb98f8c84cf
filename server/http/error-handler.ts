import type { FastifyError, FastifyInstance } from 'fastify';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { ApiError } from './api-error';
import { fail } from './envelope';

interface ErrorAnswer {
  status: number;
  errCode: string;
  errMsg: string;
}

const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/** Fastify's own client errors (bad JSON, too large, bad media type…) carry a 4xx status and an FST_ code. */
function isFastifyClientError(error: Error): error is FastifyError {
  const { statusCode, code } = error as Partial<FastifyError>;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 && typeof code === 'string';
}

function validationMessage(error: FastifyError): string {
  const problems = error.validation ?? [];
  if (problems.length === 0) return `${error.validationContext ?? 'body'}: ${error.message};`;
  return problems
    .map((problem) => {
      const field = problem.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${error.validationContext ?? 'body'}${field ? `.${field}` : ''}: ${problem.message ?? 'is invalid'};`;
    })
    .join(' ');
}

/** Maps anything a handler throws to the contract's HTTP status and envelope (0.4). */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof ApiError)
    return { status: error.status, errCode: error.errCode, errMsg: error.message };
  if (!(error instanceof Error) || !isFastifyClientError(error)) {
    return { status: 500, errCode: SERVER_ERROR_CODES.internal, errMsg: INTERNAL_ERROR_MESSAGE };
  }
  if (error.validation)
    return { status: 400, errCode: SERVER_ERROR_CODES.validation, errMsg: validationMessage(error) };
  const status = error.statusCode ?? 400;
  // A body that is not JSON is a validation failure in DB-GPT too; other client errors carry their status.
  const errCode = status === 400 ? SERVER_ERROR_CODES.validation : String(status);
  return { status, errCode, errMsg: status === 400 ? `body: ${error.message};` : error.message };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<Error>((error, request, reply) => {
    const answer = toErrorAnswer(error);
    if (answer.status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.debug({ status: answer.status, errCode: answer.errCode }, answer.errMsg);
    return reply.code(answer.status).send(fail(answer.errCode, answer.errMsg));
  });
}
