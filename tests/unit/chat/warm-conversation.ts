import { cleanup, render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { beforeAll } from 'vitest';

/**
 * The answer's markdown renderer is a `next/dynamic` component: until its code has arrived, an answer shows
 * as plain text, and then that text's element is replaced. A `findByText` that lands on the plain text just
 * before the swap hands back a detached element. One answer rendered here loads it for the whole file.
 */
async function loadMarkdownRenderer(): Promise<void> {
  const { ChatMarkdown } = await import('@/components/chat/markdown');
  const { container } = render(createElement(ChatMarkdown, { content: 'warm' }));
  // The renderer writes a paragraph; the plain-text placeholder does not.
  await waitFor(() => {
    if (!container.querySelector('p')) throw new Error('the markdown renderer has not loaded yet');
  });
  cleanup();
}

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
      loadMarkdownRenderer(),
    ]);
  }, 30_000);
}
