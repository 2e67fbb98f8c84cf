import type { Prompt } from '@/contract/prompt';
import { startTestServer, type TestServer } from './harness';
import { ADMIN, ALICE, BOB, addPrompt, call, names, queryPage } from './prompts-helpers';

let server: TestServer;
let alicePrivate: Prompt;
let alicePublic: Prompt;
let bobPrivate: Prompt;

beforeAll(async () => {
  server = await startTestServer();
  alicePrivate = await addPrompt(server, ALICE, { prompt_name: 'Alice private', content: 'secret recipe' });
  alicePublic = await addPrompt(server, ALICE, { prompt_name: 'Alice public', visibility: 'public' });
  bobPrivate = await addPrompt(server, BOB, { prompt_name: 'Bob private' });
});
afterAll(() => server.close());

describe('reading', () => {
  it('shows a user their own prompts and the public ones, never another user’s private ones', async () => {
    expect(names(await queryPage(server, ALICE))).toEqual(['Alice public', 'Alice private']);
    expect(names(await queryPage(server, BOB))).toEqual(['Bob private', 'Alice public']);
    // An admin sees public prompts too, but no one else's private ones.
    expect(names(await queryPage(server, ADMIN))).toEqual(['Alice public']);
  });

  it('filters by visibility: public ones, or only the caller’s private ones', async () => {
    expect(names(await queryPage(server, BOB, { visibility: 'public' }))).toEqual(['Alice public']);
    expect(names(await queryPage(server, BOB, { visibility: 'private' }))).toEqual(['Bob private']);
  });

  it('does not reveal a private prompt through exact filters or free text', async () => {
    expect((await queryPage(server, BOB, { prompt_code: alicePrivate.prompt_code })).items).toEqual([]);
    expect((await queryPage(server, BOB, { user_code: ALICE })).items.map((p) => p.prompt_name)).toEqual([
      'Alice public',
    ]);
    expect((await queryPage(server, BOB, { query: 'secret' })).total_count).toBe(0);
    const list = await call<Prompt[]>(server, '/prompt/list', { userId: BOB });
    expect(list.body.data?.map((prompt) => prompt.prompt_name)).toEqual(['Bob private', 'Alice public']);
  });
});

describe('changing', () => {
  it('answers 404 when another user updates or deletes a private prompt, and leaves it alone', async () => {
    const update = await call(server, '/prompt/update', {
      userId: BOB,
      body: { prompt_code: alicePrivate.prompt_code, content: 'stolen' },
    });
    expect(update.status).toBe(404);
    expect(update.body).toMatchObject({ success: false, err_code: '404', data: null });

    for (const body of [{ prompt_code: alicePrivate.prompt_code }, { prompt_name: 'Alice private' }]) {
      const removal = await call(server, '/prompt/delete', { userId: BOB, body });
      expect(removal.status).toBe(404);
    }
    // Admins have no say over private prompts either.
    const admin = await call(server, '/prompt/update', {
      userId: ADMIN,
      body: { prompt_code: alicePrivate.prompt_code, content: 'moderated' },
    });
    expect(admin.status).toBe(404);

    const [stored] = (await queryPage(server, ALICE, { prompt_code: alicePrivate.prompt_code })).items;
    expect(stored?.content).toBe('secret recipe');
  });

  it('answers 403 when a non-admin changes or deletes someone else’s public prompt', async () => {
    const update = await call(server, '/prompt/update', {
      userId: BOB,
      body: { prompt_code: alicePublic.prompt_code, content: 'vandalised' },
    });
    expect(update.status).toBe(403);
    expect(update.body).toMatchObject({ success: false, err_code: '403' });
    expect(update.body.err_msg).toMatch(/Only the owner .* or an admin/);
    const removal = await call(server, '/prompt/delete', {
      userId: BOB,
      body: { prompt_code: alicePublic.prompt_code },
    });
    expect(removal.status).toBe(403);
    expect(names(await queryPage(server, BOB, { visibility: 'public' }))).toEqual(['Alice public']);
  });

  it('lets an admin change a public prompt, which stays its owner’s', async () => {
    const answer = await call<Prompt>(server, '/prompt/update', {
      userId: ADMIN,
      body: { prompt_code: alicePublic.prompt_code, prompt_desc: 'reviewed by an admin' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ prompt_desc: 'reviewed by an admin', user_code: ALICE });
  });

  it('shows a prompt to everyone once its owner makes it public', async () => {
    await call(server, '/prompt/update', {
      userId: BOB,
      body: { prompt_code: bobPrivate.prompt_code, visibility: 'public' },
    });
    expect(names(await queryPage(server, ALICE))).toContain('Bob private');
  });

  it('deletes by name only the prompts the caller owns, leaving another user’s public one', async () => {
    const mine = await addPrompt(server, BOB, { prompt_name: 'Shared name', prompt_language: 'en' });
    await addPrompt(server, ALICE, {
      prompt_name: 'Shared name',
      prompt_language: 'en',
      visibility: 'public',
    });
    const removal = await call(server, '/prompt/delete', {
      userId: BOB,
      body: { prompt_name: 'Shared name' },
    });
    expect(removal.status).toBe(200);
    const left = (await queryPage(server, BOB, { prompt_name: 'Shared name' })).items;
    expect(left.map((prompt) => prompt.user_code)).toEqual([ALICE]);
    expect(left.some((prompt) => prompt.prompt_code === mine.prompt_code)).toBe(false);
  });

  it('lets an admin delete a public prompt', async () => {
    const prompt = await addPrompt(server, ALICE, { visibility: 'public' });
    const removal = await call(server, '/prompt/delete', {
      userId: ADMIN,
      body: { prompt_code: prompt.prompt_code },
    });
    expect(removal.status).toBe(200);
    expect((await queryPage(server, ALICE, { prompt_code: prompt.prompt_code })).items).toEqual([]);
  });
});
