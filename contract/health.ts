import { z } from 'zod';

/** `GET /health` (plain) and `GET /api/health` (in the envelope): the server is up. */
export const healthStatusSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptime_s: z.number().int().min(0),
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;
