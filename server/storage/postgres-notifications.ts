import pg from 'pg';
import type { Notifications } from './db';

const RECONNECT_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would drop the subscription when returned), opened on
 * the first `listen` and opened again after the server dropped it; NOTIFY through the pool.
 */
export function postgresNotifications(
  url: string,
  notify: (channel: string, payload: string) => Promise<void>,
): Notifications & { close(): Promise<void> } {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  const gapHandlers: (() => void)[] = [];
  let connectedBefore = false;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => {
      if (client === next) client = null;
      reconnectLater();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN "${channel}"`);
    client = next;
    if (connectedBefore) for (const onGap of gapHandlers) onGap();
    connectedBefore = true;
    return next;
  }

  /** Until the server answers again: a notification sent meanwhile is lost, as PostgreSQL drops it too. */
  function reconnectLater(): void {
    if (closed) return;
    setTimeout(() => void listening().catch(reconnectLater), RECONNECT_MS).unref();
  }

  function listening(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel, onMessage, onGap) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const known = handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), onMessage]);
      if (onGap) gapHandlers.push(onGap);
      const connection = await listening();
      if (!known) await connection.query(`LISTEN "${channel}"`);
    },
    notify,
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
