import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { SERVER_VERSION } from '../version';
import { allow } from '../http/route-access';
import type { HealthStatus } from '@/contract/health';

export type { HealthStatus } from '@/contract/health';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const startedAt = Date.now();
  const health = (): HealthStatus => ({
    status: 'ok',
    version: SERVER_VERSION,
    uptime_s: Math.floor((Date.now() - startedAt) / 1000),
  });
  app.get('/api/health', allow.public, async () => ok(health()));
  // Plain JSON for process supervisors and load balancers that do not read envelopes.
  app.get('/health', allow.public, async () => health());
};
