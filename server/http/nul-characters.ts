import type { FastifyInstance } from 'fastify';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { localized } from '../i18n/localized-text';
import { ApiError } from './api-error';
import { fieldProblem } from './field-problems';

const NUL = '\u0000';

/** The dotted path of the first text (value or key) holding a NUL character, or null. Iterative: bodies nest deep. */
export function findNulCharacter(root: unknown, rootName: string): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: rootName }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: `${path}.${index}` }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) return path;
        pending.push({ value: item, path: `${path}.${key}` });
      }
    }
  }
  return null;
}

/**
 * Refuses text with NUL characters anywhere in the query, path or JSON body (400, as a validation error).
 * SQLite hands text back only up to its first NUL, so such a value would be stored cut short: an id
 * would no longer find its row, a question would lose its end.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const inputs: [unknown, string][] = [
      [request.query, 'query'],
      [request.params, 'path'],
      [request.body, 'body'],
    ];
    for (const [value, name] of inputs) {
      const path = findNulCharacter(value, name);
      if (path !== null)
        throw new ApiError(
          400,
          SERVER_ERROR_CODES.validation,
          fieldProblem(path, localized('validation.noNul')),
        );
    }
  });
}
