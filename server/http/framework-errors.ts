import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { negotiateLanguage } from '../i18n/accept-language';
import { localized, verbatim, type LocalizedText } from '../i18n/localized-text';
import { requestLanguage } from '../i18n/request-language';
import { fail } from './envelope';

/** The envelope's code for a status: 400 is a validation error, as everywhere else (contract 0.4). */
function errCodeFor(status: number): string {
  return status === 400 ? SERVER_ERROR_CODES.validation : String(status);
}

const FRAMEWORK_TEXTS: Readonly<Record<string, LocalizedText>> = {
  FST_ERR_BAD_URL: localized('http.badUrl'),
  FST_ERR_MAX_PARAM_LENGTH: localized('http.addressPartTooLong'),
};

/**
 * Errors Fastify raises before any route runs (an address it cannot decode, a path parameter longer than
 * the router allows): answered in the envelope like every other error, instead of Fastify's own JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  const text = FRAMEWORK_TEXTS[error.code] ?? verbatim(error.message);
  void reply.code(status).send(fail(errCodeFor(status), text.in(requestLanguage(request))));
}

function clientErrorAnswer(error: NodeJS.ErrnoException): { status: number; text: LocalizedText } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, text: localized('http.headersTooLarge') };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, text: localized('http.requestTimeout') };
  return { status: 400, text: localized('http.notHttp') };
}

const ACCEPT_LANGUAGE_LINE = /\r\naccept-language:[ \t]*([^\r\n]*)/i;

/**
 * The caller's `Accept-Language` from the bytes the parser refused, when they hold it: a request whose
 * query string is too long usually arrives whole in the first chunk. Otherwise the default language.
 */
function languageOfRefusedBytes(error: NodeJS.ErrnoException & { rawPacket?: Buffer }) {
  const header = error.rawPacket?.toString('latin1').match(ACCEPT_LANGUAGE_LINE)?.[1];
  return negotiateLanguage(header);
}

/**
 * Requests Node's HTTP parser refuses (headers or query string too large, malformed HTTP) never reach
 * Fastify: only the socket is left, so the envelope is written to it by hand and the connection closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, text } = clientErrorAnswer(error);
    const body = JSON.stringify(fail(errCodeFor(status), text.in(languageOfRefusedBytes(error))));
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
