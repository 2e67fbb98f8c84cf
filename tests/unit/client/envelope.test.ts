import { AxiosError } from 'axios';
import { delay, http as mock, HttpResponse } from 'msw';
import { apiInterceptors } from '@/client/envelope';
import { GET, POST } from '@/client/http';
import { registerErrorNotifier, type ErrorNotice } from '@/client/notify';
import { server } from '../msw-server';
import { useTestLanguage } from './test-i18n';

let notices: ErrorNotice[];
let unregister: () => void;

beforeEach(async () => {
  await useTestLanguage('en');
  notices = [];
  unregister = registerErrorNotifier((notice) => notices.push(notice));
});
afterEach(() => unregister());

function answer(body: unknown, status = 200) {
  server.use(
    mock.get('*/api/test/envelope', () => HttpResponse.json(body as Record<string, unknown>, { status })),
  );
}

describe('apiInterceptors on an answered request', () => {
  it('returns the data of a successful envelope without notifying', async () => {
    answer({ success: true, err_code: null, err_msg: null, data: ['gpt-4o', 'qwen'] });
    const [error, data, envelope, response] = await apiInterceptors(
      GET<undefined, string[]>('/api/test/envelope'),
    );
    expect(error).toBeNull();
    expect(data).toEqual(['gpt-4o', 'qwen']);
    expect(envelope?.success).toBe(true);
    expect(response?.status).toBe(200);
    expect(notices).toEqual([]);
  });

  it('notifies the server err_msg under "Request error" and still returns the tuple for success:false', async () => {
    answer({ success: false, err_code: 'E000X', err_msg: 'Please do not repeat feedback', data: null });
    const [error, data, envelope, response] = await apiInterceptors(
      GET<undefined, string[]>('/api/test/envelope'),
    );
    expect(notices).toEqual([{ title: 'Request error', description: 'Please do not repeat feedback' }]);
    expect(error).toBeNull();
    expect(data).toBeUndefined();
    expect(envelope).toMatchObject({ success: false, err_code: 'E000X' });
    expect(response?.status).toBe(200);
  });

  it('keeps data a failing envelope carries', async () => {
    answer({ success: false, err_code: 'E1', err_msg: 'partial', data: { kept: true } });
    const [, data] = await apiInterceptors(GET<undefined, { kept: boolean }>('/api/test/envelope'));
    expect(data).toEqual({ kept: true });
  });

  it('falls back to the fixed sentence when err_msg is missing', async () => {
    answer({ success: false, err_code: 'E000X', data: null });
    await apiInterceptors(GET('/api/test/envelope'));
    expect(notices).toEqual([
      { title: 'Request error', description: 'The interface is abnormal. Please try again later' },
    ]);
  });

  it('stays quiet for a tolerated error code but notifies for others', async () => {
    answer({ success: false, err_code: 'E0102', err_msg: 'nothing to stop', data: null });
    const [error, , envelope] = await apiInterceptors(GET('/api/test/envelope'), ['E0102']);
    expect(notices).toEqual([]);
    expect(error).toBeNull();
    expect(envelope?.err_code).toBe('E0102');

    await apiInterceptors(GET('/api/test/envelope'), ['E0001']);
    expect(notices).toHaveLength(1);
  });

  it("stays quiet for every error code with '*'", async () => {
    answer({ success: false, err_code: 'ANY', err_msg: 'whatever', data: null });
    const [, , envelope] = await apiInterceptors(GET('/api/test/envelope'), '*');
    expect(notices).toEqual([]);
    expect(envelope?.err_msg).toBe('whatever');
  });

  it("reports 'Network Error!' for an empty body", async () => {
    server.use(mock.get('*/api/test/envelope', () => new HttpResponse(null, { status: 200 })));
    const [error, data, envelope, response] = await apiInterceptors(GET('/api/test/envelope'));
    expect(error).toBeInstanceOf(Error);
    expect(error?.message).toBe('Network Error!');
    expect(data).toBeUndefined();
    expect(envelope).toBeUndefined();
    expect(response?.status).toBe(200);
    expect(notices).toEqual([{ title: 'Request error', description: 'Network Error!' }]);
  });

  it("reports 'Network Error!' for a body that is not an envelope (the UI's HTML page)", async () => {
    server.use(mock.get('*/api/test/envelope', () => HttpResponse.html('<html>404</html>')));
    const [error] = await apiInterceptors(GET('/api/test/envelope'));
    expect(error?.message).toBe('Network Error!');
    expect(notices).toHaveLength(1);
  });
});

