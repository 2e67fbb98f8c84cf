import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants/auth';

/**
 * How the server knows who calls it: `none` = the `user-id` header, `local` = accounts and sessions,
 * `proxy` = a trusted reverse proxy (an SSO gateway) names the user, `oidc` = an OpenID Connect provider.
 */
export const authModeSchema = z.enum(['none', 'local', 'proxy', 'oidc']);
export type AuthMode = z.infer<typeof authModeSchema>;

export const accountRoleSchema = z.enum(['admin', 'user']);
export type AccountRole = z.infer<typeof accountRoleSchema>;

export { AUTH_ERROR_CODES, MAX_AVATAR_BYTES, MIN_PASSWORD_LENGTH } from './constants/auth';

/** The languages a user may choose for themselves; the client switches to it after sign-in. */
export const profileLanguageSchema = z.enum(['en', 'zh']);
export type ProfileLanguage = z.infer<typeof profileLanguageSchema>;
const MAX_PASSWORD_LENGTH = 256;

const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);
const nameSchema = z.string().trim().min(1).max(100);

/** `POST /api/v1/auth/login` */
export const signInRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** `POST /api/v1/auth/setup`: the first administrator, while no account exists. */
export const setupRequestSchema = z.object({
  email: emailSchema,
  name: nameSchema.optional(),
  password: passwordSchema,
});
export type SetupRequest = z.input<typeof setupRequestSchema>;

/** `POST /api/v1/auth/password` */
export const passwordChangeRequestSchema = z.object({
  current_password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  new_password: passwordSchema,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

/** An account as the server answers it (never its password hash). */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: accountRoleSchema,
  disabled: z.boolean(),
  /** The language the user chose, or null when they never did. */
  language: profileLanguageSchema.nullable(),
  /** Where their avatar image is served (it changes when the image does), or null without one. */
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** `GET /api/v1/auth/me`: who is signed in; with `none`, the `user-id` header's user. */
export const meSchema = z.object({
  auth_mode: authModeSchema,
  user: z.object({
    user_id: z.string(),
    email: z.string().nullable(),
    name: z.string(),
    role: accountRoleSchema,
    /** With sign-in: the user's chosen language (null when never chosen); absent without sign-in. */
    language: profileLanguageSchema.nullable().optional(),
    avatar_url: z.string().nullable().optional(),
  }),
});
export type Me = z.infer<typeof meSchema>;

/** `GET /api/v1/auth/status`: answered to anyone, so the client knows which page to show. */
export const authStatusSchema = z.object({
  auth_mode: authModeSchema,
  /** True while no account exists and no administrator came from the environment: the setup page. */
  setup_required: z.boolean(),
  /** `AUTH_MODE=oidc` only: the provider's name for the "Sign in with …" button. */
  oidc_display_name: z.string().optional(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

/**
 * `POST /api/v1/admin/users`. Without `password` the server makes a temporary one and answers it once
 * (`temporary_password` of contract/users.ts).
 */
export const accountCreateRequestSchema = z.object({
  email: emailSchema,
  name: nameSchema,
  role: accountRoleSchema.default('user'),
  password: passwordSchema.optional(),
});
export type AccountCreateRequest = z.input<typeof accountCreateRequestSchema>;

/** `PATCH /api/v1/admin/users/:id`: any of the fields. */
export const accountUpdateRequestSchema = z.object({
  name: nameSchema.optional(),
  role: accountRoleSchema.optional(),
  disabled: z.boolean().optional(),
});
export type AccountUpdateRequest = z.input<typeof accountUpdateRequestSchema>;

/** `POST /api/v1/admin/users/:id/password`: without `password`, a new temporary one is made and answered once. */
export const passwordResetRequestSchema = z.object({ password: passwordSchema.optional() });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
