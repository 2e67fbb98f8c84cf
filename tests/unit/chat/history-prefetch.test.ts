import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchChatHistory, requestChatHistory } from '@/components/chat/hooks/history-prefetch';
import { server } from '../msw-server';

const HISTORY = '*/api/v1/chat/dialogue/messages/history';

function countHistoryCalls() {
  const asked: string[] = [];
  server.use(
    http.get(HISTORY, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('con_uid') ?? '');
      return HttpResponse.json({ success: true, err_code: null, err_msg: null, data: [] });
    }),
  );
  return asked;
}

describe('chat history prefetch (the history travels beside the screen code)', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the prefetched answer to the conversation that opens, without asking twice', async () => {
    const asked = countHistoryCalls();
    prefetchChatHistory('c-1');
    const response = await requestChatHistory('c-1');
    expect(response.data.success).toBe(true);
    expect(asked).toEqual(['c-1']);
  });

  it('asks again for another conversation, and for the same one once the prefetch was used', async () => {
    const asked = countHistoryCalls();
    prefetchChatHistory('c-1');
    await requestChatHistory('c-2');
    await requestChatHistory('c-1');
    expect(asked).toEqual(['c-1', 'c-2', 'c-1']);
  });

  it('does not serve a stale prefetch', async () => {
    const asked = countHistoryCalls();
    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchChatHistory('c-1');
    vi.setSystemTime(Date.now() + 60_000);
    await requestChatHistory('c-1');
    expect(asked).toEqual(['c-1', 'c-1']);
  });

  it('leaves no unhandled rejection when the prefetch fails and is never used', async () => {
    server.use(http.get(HISTORY, () => HttpResponse.error()));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prefetchChatHistory('c-9');
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
