import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes, URL-safe, for the cookie only. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so the stored sessions cannot be replayed. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_COOKIE = 'dbgpt_session';

/** Readable by the client's scripts: tells it sign-in is on (it holds nothing secret). */
export const AUTH_MODE_COOKIE = 'dbgpt_auth';
/** Readable by the client: `open` when DB-GPT's `?isFirst=admin` gate is only a convention for this visitor. */
export const GATE_COOKIE = 'dbgpt_gate';
