import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * Answers recorded once from a real DB-GPT 0.8.1 server (tests/fixtures/dbgpt-0.8.1/<name>.json), replayed
 * with msw so the client's handling of DB-GPT's real shapes is tested without a Python server.
 */
export type DbgptFixture = {
  /** How and when it was recorded: DB-GPT version, set-up, anything that makes it reproducible. */
  recorded: string;
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; path: string; query?: Record<string, string>; body?: unknown };
  response: {
    status: number;
    contentType: string;
    /** A JSON value for JSON answers; the raw text for HTML, plain text and event streams. */
    body: unknown;
  };
};

// import.meta.dirname, not import.meta.url: under jsdom the module's URL is not a file URL.
const fixtureFolder = path.resolve(import.meta.dirname, '../../fixtures/dbgpt-0.8.1');

export function dbgptFixture(name: string): DbgptFixture {
  return JSON.parse(readFileSync(path.join(fixtureFolder, `${name}.json`), 'utf8')) as DbgptFixture;
}

function replay(fixture: DbgptFixture): Response {
  const { status, contentType, body } = fixture.response;
  const text = typeof body === 'string' && !contentType.includes('json') ? body : JSON.stringify(body);
  return new HttpResponse(text, { status, headers: { 'Content-Type': contentType } });
}

/** An msw handler answering the fixture's method and path (any query) with the recorded answer. */
export function dbgptHandler(name: string, options: { once?: boolean } = {}): HttpHandler {
  const fixture = dbgptFixture(name);
  const method = fixture.request.method.toLowerCase() as Lowercase<DbgptFixture['request']['method']>;
  return http[method](`*${fixture.request.path}`, () => replay(fixture), { once: options.once ?? false });
}
