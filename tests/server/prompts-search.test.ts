import { startTestServer, type TestServer } from './harness';
import { addPrompt, call, names, queryPage } from './prompts-helpers';

/** Searching prompts: the caller's text is matched as plain text, and its length is bounded. */
let server: TestServer;
const owner = 'searcher';

beforeAll(async () => {
  server = await startTestServer();
  // A search only runs its text against prompts the caller sees, so there must be one.
  await addPrompt(server, owner, { prompt_name: 'Weekly report', content: 'Summarise the week' });
});
afterAll(() => server.close());

describe('POST /prompt/query_page and /prompt/list search text', () => {
  it('matches LIKE wildcards and escapes as plain text', async () => {
    const other = `wildcards-${Date.now()}`;
    const theirs = (filter: Record<string, unknown>) =>
      queryPage(server, other, { user_code: other, ...filter });
    await addPrompt(server, other, { prompt_name: 'Discount 100%_off\\now', content: 'c' });
    await addPrompt(server, other, { prompt_name: 'Discount now', content: 'c' });
    expect(names(await theirs({ prompt_name: '100%_off\\' }))).toEqual(['Discount 100%_off\\now']);
    expect(names(await theirs({ query: '%' }))).toEqual(['Discount 100%_off\\now']);
    expect(names(await theirs({ query: '_' }))).toEqual(['Discount 100%_off\\now']);
    expect(names(await theirs({ prompt_name: 'Discount%now' }))).toEqual([]);
  });

  it.each(['/prompt/list', '/prompt/query_page'])(
    '%s refuses search text beyond 500 characters with 400, and searches 500 characters of wildcards fine',
    async (path) => {
      for (const field of ['prompt_name', 'query']) {
        const long = await call(server, path, { userId: owner, body: { [field]: 'x'.repeat(50_001) } });
        expect(long.status).toBe(400);
        expect(long.body).toMatchObject({ success: false, err_code: 'E0001', data: null });
        expect(long.body.err_msg).toMatch(new RegExp(`^${field}: must be at most 500 characters;$`));
        const wild = await call(server, path, { userId: owner, body: { [field]: '%_'.repeat(250) } });
        expect(wild.status).toBe(200);
      }
    },
  );
});
