import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { fail, ok } from '../http/envelope';
import { SERVER_VERSION } from '../version';
import { allow } from '../http/route-access';
import { localized } from '../i18n/localized-text';
import { requestLanguage } from '../i18n/request-language';
import type { LocalizedText } from '../i18n/localized-text';
import type { HealthStatus, Readiness } from '@/contract/health';

export type { HealthStatus } from '@/contract/health';

/** What the readiness probe asks storage: app.ts passes the check on the server's database. */
export type ReadinessCheck = () => Promise<{ reachable: boolean; pendingMigrations: number[] }>;

/**
 * Liveness (`/health`, `/api/health`): the process answers, whatever the database does, so a supervisor
 * restarts only a hung process. Readiness (`…/ready`): this instance can serve, so a load balancer sends it
 * requests only while its database answers and every migration is applied (503 otherwise).
 */
export function healthRoutes(checkReadiness: ReadinessCheck): FastifyPluginAsync {
  return async (app) => {
    const startedAt = Date.now();
    const health = (): HealthStatus => ({
      status: 'ok',
      version: SERVER_VERSION,
      uptime_s: Math.floor((Date.now() - startedAt) / 1000),
    });
    const readiness = async (): Promise<{ answer: Readiness; problem: LocalizedText | null }> => {
      const storage = await checkReadiness();
      const problem = !storage.reachable
        ? localized('team.databaseUnreachable')
        : storage.pendingMigrations.length > 0
          ? localized('team.migrationsPending', { ids: storage.pendingMigrations.join(', ') })
          : null;
      const answer: Readiness = {
        status: problem === null ? 'ready' : 'not_ready',
        version: SERVER_VERSION,
        database: storage.reachable ? 'ok' : 'unreachable',
        pending_migrations: storage.pendingMigrations,
      };
      return { answer, problem };
    };
    const notReady = (reply: FastifyReply) => reply.code(503).header('cache-control', 'no-store');

    app.get('/api/health', allow.public, async () => ok(health()));
    // Plain JSON for process supervisors and load balancers that do not read envelopes.
    app.get('/health', allow.public, async () => health());
    app.get('/api/health/ready', allow.public, async (request, reply) => {
      const { answer, problem } = await readiness();
      if (problem === null) return ok(answer);
      return notReady(reply).send(fail('503', problem.in(requestLanguage(request)), answer));
    });
    app.get('/health/ready', allow.public, async (_request, reply) => {
      const { answer, problem } = await readiness();
      return problem === null ? answer : notReady(reply).send(answer);
    });
  };
}
