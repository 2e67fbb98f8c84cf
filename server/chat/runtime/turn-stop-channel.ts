import { z } from 'zod';
import type { Notifications } from '../../storage/db';
import { STOP_REASONS, type ActiveTurns, type RemoteStop } from './active-turns';

const CHANNEL = 'dbgpt_turn_stop';

const reasonSchema = z.enum(STOP_REASONS);
const remoteStopSchema = z.union([
  z.object({ convUid: z.string(), roundIndex: z.number().int().optional(), reason: reasonSchema }),
  z.object({ userId: z.string(), reason: reasonSchema }),
]);

/**
 * Stop and terminate across instances: a stop for a turn this instance does not run goes out on the
 * database's notification channel, and every instance stops the turn if it runs it.
 */
export async function connectTurnStops(turns: ActiveTurns, notifications: Notifications): Promise<void> {
  await notifications.listen(CHANNEL, (payload) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const stop = remoteStopSchema.safeParse(parsed);
    if (stop.success) turns.receive(stop.data);
  });
  turns.connect({
    publish: (stop: RemoteStop) => notifications.notify(CHANNEL, JSON.stringify(stop)),
  });
}
