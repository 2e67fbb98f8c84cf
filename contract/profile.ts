import { z } from 'zod';
import { accountSchema, profileLanguageSchema } from './auth';

/** `GET /api/v1/auth/profile`: the signed-in user's own account. */
export const profileSchema = accountSchema;
export type Profile = z.infer<typeof profileSchema>;

/** `POST /api/v1/auth/profile`: any of the fields; `language: null` forgets the choice. */
export const profileUpdateRequestSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  language: profileLanguageSchema.nullable().optional(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** One of the user's active sign-ins (`GET /api/v1/auth/sessions`). */
export const signInSessionSchema = z.object({
  /** Names the sign-in for `DELETE /api/v1/auth/sessions/:id`; not usable to sign in. */
  id: z.string(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** The browser's `User-Agent` at sign-in, to tell the sign-ins apart; null when it sent none. */
  user_agent: z.string().nullable(),
  /** The sign-in this request came with. */
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;
