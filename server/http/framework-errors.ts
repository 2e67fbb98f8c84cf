import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { fail } from './envelope';

/** The envelope's code for a status: 400 is a validation error, as everywhere else (contract 0.4). */
function errCodeFor(status: number): string {
  return status === 400 ? SERVER_ERROR_CODES.validation : String(status);
}

const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'The address is not a valid URL: it has a malformed %-escape',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
};

/**
 * Errors Fastify raises before any route runs (an address it cannot decode, a path parameter longer than
 * the router allows): answered in the envelope like every other error, instead of Fastify's own JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(fail(errCodeFor(status), FRAMEWORK_MESSAGES[error.code] ?? error.message));
}

function clientErrorAnswer(error: NodeJS.ErrnoException): { status: number; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      message: 'The request line or headers are too large (a query string this long is refused)',
    };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive' };
  return { status: 400, message: 'The request is not valid HTTP' };
}

/**
 * Requests Node's HTTP parser refuses (headers or query string too large, malformed HTTP) never reach
 * Fastify: only the socket is left, so the envelope is written to it by hand and the connection closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = clientErrorAnswer(error);
    const body = JSON.stringify(fail(errCodeFor(status), message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
