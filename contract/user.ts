import { z } from 'zod';

export const userRoleSchema = z.enum(['admin', 'normal']);
export type UserRole = z.infer<typeof userRoleSchema>;

/** A user as our server's `GET /api/v1/users` answers it; the admin list reads `user_id`. */
export const userSchema = z.object({
  user_id: z.string(),
  user_no: z.string().optional(),
  nick_name: z.string(),
  user_channel: z.string().optional(),
  avatar_url: z.string().optional(),
  role: userRoleSchema,
});
export type User = z.infer<typeof userSchema>;

/** An entry of `GET /api/v1/users`: a whole user for administrators, only `user_id` and `role` for others. */
export const listedUserSchema = userSchema.partial().required({ user_id: true, role: true });
export type ListedUser = z.infer<typeof listedUserSchema>;

export const userListQuerySchema = z.object({ role: userRoleSchema.optional() });
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** The profile the client writes into local storage at startup (spec section 3). */
export interface StoredUserInfo {
  user_channel: string;
  user_no: string;
  nick_name: string;
  avatar_url?: string;
  user_id: string;
}
