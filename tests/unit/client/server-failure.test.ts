import { http as mock, HttpResponse } from 'msw';
import { apiInterceptors, failureDetails } from '@/client/envelope';
import { GET, POST } from '@/client/http';
import { registerErrorNotifier, type ErrorNotice } from '@/client/notify';
import { readableFailure } from '@/client/server-failure';
import { server } from '../msw-server';
import { dbgptFixture, dbgptHandler } from '../support/dbgpt-fixtures';
import { useTestLanguage } from './test-i18n';

const TRACEBACK = `Traceback (most recent call last):
  File "/app/dbgpt_serve/rag/service/service.py", line 212, in get_graph
    return store.query_graph(limit)
AttributeError: 'ChromaStore' object has no attribute 'query_graph'`;

describe('readableFailure', () => {
  beforeEach(() => useTestLanguage('en'));

  it.each([
    ['UNIQUE constraint failed: gpts_app.app_name', 'An app with this name already exists'],
    [
      "(pymysql.err.IntegrityError) (1062, \"Duplicate entry 'sales' for key 'connect_config.uk_db'\")",
      'A datasource with this name already exists',
    ],
    [
      '(psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint "uk_gpts_app"',
      'An app with this name already exists',
    ],
    [
      '(sqlite3.IntegrityError) UNIQUE constraint failed: knowledge_space.name',
      'A knowledge space with this name already exists',
    ],
    [
      '(sqlite3.IntegrityError) UNIQUE constraint failed: dbgpt_serve_flow.uid',
      'A flow with this identifier already exists',
    ],
    [
      '(sqlite3.IntegrityError) UNIQUE constraint failed: some_other_table.label',
      'An item with this name already exists',
    ],
  ])('names the kind of item a duplicate is: %s', (raw, message) => {
    expect(readableFailure(raw)).toEqual({ message, details: raw });
  });

  it.each([
    TRACEBACK,
    "get graph vis error 'ChromaStore' object has no attribute 'query_graph'",
    '(sqlalchemy.exc.OperationalError) no such table: chat_history',
    'java.lang.NullPointerException\n    at com.example.Service.run(Service.java:42)',
    'TypeError: Cannot read properties of undefined\n    at handler (/srv/app/server.js:10:5)',
  ])('keeps program text for Details and says something short: %s', (raw) => {
    expect(readableFailure(raw)).toEqual({
      message: 'The server could not complete this request.',
      details: raw,
    });
  });

  it('leaves a message written for users as it is', () => {
    expect(readableFailure('Please do not repeat feedback')).toEqual({
      message: 'Please do not repeat feedback',
      details: null,
    });
  });

  it('speaks Chinese in a Chinese page', async () => {
    await useTestLanguage('zh');
    expect(readableFailure(TRACEBACK).message).toBe('服务器未能完成此请求。');
    expect(readableFailure('UNIQUE constraint failed: prompt_manage.prompt_name').message).toBe(
      '已存在同名的提示词',
    );
  });
});

describe('apiInterceptors and server failure text', () => {
  let notices: ErrorNotice[];
  let unregister: () => void;
  beforeEach(async () => {
    await useTestLanguage('en');
    notices = [];
    unregister = registerErrorNotifier((notice) => notices.push(notice));
  });
  afterEach(() => unregister());

  it('notifies the short message with the SQL as details, and returns the readable envelope', async () => {
    server.use(dbgptHandler('prompt-add-duplicate'));
    const raw = (dbgptFixture('prompt-add-duplicate').response.body as { err_msg: string }).err_msg;
    const [error, , envelope] = await apiInterceptors(POST('/prompt/add', {}));
    expect(error).not.toBeNull();
    expect(notices).toEqual([
      { title: 'Request error', description: 'A prompt with this name already exists', details: raw },
    ]);
    expect(envelope?.err_msg).toBe('A prompt with this name already exists');
    expect(failureDetails(envelope)).toBe(raw);
  });

  it('gives a caller that shows failures itself the readable text and the details', async () => {
    server.use(
      mock.get('*/api/test/graph', () =>
        HttpResponse.json({ success: false, err_code: 'E000X', err_msg: TRACEBACK, data: null }),
      ),
    );
    const [, , envelope] = await apiInterceptors(GET('/api/test/graph'), '*');
    expect(notices).toEqual([]);
    expect(envelope?.err_msg).toBe('The server could not complete this request.');
    expect(failureDetails(envelope)).toBe(TRACEBACK);
  });

  it('keeps a plain-text traceback of a 500 as details', async () => {
    server.use(mock.get('*/api/test/crash', () => HttpResponse.text(TRACEBACK, { status: 500 })));
    await apiInterceptors(GET('/api/test/crash'));
    expect(notices).toEqual([
      { title: 'Request error', description: 'The server answered with status 500.', details: TRACEBACK },
    ]);
  });
});

describe('optional calls and routes the server does not have', () => {
  let notices: ErrorNotice[];
  let unregister: () => void;
  beforeEach(async () => {
    await useTestLanguage('en');
    notices = [];
    unregister = registerErrorNotifier((notice) => notices.push(notice));
  });
  afterEach(() => unregister());

  it("stays quiet for DB-GPT's HTML 404 and for an empty 404 when the caller handles failures", async () => {
    server.use(dbgptHandler('recommend-questions-404'));
    const [error, , envelope, response] = await apiInterceptors(
      GET('/knowledge/product_docs/recommend_questions'),
      '*',
    );
    expect(error).not.toBeNull();
    expect(envelope).toBeUndefined();
    expect(response?.status).toBe(404);

    server.use(mock.get('*/api/test/empty', () => new HttpResponse(null, { status: 404 })));
    await apiInterceptors(GET('/api/test/empty'), '*');
    expect(notices).toEqual([]);
  });

  it('still tells about a 404 when the call is not optional, and about an HTML 500 in any case', async () => {
    server.use(dbgptHandler('recommend-questions-404'));
    await apiInterceptors(GET('/knowledge/product_docs/recommend_questions'));
    server.use(mock.get('*/api/test/down', () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 })));
    await apiInterceptors(GET('/api/test/down'), '*');
    expect(notices.map((notice) => notice.description)).toEqual([
      'The server answered with status 404.',
      'The server answered with status 502.',
    ]);
  });
});
