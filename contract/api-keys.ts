import { z } from 'zod';

/** An API key as listed: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. `dbgpt-AbC1`, to tell keys apart. */
  prefix: z.string(),
  account_id: z.string(),
  /** The owner's email; lets an administrator's list of every key say whose each is. */
  account_email: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** `POST /api/v1/auth/api-keys`: the answer is the only time the key is ever shown. */
export const apiKeyCreateRequestSchema = z.object({ name: z.string().trim().min(1).max(100) });
export type ApiKeyCreateRequest = z.input<typeof apiKeyCreateRequestSchema>;

export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** `GET /api/v1/auth/api-keys`: the caller's keys; `all=true` (administrators) every account's. */
export const apiKeyListQuerySchema = z.object({
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  account_id: z.string().min(1).max(100).optional(),
});
