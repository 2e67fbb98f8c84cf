import { z } from 'zod';

/**
 * Ours: `POST /api/v2/serve/datasources/connection-check` takes the test-connection body (contract 8.6) and
 * fails the same way (HTTP 400 `E0003`); on success it also says what the database user can reach beyond
 * its databases (server files, programs), in the caller's language, so the client can advise a
 * least-privileged user. DB-GPT's `test-connection` keeps answering `data: true`.
 */
export const connectionCheckSchema = z.object({
  connected: z.literal(true),
  warnings: z.array(z.string()),
});
export type ConnectionCheck = z.infer<typeof connectionCheckSchema>;
