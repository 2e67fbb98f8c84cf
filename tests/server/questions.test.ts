import { startTestServer, type TestServer } from './harness';

interface Question {
  question: string;
  params: { language?: string };
  is_hot_question: string;
  valid: string;
  chat_mode: string;
}

let server: TestServer;
const list = async (query = '') => fetch(`${server.baseUrl}/api/v1/question/list${query}`);
const questions = async (query = ''): Promise<Question[]> => (await (await list(query)).json()).data;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/v1/question/list', () => {
  it('seeds hot questions in English and Chinese, each marked with its language', async () => {
    const res = await list('?is_hot_question=true');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, err_code: null });
    const hot: Question[] = body.data;
    const english = hot.filter((q) => q.params.language === 'en');
    const chinese = hot.filter((q) => q.params.language === 'zh');
    expect(english.length).toBeGreaterThanOrEqual(3);
    expect(chinese.length).toBe(english.length);
    expect(english.map((q) => q.question)).toContain('What can you help me with?');
    expect(chinese.every((q) => /[\u4e00-\u9fff]/.test(q.question))).toBe(true);
    expect(hot[0]).toMatchObject({ is_hot_question: 'true', valid: 'true', chat_mode: 'chat_normal' });
    expect(hot[0]).toHaveProperty('gmt_create', expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/));
  });

  it('returns every question without filters and applies each filter exactly', async () => {
    const all = await questions();
    expect(all.length).toBe((await questions('?is_hot_question=true')).length);
    expect(await questions('?is_hot_question=false')).toEqual([]);
    expect(await questions('?chat_mode=chat_knowledge')).toEqual([]);
    expect(await questions('?valid=true&chat_mode=chat_normal')).toHaveLength(all.length);
    expect(await questions('?app_code=some-app')).toEqual([]);
  });

  it('refuses an is_hot_question that is not "true" or "false"', async () => {
    const res = await list('?is_hot_question=yes');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, err_code: 'E0001', data: null });
    expect(body.err_msg).toMatch(/^is_hot_question: /);
  });
});
