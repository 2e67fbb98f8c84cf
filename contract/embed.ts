import { z } from 'zod';
import { MAX_EMBED_EXPIRY_DAYS } from './constants/embed';

export * from './constants/embed';

/** An embed link as listed to those who manage its app. */
export const embedLinkSchema = z.object({
  id: z.string(),
  app_code: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** `/embed/?token=…`: the client puts its own origin in front. */
  path: z.string(),
});
export type EmbedLink = z.infer<typeof embedLinkSchema>;

/** `GET /api/v1/app/embed/list?app_code=`: the app's links, newest first, and whether any site may frame them. */
export const embedLinkListSchema = z.object({
  links: z.array(embedLinkSchema),
  /** The origins of `EMBED_ORIGINS`; empty means no site may frame the embed page yet. */
  embed_origins: z.array(z.string()),
});
export type EmbedLinkList = z.infer<typeof embedLinkListSchema>;

export const embedLinkListQuerySchema = z.object({ app_code: z.string().trim().min(1).max(255) });

/** `POST /api/v1/app/embed/create` */
export const embedLinkCreateRequestSchema = z.object({
  app_code: z.string().trim().min(1).max(255),
  expires_in_days: z.number().int().min(1).max(MAX_EMBED_EXPIRY_DAYS).nullable().optional(),
});
export type EmbedLinkCreateRequest = z.input<typeof embedLinkCreateRequestSchema>;

/** `POST /api/v1/app/embed/revoke` */
export const embedLinkRevokeRequestSchema = z.object({
  app_code: z.string().trim().min(1).max(255),
  id: z.string().trim().min(1).max(100),
});
export type EmbedLinkRevokeRequest = z.input<typeof embedLinkRevokeRequestSchema>;

/** `GET /api/v1/embed/session`: what the embed page learns from its token. */
export const embedSessionSchema = z.object({ app_code: z.string(), expires_at: z.string().nullable() });
export type EmbedSession = z.infer<typeof embedSessionSchema>;
