import type { EmbedLink } from '@/contract/embed';
import type { TestServer } from './harness';

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; err_code: string | null; err_msg: string | null; data: T };
  headers: Headers;
}

export interface Caller {
  /** `user-id` (AUTH_MODE=none). */
  user?: string;
  /** A session cookie's token (AUTH_MODE=local). */
  session?: string;
  /** An embed link's token, sent with `visitor` as an embedded page does. */
  token?: string;
  visitor?: string;
  language?: 'en' | 'zh';
}

export function headersOf(caller: Caller, json: boolean): Record<string, string> {
  return {
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(caller.user ? { 'user-id': caller.user } : {}),
    ...(caller.session ? { cookie: `dbgpt_session=${encodeURIComponent(caller.session)}` } : {}),
    ...(caller.token ? { 'x-embed-token': caller.token } : {}),
    ...(caller.visitor ? { 'x-embed-visitor': caller.visitor } : {}),
    'accept-language': caller.language ?? 'en',
  };
}

export async function send<T = unknown>(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  caller: Caller,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: headersOf(caller, body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** The token inside a link's path (`/embed/?token=…`). */
export function tokenOf(link: EmbedLink): string {
  return new URL(link.path, 'http://x').searchParams.get('token') ?? '';
}

/** Creates an embed link as `caller`; fails the test when the server refuses. */
export async function createLink(
  server: TestServer,
  appCode: string,
  caller: Caller,
  expiresInDays?: number,
): Promise<EmbedLink> {
  const answer = await send<EmbedLink>(server, 'POST', '/api/v1/app/embed/create', caller, {
    app_code: appCode,
    ...(expiresInDays === undefined ? {} : { expires_in_days: expiresInDays }),
  });
  if (answer.status !== 200) throw new Error(`embed link not created: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** An embedded visitor's chat turn: the status and the SSE body's text. */
export async function embeddedChat(
  server: TestServer,
  caller: Caller,
  body: Record<string, unknown>,
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.baseUrl}/api/v1/chat/completions`, {
    method: 'POST',
    headers: headersOf(caller, true),
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}
