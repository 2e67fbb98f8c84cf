import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_ERROR_CODES,
  passwordChangeRequestSchema,
  setupRequestSchema,
  signInRequestSchema,
  type AuthMode,
  type AuthStatus,
  type Me,
} from '@/contract/auth';
import { TooManyAttempts } from '../auth/account-service';
import {
  authenticate,
  clearSessionCookie,
  isHttps,
  sessionTokenOf,
  setSessionCookie,
  signInRequired,
} from '../auth/auth-http';
import { authenticateBearer, bearerKeyOf } from '../auth/bearer-auth';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../auth/device-cookie';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { localized } from '../i18n/localized-text';
import type { AccountRecord } from '../repositories/accounts';
import type { AuthServices } from '../auth/auth-services';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

const meOf = (
  account: Pick<AccountRecord, 'id' | 'email' | 'name' | 'role'> &
    Partial<Pick<AccountRecord, 'language' | 'avatar_url'>>,
  mode: Exclude<AuthMode, 'none'> = 'local',
): Me => ({
  auth_mode: mode,
  user: {
    user_id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    language: account.language ?? null,
    avatar_url: account.avatar_url ?? null,
  },
});

/**
 * Sign-in (`AUTH_MODE=local`): status, first-administrator setup, sign-in, sign-out, who am I, change
 * password. These routes are open to callers without a session; each checks what it needs itself.
 * Behind a sign-in gateway (`AUTH_MODE=proxy`) only status, who am I and sign-out (a no-op) remain; with an
 * OpenID Connect provider (`AUTH_MODE=oidc`, routes in `auth-oidc.ts`) status, who am I and sign-out.
 */
export function authRoutes(auth: AuthServices): FastifyPluginAsync<RouteContext> {
  return async (app, { repositories }) => {
    const requireLocal = () => {
      if (auth.mode === 'proxy')
        throw new ApiError(409, AUTH_ERROR_CODES.signInAtGateway, localized('auth.signInAtGateway'));
      if (auth.oidc !== null)
        throw new ApiError(
          409,
          AUTH_ERROR_CODES.signInWithProvider,
          localized('oidc.signInWithProvider', { provider: auth.oidc.displayName }),
        );
      if (auth.mode !== 'local') throw new ApiError(409, AUTH_ERROR_CODES.authOff, localized('auth.authOff'));
    };

    /** A new session for `account`, ending the one the request came with: a sign-in always gets a new token. */
    async function signInAs(request: FastifyRequest, reply: FastifyReply, account: AccountRecord) {
      const previous = sessionTokenOf(request);
      if (previous) await auth.sessions.end(previous);
      setSessionCookie(request, reply, await auth.sessions.start(account.id, request.headers['user-agent']));
      return ok(meOf(account));
    }

    app.get('/api/v1/auth/status', allow.public, async () => {
      const status: AuthStatus = {
        auth_mode: auth.mode,
        setup_required: auth.mode === 'local' && (await repositories.accounts.count()) === 0,
        ...(auth.oidc === null ? {} : { oidc_display_name: auth.oidc.displayName }),
      };
      return ok(status);
    });

    app.get('/api/v1/auth/me', allow.public, async (request, reply) => {
      if (auth.mode === 'none') {
        const admins = await repositories.users.list({ role: 'admin' });
        const isAdmin = admins.some((user) => user.user_id === request.userId);
        const me: Me = {
          auth_mode: 'none',
          user: {
            user_id: request.userId,
            email: null,
            name: request.userId,
            role: isAdmin ? 'admin' : 'user',
          },
        };
        return ok(me);
      }
      // A program can check whose its API key is.
      const key = bearerKeyOf(request);
      const signedIn = key
        ? await authenticateBearer(auth.apiKeys, request, key)
        : auth.proxy !== null
          ? await auth.proxy.authenticate(request)
          : await authenticate(auth.sessions, request, reply);
      if (signedIn === null) throw signInRequired();
      // The session knows who; the account row knows the profile (language, avatar).
      const profile = await repositories.accounts.findById(signedIn.id);
      return ok(meOf({ ...signedIn, ...profile }, auth.mode));
    });

    app.post('/api/v1/auth/setup', allow.public, async (request, reply) => {
      requireLocal();
      const body = validate(setupRequestSchema, request.body ?? {});
      const account = await auth.accounts.setUp({
        email: body.email,
        name: body.name ?? '',
        password: body.password,
      });
      return signInAs(request, reply, account);
    });

    app.post('/api/v1/auth/login', allow.public, async (request, reply) => {
      requireLocal();
      const body = validate(signInRequestSchema, request.body ?? {});
      try {
        // `request.ip` reads X-Forwarded-For only through a proxy in TRUSTED_PROXIES.
        const { account, deviceCookie } = await auth.accounts.signIn(body.email, body.password, {
          address: request.ip,
          deviceCookie: request.cookies[DEVICE_COOKIE],
        });
        // Kept after sign-out: it marks this browser as one the account has signed in on.
        reply.setCookie(DEVICE_COOKIE, deviceCookie, {
          path: '/api/v1/auth',
          httpOnly: true,
          sameSite: 'strict',
          secure: isHttps(request),
          maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
        });
        return await signInAs(request, reply, account);
      } catch (error) {
        if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    });

    app.post('/api/v1/auth/logout', allow.public, async (request, reply) => {
      const token = sessionTokenOf(request);
      if (token) await auth.sessions.end(token);
      clearSessionCookie(request, reply);
      return ok(true);
    });

    app.post('/api/v1/auth/password', allow.signedIn, async (request, reply) => {
      // Signed out is 401, as on every route that is not public; a user signed in at a gateway or a
      // provider then learns that passwords are not this server's.
      if (auth.proxy !== null) await auth.proxy.authenticate(request);
      const hasSessions = auth.mode === 'local' || auth.mode === 'oidc';
      const account = hasSessions ? await authenticate(auth.sessions, request, reply) : null;
      if (hasSessions && account === null) throw signInRequired();
      requireLocal();
      if (account === null) throw signInRequired();
      const body = validate(passwordChangeRequestSchema, request.body ?? {});
      await auth.accounts.changePassword(
        account.id,
        body.current_password,
        body.new_password,
        account.familyId,
      );
      return ok(true);
    });
  };
}
