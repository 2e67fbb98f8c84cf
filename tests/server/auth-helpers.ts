import { startTestServer, type TestServer, type TestServerOptions } from './harness';

export const ADMIN = { email: 'admin@example.com', password: 'correct horse battery' };

/** A server with `AUTH_MODE=local` and the administrator from ADMIN_EMAIL / ADMIN_PASSWORD. */
export function startLocalServer(env: Record<string, string> = {}, options: TestServerOptions = {}) {
  return startTestServer({
    ...options,
    env: { AUTH_MODE: 'local', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env },
  });
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** The session cookie's token. */
  session?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: { success: boolean; err_code: string | null; err_msg: string | null; data: unknown };
  headers: Headers;
  /** The session token a `Set-Cookie` carried: a string when set, '' when cleared, undefined when untouched. */
  newSession: string | undefined;
}

function sessionFromSetCookie(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().find((line) => line.startsWith('dbgpt_session='));
  return cookie === undefined
    ? undefined
    : decodeURIComponent(cookie.split(';')[0]!.slice('dbgpt_session='.length));
}

export async function call(server: TestServer, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.session !== undefined) headers.cookie = `dbgpt_session=${encodeURIComponent(options.session)}`;
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    headers: response.headers,
    newSession: sessionFromSetCookie(response.headers),
  };
}

/** Signs in; returns the session token (fails the test when sign-in does not succeed). */
export async function signIn(server: TestServer, email: string, password: string): Promise<string> {
  const answer = await call(server, '/api/v1/auth/login', { body: { email, password } });
  if (answer.status !== 200 || !answer.newSession)
    throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.newSession;
}

/** An administrator creates a user account; returns its id. */
export async function createUser(
  server: TestServer,
  adminSession: string,
  user: { email: string; password: string; name?: string; role?: 'admin' | 'user' },
): Promise<string> {
  const answer = await call(server, '/api/v1/admin/users', {
    session: adminSession,
    body: { name: user.name ?? user.email.split('@')[0], ...user },
  });
  if (answer.status !== 200) throw new Error(`create user failed: ${JSON.stringify(answer.body)}`);
  return (answer.body.data as { id: string }).id;
}
