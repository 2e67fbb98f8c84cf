import type { z } from 'zod';

/**
 * What a route takes and answers, described with the same zod schemas its handler validates with.
 * Keyed by `METHOD url` exactly as the route table lists it (`listRoutes`); a test fails for a route
 * without one.
 */
export interface RouteDoc {
  /** Path parameters (`:name` in the url). */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body: its text fields, plus the file fields named in `files`. */
  upload?: { fields?: z.ZodType; files: readonly string[] };
  /** `data` of the success envelope; `null` for routes that answer `data: null`. */
  data?: z.ZodType | null;
  /** An event stream (contract S.1): the JSON of its `data:` frames, or text frames when `true`. */
  stream?: z.ZodType | true;
  /** A JSON answer outside the envelope (OpenAI's shapes, plain health). */
  plain?: z.ZodType;
  /** The answer is a redirect (302 with `Location`), as the browser steps of a sign-in are. */
  redirect?: string;
  /** A non-envelope answer: a download (its media type) or a page. */
  file?: string;
  /** The outside service the route relies on (a model provider, a hub, an MCP server): 502 when it fails. */
  upstream?: string;
  /** The route answers DB-GPT's path with DB-GPT's shapes (api-contract.md). */
  dbgpt?: true;
  /** A one-line summary; the path says enough for most routes. */
  summary?: string;
}

/** The descriptions of the routes one route module registers, and its area (an OpenAPI tag). */
export interface RouteDocs {
  area: string;
  routes: Readonly<Record<string, RouteDoc>>;
}

export const routeKey = (method: string, url: string) => `${method} ${url}`;
