import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '@/contract/auth';
import { ADMIN, call, signIn, startLocalServer } from './auth-helpers';
import { makeTempDir } from './harness';
import { signInAt, TestBrowser } from './oidc-browser';
import { signedInAs, startOidcPair, type OidcPair } from './oidc-helpers';

let pair: OidcPair | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await pair?.close();
  pair = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

/** The id of the administrator a server with `AUTH_MODE=local` created in `dir`, before switching to OIDC. */
async function localAdminIn(dir: string): Promise<string> {
  const local = await startLocalServer({}, { dataDir: dir });
  try {
    const session = await signIn(local, ADMIN.email, ADMIN.password);
    return ((await call(local, '/api/v1/auth/me', { session })).body.data as Me).user.user_id;
  } finally {
    await local.close();
  }
}

describe('AUTH_MODE=oidc over accounts made before', () => {
  it('takes over an account of the same email only when the provider verified it, and only once', async () => {
    dataDir = await makeTempDir();
    const adminId = await localAdminIn(dataDir);
    pair = await startOidcPair({
      dataDir,
      // Without an admin claim, roles stay as they are here: the administrator stays one.
      env: { OIDC_ADMIN_CLAIM: '', OIDC_ADMIN_VALUES: '' },
      users: {
        mallory: { email: ADMIN.email, name: 'Mallory' },
        admin: { email: ADMIN.email.toUpperCase(), email_verified: true, name: 'The Admin' },
        imposter: { email: ADMIN.email, email_verified: true, name: 'Imposter' },
      },
    });
    expect(await signInAt(new TestBrowser(), pair.server, pair.provider!, 'mallory')).toBe(
      '/?auth_error=email_taken',
    );

    const session = await signedInAs(pair, 'admin');
    const me = (await call(pair.server, '/api/v1/auth/me', { session })).body.data as Me;
    expect(me.user).toMatchObject({ user_id: adminId, role: 'admin', name: 'The Admin' });

    // Another provider user claiming the same verified email does not get the account that is now linked.
    expect(await signInAt(new TestBrowser(), pair.server, pair.provider!, 'imposter')).toBe(
      '/?auth_error=email_taken',
    );
    // And the password sign-in of before is refused here, saying where to sign in.
    const password = await call(pair.server, '/api/v1/auth/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(password.status).toBe(409);
    expect(password.body.err_msg).toContain('sign in with Example SSO');
  });
});
