import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@/server/config';

const OIDC_ENV = {
  AUTH_MODE: 'oidc',
  OIDC_CLIENT_ID: 'dbgpt-test',
  OIDC_CLIENT_SECRET: 'a secret',
  OIDC_ADMIN_CLAIM: 'groups',
  OIDC_ADMIN_VALUES: 'dbgpt-admins',
};

describe('AUTH_MODE=oidc configuration', () => {
  const base = { DATA_DIR: '/tmp/dbgpt-oidc-config', ...OIDC_ENV, OIDC_ISSUER: 'https://login.example.com' };

  it('refuses to start without the provider, the client or the redirect address, naming each', () => {
    const attempt = () => parseConfig({ DATA_DIR: '/tmp/dbgpt-oidc-config', AUTH_MODE: 'oidc' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/OIDC_ISSUER is required/);
    expect(attempt).toThrow(/OIDC_CLIENT_ID is required/);
    expect(attempt).toThrow(/OIDC_CLIENT_SECRET is required/);
    expect(attempt).toThrow(/OIDC_REDIRECT_URL or PUBLIC_URL is required/);
  });

  it('refuses a plain-http provider off this machine and an admin claim without values', () => {
    expect(() =>
      parseConfig({
        ...base,
        OIDC_ISSUER: 'http://login.example.com',
        PUBLIC_URL: 'https://dbgpt.example.com',
      }),
    ).toThrow(/OIDC_ISSUER must be an https URL/);
    expect(() =>
      parseConfig({ ...base, PUBLIC_URL: 'https://dbgpt.example.com', OIDC_ADMIN_VALUES: '' }),
    ).toThrow(/OIDC_ADMIN_CLAIM and OIDC_ADMIN_VALUES go together/);
  });

  it('derives the redirect address from PUBLIC_URL, or takes OIDC_REDIRECT_URL as given, with default scopes', () => {
    const derived = parseConfig({ ...base, PUBLIC_URL: 'https://dbgpt.example.com/', OIDC_SCOPES: '' });
    expect(derived.auth.oidc?.redirectUrl.href).toBe('https://dbgpt.example.com/api/v1/auth/oidc/callback');
    expect(derived.auth.oidc?.scopes).toBe('openid email profile');
    const explicit = parseConfig({ ...base, OIDC_REDIRECT_URL: 'https://sso.example.com/cb' });
    expect(explicit.auth.oidc?.redirectUrl.href).toBe('https://sso.example.com/cb');
  });
});
