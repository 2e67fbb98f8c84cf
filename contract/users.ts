import { z } from 'zod';
import { accountRoleSchema, accountSchema } from './auth';
import { paginationSchema } from './common';
import { MAX_PAGE, queryInt } from './query-params';

/** The most users one page of the admin list holds. */
export const MAX_USER_PAGE_SIZE = 100;

/** `GET /api/v1/admin/users`: one page of accounts, optionally of one role or matching `search`. */
export const accountListQuerySchema = z.object({
  page: queryInt().min(1).max(MAX_PAGE).default(1),
  page_size: queryInt().min(1).max(MAX_USER_PAGE_SIZE).default(20),
  /** Part of the name or the email, any case. */
  search: z.string().trim().max(254).optional(),
  role: accountRoleSchema.optional(),
});
export type AccountListQuery = z.input<typeof accountListQuerySchema>;

export const accountPageSchema = paginationSchema(accountSchema);

/**
 * The answer of `POST /api/v1/admin/users`: the account and, when the server made the password, that
 * temporary password: the only time it is ever shown.
 */
export const createdAccountSchema = accountSchema.extend({ temporary_password: z.string().nullable() });
export type CreatedAccount = z.infer<typeof createdAccountSchema>;

/** The answer of `POST /api/v1/admin/users/:id/password`: the new temporary password, shown once. */
export const passwordResetSchema = z.object({ temporary_password: z.string().nullable() });
export type PasswordReset = z.infer<typeof passwordResetSchema>;
