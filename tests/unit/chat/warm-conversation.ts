import { beforeAll } from 'vitest';

/**
 * The conversation's answers and the stream client load on demand (with the first message). In a test the
 * first such import is also transformed, which can outlast a `findBy` on a busy machine: the file imports them
 * once before its tests, as a browser would have them preloaded when the user reached for the input.
 */
export function warmConversationCode(): void {
  beforeAll(async () => {
    await Promise.all([
      import('@/components/chat/conversation/message-list'),
      import('@/client/chat-stream'),
      import('@/components/chat/chat-screen'),
    ]);
  }, 30_000);
}