describe('apiInterceptors on a transport failure', () => {
  it('shows the err_msg of an error status body and returns its envelope', async () => {
    answer({ success: false, err_code: 'E0001', err_msg: 'query.con_uid:Field required;', data: null }, 400);
    const [error, data, envelope, response] = await apiInterceptors(GET('/api/test/envelope'));
    expect(error).toBeInstanceOf(AxiosError);
    expect(data).toBeUndefined();
    expect(envelope?.err_code).toBe('E0001');
    expect(response?.status).toBe(400);
    expect(notices).toEqual([{ title: 'Request error', description: 'query.con_uid:Field required;' }]);
  });

  it('honours tolerated codes carried by an error status body', async () => {
    answer({ success: false, err_code: '404', err_msg: 'Flow not found', data: null }, 404);
    const [error, , envelope] = await apiInterceptors(GET('/api/test/envelope'), ['404']);
    expect(error).toBeInstanceOf(AxiosError);
    expect(envelope?.err_msg).toBe('Flow not found');
    expect(notices).toEqual([]);
  });

  it('describes an error status without a parseable body by its status', async () => {
    server.use(
      mock.get('*/api/test/envelope', () => HttpResponse.text('Internal Server Error', { status: 500 })),
    );
    const [error, data, envelope, response] = await apiInterceptors(GET('/api/test/envelope'));
    expect(error?.message).toBe('Request failed with status code 500');
    expect(data).toBeUndefined();
    expect(envelope).toBeUndefined();
    expect(response?.status).toBe(500);
    expect(notices).toEqual([
      { title: 'Request error', description: 'The server answered with status 500.' },
    ]);
  });

  it('describes an unreachable server', async () => {
    server.use(mock.post('*/api/test/envelope', () => HttpResponse.error()));
    const [error, data, envelope, response] = await apiInterceptors(POST('/api/test/envelope', { a: 1 }));
    expect(error).toBeInstanceOf(AxiosError);
    expect([data, envelope, response]).toEqual([undefined, undefined, undefined]);
    expect(notices).toEqual([
      {
        title: 'Request error',
        description: 'Cannot reach the server. Check your network connection and try again.',
      },
    ]);
  });

  it('describes a timeout with the limit that applied', async () => {
    server.use(
      mock.get('*/api/test/slow', async () => {
        await delay(2000);
        return HttpResponse.json({ success: true, data: 1 });
      }),
    );
    // The fetch adapter enforces the timeout under msw (the XHR one is answered by the mock regardless);
    // Node's fetch needs an absolute URL.
    const request = GET(`${window.location.origin}/api/test/slow`, undefined, {
      adapter: 'fetch',
      timeout: 50,
    });
    const [error, data] = await apiInterceptors(request);
    expect(error).toBeInstanceOf(AxiosError);
    expect(data).toBeUndefined();
    expect(notices).toEqual([
      { title: 'Request error', description: 'The request timed out (1 s). Please try again later.' },
    ]);
  });

  it('stays quiet when the caller cancelled the request', async () => {
    server.use(
      mock.get('*/api/test/slow', async () => {
        await delay(2000);
        return HttpResponse.json({ success: true, data: 1 });
      }),
    );
    const controller = new AbortController();
    const pending = apiInterceptors(GET('/api/test/slow', undefined, { signal: controller.signal }));
    controller.abort();
    const [error, data] = await pending;
    expect(error).toBeInstanceOf(Error);
    expect(data).toBeUndefined();
    expect(notices).toEqual([]);
  });
});

describe('apiInterceptors in Chinese', () => {
  beforeEach(() => useTestLanguage('zh'));

  it('localises the title and the fallback sentence', async () => {
    answer({ success: false, err_code: 'E000X', err_msg: null, data: null });
    await apiInterceptors(GET('/api/test/envelope'));
    expect(notices).toEqual([{ title: '请求错误', description: '接口异常，请稍后再试' }]);
  });

  it('localises the empty-body, unreachable and timeout messages but keeps the server text', async () => {
    server.use(mock.get('*/api/test/envelope', () => new HttpResponse(null, { status: 200 })));
    const [error] = await apiInterceptors(GET('/api/test/envelope'));
    expect(error?.message).toBe('网络错误！');

    server.use(mock.get('*/api/test/envelope', () => HttpResponse.error()));
    await apiInterceptors(GET('/api/test/envelope'));

    answer({ success: false, err_code: 'E0003', err_msg: 'database is locked', data: null }, 400);
    await apiInterceptors(GET('/api/test/envelope'));

    server.use(
      mock.get('*/api/test/slow', async () => {
        await delay(2000);
        return HttpResponse.json({ success: true, data: 1 });
      }),
    );
    await apiInterceptors(
      GET(`${window.location.origin}/api/test/slow`, undefined, { adapter: 'fetch', timeout: 50 }),
    );

    expect(notices.map((notice) => notice.description)).toEqual([
      '网络错误！',
      '无法连接服务器，请检查网络后重试。',
      'database is locked',
      '请求超时（1 秒），请稍后再试。',
    ]);
    expect(new Set(notices.map((notice) => notice.title))).toEqual(new Set(['请求错误']));
  });
});
