import { z } from 'zod';

/** `GET /health` (plain) and `GET /api/health` (in the envelope): the process is up (liveness). */
export const healthStatusSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptime_s: z.number().int().min(0),
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;

/**
 * `GET /health/ready` (plain) and `GET /api/health/ready` (in the envelope): this instance can serve,
 * its database answers and every migration is applied. Not ready answers 503 with the same shape.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  version: z.string(),
  database: z.enum(['ok', 'unreachable']),
  /** Migration ids the database has not applied yet (another instance may be applying them). */
  pending_migrations: z.array(z.number().int()),
});
export type Readiness = z.infer<typeof readinessSchema>;
