import type { Prompt } from '@/contract/prompt';
import { startTestServer, type TestServer } from './harness';
import { ALICE, BOB, addPrompt, call, names, queryPage } from './prompts-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /prompt/add', () => {
  it('stores every field and answers the stored prompt, private and owned by the caller', async () => {
    const answer = await call<Prompt>(server, '/prompt/add', {
      userId: ALICE,
      body: {
        prompt_name: 'SQL helper',
        prompt_type: 'Scene',
        chat_scene: 'chat_with_db_execute',
        sub_chat_scene: 'sub',
        content: 'Use {dialect} for {db_name}.',
        prompt_desc: 'Writes SQL',
        response_schema: '{"sql": "..."}',
        model: 'fake-model',
        prompt_language: 'en',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, err_code: null });
    const prompt = answer.body.data as Prompt;
    expect(prompt).toMatchObject({
      prompt_name: 'SQL helper',
      prompt_type: 'Scene',
      chat_scene: 'chat_with_db_execute',
      sub_chat_scene: 'sub',
      content: 'Use {dialect} for {db_name}.',
      prompt_desc: 'Writes SQL',
      response_schema: '{"sql": "..."}',
      model: 'fake-model',
      prompt_language: 'en',
      input_variables: 'dialect,db_name',
      user_code: ALICE,
      user_name: ALICE,
      sys_code: 'dbgpt',
      visibility: 'private',
    });
    expect(prompt.prompt_code).toMatch(/^[0-9a-f]{32}$/);
    expect(prompt.id).toEqual(expect.any(Number));
    expect(prompt.gmt_created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const stored = await queryPage(server, ALICE, { prompt_code: prompt.prompt_code });
    expect(stored.items).toEqual([prompt]);
  });

  it('keeps a given prompt_code, visibility and input_variables', async () => {
    const prompt = await addPrompt(server, ALICE, {
      prompt_code: 'my-code-1',
      visibility: 'public',
      input_variables: 'a,b',
    });
    expect(prompt).toMatchObject({ prompt_code: 'my-code-1', visibility: 'public', input_variables: 'a,b' });
  });

  it('names each missing required field', async () => {
    const answer = await call(server, '/prompt/add', { userId: ALICE, body: { content: '   ' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, err_code: 'E0001', data: null });
    expect(answer.body.err_msg).toContain('prompt_name: is required;');
    expect(answer.body.err_msg).toContain('prompt_type: is required;');
    expect(answer.body.err_msg).toContain('content: is required;');
  });

  it('refuses an unknown visibility', async () => {
    const answer = await call(server, '/prompt/add', {
      userId: ALICE,
      body: { prompt_name: 'v', prompt_type: 'Normal', content: 'x', visibility: 'friends' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toContain('visibility: must be "public" or "private"');
  });

  it('refuses a second prompt with the same name, language and model for the same owner', async () => {
    await addPrompt(server, ALICE, { prompt_name: 'Twin', prompt_language: 'en', model: 'm1' });
    const again = await call(server, '/prompt/add', {
      userId: ALICE,
      body: {
        prompt_name: 'Twin',
        prompt_type: 'Normal',
        content: 'other',
        prompt_language: 'en',
        model: 'm1',
      },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, err_code: 'E0003' });
    expect(again.body.err_msg).toMatch(/already have a prompt named "Twin"/);

    // Another language, another model or another owner is a different prompt.
    await addPrompt(server, ALICE, { prompt_name: 'Twin', prompt_language: 'zh', model: 'm1' });
    await addPrompt(server, ALICE, { prompt_name: 'Twin', prompt_language: 'en', model: 'm2' });
    await addPrompt(server, BOB, { prompt_name: 'Twin', prompt_language: 'en', model: 'm1' });
  });

  it('treats a prompt without language or model as one identity', async () => {
    await addPrompt(server, ALICE, { prompt_name: 'Bare', prompt_language: null });
    const again = await call(server, '/prompt/add', {
      userId: ALICE,
      body: { prompt_name: 'Bare', prompt_type: 'Normal', content: 'x' },
    });
    expect(again.status).toBe(400);
    expect(again.body.err_code).toBe('E0003');
  });

  it('refuses a taken prompt_code with one answer that tells nothing about whose prompt holds it', async () => {
    await addPrompt(server, ALICE, { prompt_code: 'alice-private' });
    await addPrompt(server, ALICE, { prompt_code: 'alice-public', visibility: 'public' });
    await addPrompt(server, BOB, { prompt_code: 'bob-own' });
    const answers = [];
    for (const code of ['alice-private', 'alice-public', 'bob-own']) {
      const again = await call(server, '/prompt/add', {
        userId: BOB,
        body: { prompt_code: code, prompt_name: `x ${code}`, prompt_type: 'Normal', content: 'x' },
      });
      expect(again.status).toBe(400);
      answers.push({ ...again.body, err_msg: again.body.err_msg?.replace(code, 'CODE') });
    }
    expect(answers[0]).toEqual({
      success: false,
      err_code: 'E0003',
      err_msg: 'The prompt_code "CODE" cannot be used; choose another one or leave it empty to get a new one',
      data: null,
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe('POST /prompt/update', () => {
  it('changes the given fields, keeps the others and re-reads the variables of new content', async () => {
    const prompt = await addPrompt(server, ALICE, { prompt_desc: 'old desc', content: 'Hi {name}' });
    const answer = await call<Prompt>(server, '/prompt/update', {
      userId: ALICE,
      body: { prompt_code: prompt.prompt_code, content: 'Bye {person} from {place}', visibility: 'public' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: prompt.id,
      prompt_name: prompt.prompt_name,
      prompt_desc: 'old desc',
      content: 'Bye {person} from {place}',
      input_variables: 'person,place',
      visibility: 'public',
      user_code: ALICE,
    });
  });

  it('clears an optional field given as empty text', async () => {
    const prompt = await addPrompt(server, ALICE, { prompt_desc: 'to clear' });
    const answer = await call<Prompt>(server, '/prompt/update', {
      userId: ALICE,
      body: { prompt_code: prompt.prompt_code, prompt_desc: '' },
    });
    expect(answer.body.data?.prompt_desc).toBeNull();
  });

  it('refuses a blank name, a missing code and an unknown code', async () => {
    const prompt = await addPrompt(server, ALICE);
    const blank = await call(server, '/prompt/update', {
      userId: ALICE,
      body: { prompt_code: prompt.prompt_code, prompt_name: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.err_msg).toContain('prompt_name: is required;');

    const noCode = await call(server, '/prompt/update', { userId: ALICE, body: { prompt_name: 'x' } });
    expect(noCode.status).toBe(400);
    expect(noCode.body.err_msg).toContain('prompt_code: is required;');

    const unknown = await call(server, '/prompt/update', { userId: ALICE, body: { prompt_code: 'nope' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, err_code: '404' });
  });

  it('refuses a rename onto another prompt of the same owner', async () => {
    await addPrompt(server, ALICE, { prompt_name: 'Taken name' });
    const other = await addPrompt(server, ALICE, { prompt_name: 'Free name' });
    const answer = await call(server, '/prompt/update', {
      userId: ALICE,
      body: { prompt_code: other.prompt_code, prompt_name: 'Taken name' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toMatch(/already have a prompt named "Taken name"/);
  });
});

describe('POST /prompt/delete', () => {
  it('deletes one prompt by prompt_code', async () => {
    const prompt = await addPrompt(server, ALICE);
    const answer = await call(server, '/prompt/delete', {
      userId: ALICE,
      body: { prompt_code: prompt.prompt_code },
    });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, err_code: null, err_msg: null, data: null },
    });
    expect((await queryPage(server, ALICE, { prompt_code: prompt.prompt_code })).items).toEqual([]);
  });

  it('deletes every language of a name by prompt_name, as DB-GPT does', async () => {
    await addPrompt(server, ALICE, { prompt_name: 'Many', prompt_language: 'en' });
    await addPrompt(server, ALICE, { prompt_name: 'Many', prompt_language: 'zh' });
    const answer = await call(server, '/prompt/delete', { userId: ALICE, body: { prompt_name: 'Many' } });
    expect(answer.status).toBe(200);
    expect((await queryPage(server, ALICE, { prompt_name: 'Many' })).items).toEqual([]);
  });

  it('needs a name or a code, and answers 404 for an unknown one', async () => {
    const empty = await call(server, '/prompt/delete', { userId: ALICE, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.err_msg).toContain('prompt_name: is required (or prompt_code);');
    const unknown = await call(server, '/prompt/delete', { userId: ALICE, body: { prompt_name: 'No such' } });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /prompt/query_page and /prompt/list', () => {
  let owner: string;
  beforeAll(async () => {
    owner = `searcher-${Date.now()}`;
    await addPrompt(server, owner, {
      prompt_name: 'Weekly report',
      content: 'Summarise the week',
      prompt_type: 'Normal',
    });
    await addPrompt(server, owner, {
      prompt_name: 'SQL writer',
      content: 'Write a weekly SQL report',
      prompt_type: 'Scene',
      chat_scene: 'chat_with_db_execute',
      prompt_language: 'zh',
    });
    await addPrompt(server, owner, {
      prompt_name: 'Translator',
      content: 'Translate {text}',
      prompt_type: 'Normal',
    });
  });
  const mine = (filter: Record<string, unknown> = {}, paging = '') =>
    queryPage(server, owner, { user_code: owner, ...filter }, paging);

  it('answers newest first in the pagination wrapper', async () => {
    const page = await mine();
    expect(names(page)).toEqual(['Translator', 'SQL writer', 'Weekly report']);
    expect(page).toMatchObject({ total_count: 3, total_pages: 1, page: 1, page_size: 20 });
  });

  it('pages with page and page_size', async () => {
    const second = await mine({}, '?page=2&page_size=2');
    expect(names(second)).toEqual(['Weekly report']);
    expect(second).toMatchObject({ total_count: 3, total_pages: 2, page: 2, page_size: 2 });
    const bad = await call(server, '/prompt/query_page?page=0', { userId: owner });
    expect(bad.status).toBe(400);
    expect(bad.body.err_code).toBe('E0001');
  });

  it('filters by exact fields', async () => {
    expect(names(await mine({ prompt_type: 'Scene' }))).toEqual(['SQL writer']);
    expect(names(await mine({ chat_scene: 'chat_with_db_execute', prompt_language: 'zh' }))).toEqual([
      'SQL writer',
    ]);
    expect(names(await mine({ prompt_language: 'en', prompt_type: 'Normal' }))).toEqual([
      'Translator',
      'Weekly report',
    ]);
  });

  it('finds free text in the name or the content, any case; prompt_name matches a part of the name', async () => {
    expect(names(await mine({ query: 'WEEKLY' }))).toEqual(['SQL writer', 'Weekly report']);
    expect(names(await mine({ query: '{text}' }))).toEqual(['Translator']);
    expect(names(await mine({ query: '100%' }))).toEqual([]);
    expect(names(await mine({ prompt_name: 'writ' }))).toEqual(['SQL writer']);
  });

  it('lists the same prompts without paging', async () => {
    const answer = await call<Prompt[]>(server, '/prompt/list', {
      userId: owner,
      body: { user_code: owner },
    });
    expect(answer.body.data?.map((prompt) => prompt.prompt_name)).toEqual([
      'Translator',
      'SQL writer',
      'Weekly report',
    ]);
  });
});
