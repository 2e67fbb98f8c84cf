import { http as mock, HttpResponse } from 'msw';
import { DELETE, GET, POST, PUT } from '@/client/http';
import { STORAGE_KEYS } from '@/utils/storage-keys';
import { server } from '../msw-server';

interface Seen {
  method: string;
  query: Record<string, string>;
  body: unknown;
  userId: string | null;
}

/** Answers every method on `path` with an envelope and records what reached the server. */
function recordRequests(path: string): Seen[] {
  const seen: Seen[] = [];
  server.use(
    mock.all(`*${path}`, async ({ request }) => {
      const text = await request.text();
      seen.push({
        method: request.method,
        query: Object.fromEntries(new URL(request.url).searchParams),
        body: text ? JSON.parse(text) : undefined,
        userId: request.headers.get('user-id'),
      });
      return HttpResponse.json({ success: true, err_code: null, err_msg: null, data: null });
    }),
  );
  return seen;
}

describe('user-id header', () => {
  it('sends the default user 001 when nothing is stored', async () => {
    const seen = recordRequests('/api/v1/model/types');
    await GET('/api/v1/model/types');
    expect(seen[0].userId).toBe('001');
  });

  it("sends the stored profile's user_id", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.userInfo,
      JSON.stringify({ user_channel: 'dbgpt', user_no: '001', nick_name: 'dbgpt', user_id: 'alice' }),
    );
    const seen = recordRequests('/api/v1/model/types');
    await POST('/api/v1/model/types', {});
    expect(seen[0].userId).toBe('alice');
  });

  it('falls back to the stored plain id when the profile has none', async () => {
    window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ nick_name: 'dbgpt' }));
    window.localStorage.setItem(STORAGE_KEYS.userId, 'bob');
    const seen = recordRequests('/api/v1/model/types');
    await DELETE('/api/v1/model/types');
    expect(seen[0].userId).toBe('bob');
  });
});

describe('timeouts', () => {
  it.each([
    ['/api/v2/serve/model/models/start', 60_000],
    ['/api/v2/serve/model/models/stop', 60_000],
    ['/api/v1/chat/prepare', 60_000],
    ['/api/v1/knowledge/space-a/document/upload', 60_000],
    ['/api/v1/agent/install', 60_000],
    ['/api/v1/chat/dialogue/list', 100_000],
    ['/api/v2/serve/model/models', 100_000],
  ])('applies the limit for %s', async (path, expected) => {
    recordRequests(path);
    const response = await POST(path, {});
    expect(response.config.timeout).toBe(expected);
  });

  it('keeps a limit the caller chose', async () => {
    recordRequests('/api/v1/chat/dialogue/list');
    const response = await GET('/api/v1/chat/dialogue/list', undefined, { timeout: 5_000 });
    expect(response.config.timeout).toBe(5_000);
  });
});

describe('where parameters travel', () => {
  it('GET and DELETE put params in the query string and send no body', async () => {
    const seen = recordRequests('/api/test/params');
    await GET('/api/test/params', { con_uid: 'c1', page: 2 });
    await DELETE('/api/test/params', { code: 'x y' });
    expect(seen.map(({ method, query, body }) => ({ method, query, body }))).toEqual([
      { method: 'GET', query: { con_uid: 'c1', page: '2' }, body: undefined },
      { method: 'DELETE', query: { code: 'x y' }, body: undefined },
    ]);
  });

  it('POST and PUT send a JSON body and no query string', async () => {
    const seen = recordRequests('/api/test/params');
    await POST('/api/test/params', { conv_uid: 'c1', message_id: '1' });
    await PUT('/api/test/params', { uid: 'f1', name: 'flow' });
    expect(seen.map(({ method, query, body }) => ({ method, query, body }))).toEqual([
      { method: 'POST', query: {}, body: { conv_uid: 'c1', message_id: '1' } },
      { method: 'PUT', query: {}, body: { uid: 'f1', name: 'flow' } },
    ]);
  });
});
