import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Notifications } from '../storage/db';
import type { ConversationListVersions } from './conversation-list-versions';

const CHANNEL = 'dbgpt_conversation_lists';

const messageSchema = z.object({
  from: z.string(),
  change: z.union([z.object({ userId: z.string() }), z.object({ everyone: z.literal(true) })]),
});

/**
 * Conversation-list versions across instances: each change here goes out on the database's notification
 * channel, and a change another instance sends changes the version here (its own come back and are skipped).
 */
export async function shareConversationListVersions(
  versions: ConversationListVersions,
  notifications: Notifications,
): Promise<void> {
  const self = randomUUID();
  await notifications.listen(
    CHANNEL,
    (payload) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch {
        return;
      }
      const message = messageSchema.safeParse(parsed);
      if (message.success && message.data.from !== self) versions.receive(message.data.change);
    },
    // Changes sent while this instance was not listening are unknown: every list tagged before is stale.
    () => versions.receive({ everyone: true }),
  );
  versions.connect((change) => {
    // Not waited for: an instance that misses it (reconnecting) drops every tag when it is back.
    void notifications.notify(CHANNEL, JSON.stringify({ from: self, change })).catch(() => undefined);
  });
}
