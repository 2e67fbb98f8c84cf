type Env = Readonly<Record<string, string | undefined>>;

/** `AUTH_MODE=oidc`: users sign in at an OpenID Connect provider. */
export interface OidcConfig {
  /** `OIDC_ISSUER`: the provider's issuer URL, where its discovery document lives. */
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** `OIDC_SCOPES`, space-separated (default `openid email profile`); always holds `openid`. */
  scopes: string;
  /** Where the provider sends the browser back: `OIDC_REDIRECT_URL`, or `PUBLIC_URL` + the callback path. */
  redirectUrl: URL;
  /** `OIDC_ADMIN_CLAIM` and `OIDC_ADMIN_VALUES`: whose claim value (or one of its values) makes an admin. */
  admin: { claim: string; values: Set<string> } | null;
  /** `OIDC_DISPLAY_NAME`: the provider's name on the sign-in button (default `OpenID Connect`). */
  displayName: string;
}

export const OIDC_CALLBACK_PATH = '/api/v1/auth/oidc/callback';

const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * An absolute http(s) URL; plain http only on this machine's loopback (a provider or a test setup on the same
 * host), since codes, tokens and the client secret cross it.
 */
function readUrl(env: Env, name: string, problems: string[]): URL | null {
  const text = env[name]?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    problems.push(`${name} must be an absolute URL (got ${JSON.stringify(text)})`);
    return null;
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return url;
  problems.push(
    `${name} must be an https URL (http only on localhost/127.0.0.1; got ${JSON.stringify(text)})`,
  );
  return null;
}

function required(env: Env, name: string, what: string, problems: string[]): string {
  const text = env[name]?.trim();
  if (text) return text;
  problems.push(`${name} is required with AUTH_MODE=oidc: ${what}`);
  return '';
}

function readRedirectUrl(env: Env, problems: string[]): URL {
  const explicit = readUrl(env, 'OIDC_REDIRECT_URL', problems);
  if (explicit !== null) return explicit;
  const publicUrl = readUrl(env, 'PUBLIC_URL', problems);
  if (publicUrl !== null) return new URL(OIDC_CALLBACK_PATH, publicUrl);
  if (!env.OIDC_REDIRECT_URL?.trim() && !env.PUBLIC_URL?.trim())
    problems.push(
      'OIDC_REDIRECT_URL or PUBLIC_URL is required with AUTH_MODE=oidc: the address users open this server at ' +
        `(PUBLIC_URL=https://dbgpt.example.com gives the redirect URL https://dbgpt.example.com${OIDC_CALLBACK_PATH}, ` +
        'which must be registered at the provider)',
    );
  return new URL(`http://127.0.0.1${OIDC_CALLBACK_PATH}`);
}

function readAdmin(env: Env, problems: string[]): OidcConfig['admin'] {
  const claim = env.OIDC_ADMIN_CLAIM?.trim();
  const values = (env.OIDC_ADMIN_VALUES ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (!claim && values.length === 0) return null;
  if (!claim || values.length === 0) {
    problems.push(
      'OIDC_ADMIN_CLAIM and OIDC_ADMIN_VALUES go together: the claim (for example groups) and its values, ' +
        'comma-separated, that make an administrator',
    );
    return null;
  }
  return { claim, values: new Set(values) };
}

export function readOidcConfig(env: Env, problems: string[]): OidcConfig {
  const issuerText = required(env, 'OIDC_ISSUER', "the provider's issuer URL", problems);
  const issuer = issuerText ? readUrl(env, 'OIDC_ISSUER', problems) : null;
  const scopes = new Set((env.OIDC_SCOPES?.trim() || 'openid email profile').split(/\s+/));
  scopes.add('openid');
  return {
    issuer: issuer ?? new URL('http://127.0.0.1/'),
    clientId: required(env, 'OIDC_CLIENT_ID', 'the client id registered at the provider', problems),
    clientSecret: required(env, 'OIDC_CLIENT_SECRET', "the client's secret at the provider", problems),
    scopes: [...scopes].join(' '),
    redirectUrl: readRedirectUrl(env, problems),
    admin: readAdmin(env, problems),
    displayName: env.OIDC_DISPLAY_NAME?.trim() || 'OpenID Connect',
  };
}
