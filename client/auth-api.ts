import type { AuthStatus, Me, SetupRequest, SignInRequest } from '@/contract/auth';
import type { Envelope } from '@/contract/common';
import { API_BASE_URL } from './http-base';
import { languageHeader } from './language-header';

/** What a sign-in call answered: the data, or the server's message (already in the user's language). */
export type AuthResult<T> =
  { ok: true; data: T } | { ok: false; status: number; code: string | null; message: string | null };

/**
 * Plain `fetch`, not the axios client: the sign-in screens are part of the first paint, which carries no
 * axios. The session is an httpOnly cookie the browser sends by itself (same origin).
 */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<AuthResult<T>> {
  const headers: Record<string, string> = { ...languageHeader() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${API_BASE_URL}${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && envelope?.success) return { ok: true, data: envelope.data as T };
  return {
    ok: false,
    status: response.status,
    code: envelope?.err_code ?? null,
    message: envelope?.err_msg ?? null,
  };
}

export const fetchMe = () => call<Me>('GET', '/api/v1/auth/me');
export const fetchAuthStatus = () => call<AuthStatus>('GET', '/api/v1/auth/status');
export const signIn = (body: SignInRequest) => call<Me>('POST', '/api/v1/auth/login', body);
export const setUpAdmin = (body: SetupRequest) => call<Me>('POST', '/api/v1/auth/setup', body);
export const signOut = () => call<boolean>('POST', '/api/v1/auth/logout', {});
