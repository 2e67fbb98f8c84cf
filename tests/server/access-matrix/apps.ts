import { json, row, type AccessCase, type Expected, type MatrixRequest, type World } from './matrix';

interface App {
  app_code: string;
  app_name: string;
}

/** A single-agent app with no resources; `published` makes it visible to everyone. */
const appBody = (name: string, fields: Record<string, unknown> = {}) => ({
  app_name: name,
  app_describe: `${name} helps`,
  team_mode: 'single_agent',
  language: 'en',
  details: [{ agent_name: 'Assistant', resources: [], llm_strategy: 'default', prompt_template: 'Be kind' }],
  ...fields,
});

const addApp = (published: boolean) => async (world: World) => {
  const app = await world.must<App>(
    'owner',
    json('POST', '/api/v1/app/create', appBody(world.unique('app'))),
  );
  if (published) await world.must('owner', json('POST', '/api/v1/app/publish', { app_code: app.app_code }));
  return app;
};

const appState = (app: App, world: World) =>
  world.must('owner', json('POST', '/api/v1/app/detail', { app_code: app.app_code }));

/** An unpublished app is seen by its owner, its admins and administrators; a published one by everyone. */
const HIDDEN_READ: Expected = { owner: 200, other: 404, admin: 200 };
const SHOWN_READ: Expected = { owner: 200, other: 200, admin: 200 };
/** Changing another's app is a 403 whether or not it is published (it was named by its code). */
const CHANGE: Expected = { owner: 200, other: 403, admin: 200 };

function appRows(route: string, read: boolean, request: (app: App) => MatrixRequest): AccessCase[] {
  return [
    row({
      route,
      name: 'unpublished',
      expect: read ? HIDDEN_READ : CHANGE,
      create: addApp(false),
      request,
      state: appState,
    }),
    row({
      route,
      name: 'published',
      expect: read ? SHOWN_READ : CHANGE,
      create: addApp(true),
      request,
      state: appState,
    }),
  ];
}

const edit = (app: App) => appBody(`${app.app_name} taken`, { app_code: app.app_code });

export const APP_CASES: AccessCase[] = [
  ...appRows('GET /api/v1/app/info', true, (a) =>
    json('GET', `/api/v1/app/info?chat_scene=chat_agent&app_code=${a.app_code}`),
  ),
  ...appRows('GET /api/v1/app/export', true, (a) =>
    json('GET', `/api/v1/app/export?chat_scene=chat_agent&app_code=${a.app_code}`),
  ),
  ...appRows('POST /api/v1/app/detail', true, (a) =>
    json('POST', '/api/v1/app/detail', { app_code: a.app_code }),
  ),
  ...appRows('GET /api/v2/serve/apps/:app_id', true, (a) => json('GET', `/api/v2/serve/apps/${a.app_code}`)),
  ...appRows('POST /api/v1/app/edit', false, (a) => json('POST', '/api/v1/app/edit', edit(a))),
  ...appRows('PUT /api/v2/serve/apps/:app_id', false, (a) =>
    json('PUT', `/api/v2/serve/apps/${a.app_code}`, edit(a)),
  ),
  ...appRows('POST /api/v1/app/remove', false, (a) =>
    json('POST', '/api/v1/app/remove', { app_code: a.app_code }),
  ),
  ...appRows('DELETE /api/v2/serve/apps/:app_id', false, (a) =>
    json('DELETE', `/api/v2/serve/apps/${a.app_code}`),
  ),
  ...appRows('POST /api/v1/app/publish', false, (a) =>
    json('POST', '/api/v1/app/publish', { app_code: a.app_code }),
  ),
  ...appRows('POST /api/v1/app/unpublish', false, (a) =>
    json('POST', '/api/v1/app/unpublish', { app_code: a.app_code }),
  ),
  ...appRows('POST /api/v1/app/admins/update', false, (a) =>
    json('POST', '/api/v1/app/admins/update', { app_code: a.app_code, admins: [] }),
  ),
  ...appRows('GET /api/v1/app/:app_code/admins', true, (a) =>
    json('GET', `/api/v1/app/${a.app_code}/admins`),
  ),
  row({
    route: 'GET /api/v1/app/:app_code',
    name: 'unpublished, answered as null',
    expect: SHOWN_READ,
    create: addApp(false),
    request: (a) => json('GET', `/api/v1/app/${a.app_code}`),
    check(role, data) {
      expect(data === null, role).toBe(role === 'other');
    },
  }),
  row({
    route: 'POST /api/v1/app/list',
    name: 'unpublished',
    expect: SHOWN_READ,
    create: addApp(false),
    request: () => json('POST', '/api/v1/app/list', { page: 1, page_size: 1000 }),
    check(role, data, app) {
      const codes = (data as { app_list: App[] }).app_list.map((entry) => entry.app_code);
      expect(codes.includes(app.app_code), role).toBe(role !== 'other');
    },
  }),
  row({
    route: 'GET /api/v2/serve/apps',
    name: 'unpublished',
    expect: SHOWN_READ,
    create: addApp(false),
    request: () => json('GET', '/api/v2/serve/apps?page_size=1000'),
    check(role, data, app) {
      const codes = (data as { app_list: App[] }).app_list.map((entry) => entry.app_code);
      expect(codes.includes(app.app_code), role).toBe(role !== 'other');
    },
  }),
  row({
    route: 'GET /api/v1/question/list',
    name: "an unpublished app's questions",
    expect: SHOWN_READ,
    create: async (world) =>
      world.must<App>(
        'owner',
        json(
          'POST',
          '/api/v1/app/create',
          appBody(world.unique('asking-app'), {
            recommend_questions: [{ question: 'What are the secret plans?' }],
          }),
        ),
      ),
    request: (a) => json('GET', `/api/v1/question/list?app_code=${a.app_code}`),
    check(role, data) {
      const questions = (data as { question: string }[]).map((entry) => entry.question);
      expect(questions.includes('What are the secret plans?'), role).toBe(role !== 'other');
    },
  }),
  row({
    route: 'POST /api/v1/app/collect',
    name: 'unpublished',
    expect: HIDDEN_READ,
    create: addApp(false),
    request: (a) => json('POST', '/api/v1/app/collect', { app_code: a.app_code }),
  }),
  row({
    route: 'POST /api/v1/app/uncollect',
    name: 'unpublished',
    expect: HIDDEN_READ,
    create: addApp(false),
    request: (a) => json('POST', '/api/v1/app/uncollect', { app_code: a.app_code }),
  }),
];
