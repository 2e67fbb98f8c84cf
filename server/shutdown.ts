import type { FastifyInstance } from 'fastify';

/** How long in-flight requests get to finish after a shutdown signal. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops accepting connections, lets in-flight requests finish (cutting them off after `graceMs`),
 * then runs the close hooks, which close the database.
 */
export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const cutOff = setTimeout(() => {
    app.log.warn({ graceMs }, 'in-flight requests did not finish in time; closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}

/** SIGINT/SIGTERM close the server gracefully and exit 0; a second signal exits at once. */
export function exitOnShutdownSignals(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal during shutdown; exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    closeGracefully(app, graceMs).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
