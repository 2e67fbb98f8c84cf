import type { AccountRole } from '@/contract/auth';

/** Who is signed in on this request (`AUTH_MODE=local`, `oidc` or `proxy`). */
export interface SignedInAccount {
  id: string;
  email: string;
  name: string;
  role: AccountRole;
  /** The sign-in the request's session belongs to (kept when the user changes their password). */
  familyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account; null without sign-in (`AUTH_MODE=none`) and on the public routes. */
    account: SignedInAccount | null;
  }
}
