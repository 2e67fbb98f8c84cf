import { MIN_PASSWORD_LENGTH } from '@/contract/auth';
import { readOidcConfig, type OidcConfig } from './oidc-config';
import { readProxyConfig, type ProxyConfig } from './proxy-config';
import { readTrustedProxies, type AddressRange } from './trusted-proxies';

/**
 * `none`: the `user-id` header is the identity (DB-GPT's way, one person on their own machine). `local`:
 * accounts with passwords. `proxy`: a trusted reverse proxy (an SSO gateway) names the user in a header.
 * `oidc`: users sign in at an OpenID Connect provider.
 */
export const AUTH_MODES = ['none', 'local', 'proxy', 'oidc'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export interface SessionTimes {
  /** A session unused this long ends (`SESSION_IDLE_MINUTES`, default 8 hours). */
  idleMs: number;
  /** A session ends this long after sign-in, used or not (`SESSION_MAX_HOURS`, default 7 days). */
  absoluteMs: number;
  /** A session's token is replaced by a new one this often (`SESSION_ROTATE_MINUTES`, default 15). */
  rotateMs: number;
}

export interface AuthConfig {
  mode: AuthMode;
  /** `ALLOW_NO_AUTH_ON_NETWORK=true`: listen on a network address even without sign-in. */
  allowNoAuthOnNetwork: boolean;
  /**
   * `ADMISSION_GATE=strict` keeps DB-GPT's `?isFirst=admin` gate for every visitor; by default (`loopback`)
   * a visitor on this machine, without sign-in, is let in at any address.
   */
  admissionGate: 'loopback' | 'strict';
  /** The first administrator, created on first start when no account exists (`ADMIN_EMAIL`, `ADMIN_PASSWORD`). */
  initialAdmin: { email: string; password: string } | null;
  session: SessionTimes;
  /** `API_KEYS` (DB-GPT's `api_keys`), comma-separated: without sign-in, `/api/v2/*` needs one as Bearer. */
  noneModeApiKeys: string[];
  /**
   * `TRUSTED_PROXIES`: reverse proxies whose `X-Forwarded-For` names the client (its address limits
   * sign-in attempts); empty when none is trusted. Required with `AUTH_MODE=proxy`.
   */
  trustedProxies: AddressRange[];
  /** The gateway's headers and addresses with `AUTH_MODE=proxy`; null otherwise. */
  proxy: ProxyConfig | null;
  /** The provider and client with `AUTH_MODE=oidc`; null otherwise. */
  oidc: OidcConfig | null;
}

type Env = Readonly<Record<string, string | undefined>>;

function readFlag(env: Env, name: string, problems: string[]): boolean {
  const text = env[name]?.trim().toLowerCase();
  if (!text) return false;
  if (['true', '1'].includes(text)) return true;
  if (['false', '0'].includes(text)) return false;
  problems.push(`${name} must be true or false (got ${JSON.stringify(env[name])})`);
  return false;
}

function readDuration(env: Env, name: string, unitMs: number, fallback: number, problems: string[]): number {
  const text = env[name]?.trim();
  if (!text) return fallback * unitMs;
  const value = Number(text);
  if (/^\d+(\.\d+)?$/.test(text) && value > 0) return Math.round(value * unitMs);
  problems.push(`${name} must be a positive number (got ${JSON.stringify(text)})`);
  return fallback * unitMs;
}

function readInitialAdmin(env: Env, problems: string[]): AuthConfig['initialAdmin'] {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!email && !password) return null;
  if (!email || !password) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both, or neither to use the setup page');
    return null;
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(email))
    problems.push(`ADMIN_EMAIL must be an email address (got ${JSON.stringify(email)})`);
  // The password is never echoed.
  if (password.length < MIN_PASSWORD_LENGTH)
    problems.push(`ADMIN_PASSWORD must have at least ${MIN_PASSWORD_LENGTH} characters`);
  return { email, password };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Reads `AUTH_MODE` and what goes with it; returns the problems instead of throwing, like the other readers. */
function readAdmissionGate(env: Env, problems: string[]): AuthConfig['admissionGate'] {
  const text = env.ADMISSION_GATE?.trim().toLowerCase() || 'loopback';
  if (text === 'loopback' || text === 'strict') return text;
  problems.push(`ADMISSION_GATE must be loopback or strict (got ${JSON.stringify(env.ADMISSION_GATE)})`);
  return 'loopback';
}

export function readAuthConfig(env: Env): { config: AuthConfig; problems: string[] } {
  const problems: string[] = [];
  const modeText = env.AUTH_MODE?.trim().toLowerCase() || 'none';
  const mode = (AUTH_MODES as readonly string[]).includes(modeText) ? (modeText as AuthMode) : 'none';
  if (mode !== modeText)
    problems.push(`AUTH_MODE must be one of ${AUTH_MODES.join(', ')} (got ${JSON.stringify(env.AUTH_MODE)})`);
  const proxy = mode === 'proxy' ? readProxyConfig(env, problems) : null;
  const config: AuthConfig = {
    mode,
    allowNoAuthOnNetwork: readFlag(env, 'ALLOW_NO_AUTH_ON_NETWORK', problems),
    admissionGate: readAdmissionGate(env, problems),
    initialAdmin: mode === 'local' ? readInitialAdmin(env, problems) : null,
    session: {
      idleMs: readDuration(env, 'SESSION_IDLE_MINUTES', MINUTE, 8 * 60, problems),
      absoluteMs: readDuration(env, 'SESSION_MAX_HOURS', HOUR, 7 * 24, problems),
      rotateMs: readDuration(env, 'SESSION_ROTATE_MINUTES', MINUTE, 15, problems),
    },
    noneModeApiKeys: (env.API_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter((key) => key !== ''),
    trustedProxies: proxy?.trustedProxies ?? readTrustedProxies(env, problems, false),
    proxy,
    oidc: mode === 'oidc' ? readOidcConfig(env, problems) : null,
  };
  return { config, problems };
}
