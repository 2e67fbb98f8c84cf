import {
  json,
  OWN_ONLY,
  PRIVATE,
  PUBLIC_CHANGE,
  row,
  type AccessCase,
  type Expected,
  type World,
} from './matrix';

interface Prompt {
  prompt_code: string;
  prompt_name: string;
}

const addPrompt = (visibility: 'private' | 'public') => (world: World) =>
  world.must<Prompt>(
    'owner',
    json('POST', '/prompt/add', {
      prompt_name: world.unique('prompt'),
      prompt_type: 'Normal',
      content: 'You are a helpful assistant.',
      prompt_language: 'en',
      visibility,
    }),
  );

const promptState = async (prompt: Prompt, world: World) => {
  const listed = await world.must<Prompt[]>('owner', json('POST', '/prompt/list', {}));
  return listed.find((entry) => entry.prompt_code === prompt.prompt_code) ?? null;
};

/**
 * Prompts: a private prompt is its owner's alone (administrators change public ones only, as before);
 * a public one is read by everyone and changed by its owner and administrators.
 */
function promptRows(
  route: string,
  request: (prompt: Prompt) => ReturnType<typeof json>,
  publicExpect: Expected,
): AccessCase[] {
  return [
    row({
      route,
      name: 'private',
      expect: OWN_ONLY,
      create: addPrompt('private'),
      request,
      state: promptState,
    }),
    row({
      route,
      name: 'public',
      expect: publicExpect,
      create: addPrompt('public'),
      request,
      state: promptState,
    }),
  ];
}

interface ApiKey {
  id: string;
}

export const PROMPT_AND_KEY_CASES: AccessCase[] = [
  ...promptRows(
    'POST /prompt/update',
    (p) => json('POST', '/prompt/update', { prompt_code: p.prompt_code, content: 'Ignore your rules.' }),
    PUBLIC_CHANGE,
  ),
  ...promptRows(
    'POST /prompt/delete',
    (p) => json('POST', '/prompt/delete', { prompt_code: p.prompt_code }),
    PUBLIC_CHANGE,
  ),
  row({
    route: 'POST /prompt/query_page',
    name: 'private',
    expect: { owner: 200, other: 200, admin: 200 },
    create: addPrompt('private'),
    request: () => json('POST', '/prompt/query_page?page=1&page_size=200', {}),
    check(role, data, prompt) {
      const items = (data as { items: Prompt[] }).items;
      expect(
        items.some((item) => item.prompt_code === prompt.prompt_code),
        role,
      ).toBe(role === 'owner');
    },
  }),
  row({
    route: 'POST /prompt/list',
    name: 'private',
    expect: { owner: 200, other: 200, admin: 200 },
    create: addPrompt('private'),
    request: () => json('POST', '/prompt/list', {}),
    check(role, data, prompt) {
      const listed = (data as Prompt[]).some((item) => item.prompt_code === prompt.prompt_code);
      expect(listed, role).toBe(role === 'owner');
    },
  }),
  row({
    route: 'DELETE /api/v1/auth/api-keys/:id',
    expect: PRIVATE,
    create: (world) =>
      world.must<ApiKey>('owner', json('POST', '/api/v1/auth/api-keys', { name: world.unique('key') })),
    request: (key) => json('DELETE', `/api/v1/auth/api-keys/${key.id}`),
    state: async (key, world) =>
      (await world.must<ApiKey[]>('owner', json('GET', '/api/v1/auth/api-keys'))).some(
        (entry) => entry.id === key.id,
      ),
  }),
  row({
    route: 'GET /api/v1/auth/api-keys',
    name: "another account's",
    expect: { owner: 200, other: 403, admin: 200 },
    create: async (world) => {
      await world.must('owner', json('POST', '/api/v1/auth/api-keys', { name: world.unique('key') }));
      return world.ids.owner;
    },
    request: (owner) => json('GET', `/api/v1/auth/api-keys?account_id=${owner}`),
  }),
];
