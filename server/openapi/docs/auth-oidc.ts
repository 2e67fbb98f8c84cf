import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { loginQuerySchema } from '../../routes/auth-oidc';

/** The routes of server/routes/auth-oidc.ts (only with an OpenID Connect provider configured). */
export const authOidcDocs: RouteDocs = {
  area: 'auth',
  routes: {
    'GET /api/v1/auth/oidc/login': {
      summary: "Starts a sign-in at the OpenID Connect provider (a browser's step)",
      query: loginQuerySchema,
      redirect: "To the provider's sign-in page, or back to `next` with `?auth_error=` when it cannot start.",
    },
    'GET /api/v1/auth/oidc/callback': {
      summary: 'Where the provider sends the browser back after sign-in',
      query: z.object({ code: z.string().optional(), state: z.string().optional() }).loose(),
      redirect: 'To `next`, signed in, or with `?auth_error=` when the sign-in failed.',
    },
  },
};
