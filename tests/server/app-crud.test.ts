import type { App } from '@/contract/app';
import { appBody, call, createApp } from './app-helpers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('app/create', () => {
  it('stores the app with its agent, owner, questions and a generated code, and app/info gives it back', async () => {
    const created = await createApp(server, 'Helper', {
      recommend_questions: [
        { question: 'What is new?', valid: true },
        { question: 'Hidden one', valid: 'false' },
      ],
    });
    expect(created.app_code).toMatch(/^[0-9a-f-]{36}$/);
    expect(created).toMatchObject({
      app_name: 'Helper',
      user_code: 'alice',
      published: 'false',
      is_collected: 'false',
    });

    const info = await call<App>(
      server,
      'GET',
      `/api/v1/app/info?chat_scene=chat_agent&app_code=${created.app_code}`,
      undefined,
      {
        user: 'alice',
      },
    );
    expect(info.status).toBe(200);
    const app = info.body.data;
    expect(app.details).toHaveLength(1);
    expect(app.details?.[0]).toMatchObject({
      agent_name: 'Assistant',
      llm_strategy: 'priority',
      llm_strategy_value: '["fake-model"]',
      prompt_template: 'Be kind',
      resources: [{ type: 'knowledge', value: 'docs', is_dynamic: false }],
    });
    expect(app.recommend_questions?.map((q) => [q.question, q.valid, q.chat_mode])).toEqual([
      ['What is new?', 'true', 'chat_agent'],
      ['Hidden one', 'false', 'chat_agent'],
    ]);
  });

  it('refuses a missing or blank name with "App name is required", in English and in Chinese', async () => {
    const missing = await call(server, 'POST', '/api/v1/app/create', {
      ...appBody('x'),
      app_name: undefined,
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      success: false,
      err_code: 'E0001',
      err_msg: 'app_name: App name is required;',
    });
    const blank = await call(server, 'POST', '/api/v1/app/create', appBody('  '), { language: 'zh' });
    expect(blank.status).toBe(400);
    expect(blank.body.err_msg).toBe('app_name：应用名称不能为空；');
  });

  it('refuses a name another app has with 409, in both languages', async () => {
    await createApp(server, 'Twin');
    const again = await call(server, 'POST', '/api/v1/app/create', appBody('Twin'), { user: 'bob' });
    expect(again.status).toBe(409);
    expect(again.body.err_msg).toBe('An app named "Twin" already exists; choose another name');
    const zh = await call(server, 'POST', '/api/v1/app/create', appBody('Twin'), { language: 'zh' });
    expect(zh.body.err_msg).toBe('已存在名为“Twin”的应用，请换一个名称');
  });

  it.each([
    [
      'an unknown app type',
      { team_mode: 'robot' },
      'team_mode: Select an app type: one of auto_plan, awel_layout, single_agent, native_app;',
    ],
    [
      'a native app without a scene',
      { team_mode: 'native_app', team_context: null },
      'team_context.chat_scene: Select a scene',
    ],
    [
      'an AWEL app without a workflow',
      { team_mode: 'awel_layout', team_context: { dag_id: '' } },
      'team_context.dag_id: Select a workflow',
    ],
    [
      'a priority strategy without a model',
      {
        details: [
          { agent_name: 'Assistant', resources: [], llm_strategy: 'priority', llm_strategy_value: '' },
        ],
      },
      'details.0.llm_strategy_value: Select a model for agent "Assistant"',
    ],
    [
      'a resource without a type',
      { details: [{ agent_name: 'Assistant', resources: [{ type: ' ', value: 'x' }] }] },
      'details.0.resources.0.type: Select a type for every resource of agent "Assistant"',
    ],
    ['an agent without a name', { details: [{ resources: [] }] }, 'details.0.agent_name'],
  ])('refuses %s with a 400 naming the field', async (_what, fields, message) => {
    const answer = await call(server, 'POST', '/api/v1/app/create', appBody('Broken', fields));
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.err_msg).toContain(message);
  });

  it('stores a native app with its scene and bound resource', async () => {
    const created = await createApp(server, 'Docs chat', {
      team_mode: 'native_app',
      team_context: { chat_scene: 'chat_knowledge', scene_name: 'Chat Knowledge' },
      details: [],
      param_need: [
        { type: 'resource', value: 'knowledge', bind_value: 'docs' },
        { type: 'temperature', value: 0.2 },
      ],
      recommend_questions: [{ question: 'Summarise the docs' }],
    });
    expect(created.team_context).toMatchObject({ chat_scene: 'chat_knowledge' });
    expect(created.param_need).toEqual([
      { type: 'resource', value: 'knowledge', bind_value: 'docs' },
      { type: 'temperature', value: 0.2 },
    ]);
    expect(created.recommend_questions?.[0]).toMatchObject({ chat_mode: 'chat_knowledge', valid: 'true' });
  });
});

describe('app/edit and app/remove', () => {
  it('lets the owner replace the definition, agents and questions, keeping owner and published', async () => {
    const app = await createApp(server, 'Editable', { published: true });
    const edited = await call(
      server,
      'POST',
      '/api/v1/app/edit',
      appBody('Edited', {
        app_code: app.app_code,
        details: [
          { agent_name: 'Planner', resources: [], llm_strategy: 'default' },
          { agent_name: 'Summarizer', resources: [] },
        ],
        recommend_questions: [{ question: 'New question' }],
      }),
      { user: 'alice' },
    );
    expect(edited.body).toMatchObject({ success: true, data: true });
    const info = (await call<App>(server, 'POST', '/api/v1/app/detail', { app_code: app.app_code })).body
      .data;
    expect(info).toMatchObject({ app_name: 'Edited', user_code: 'alice', published: 'true' });
    expect(info.details?.map((d) => d.agent_name)).toEqual(['Planner', 'Summarizer']);
    expect(info.recommend_questions?.map((q) => q.question)).toEqual(['New question']);
  });

  it("answers 403 in the caller's language when another user edits or removes the app", async () => {
    const app = await createApp(server, 'Private work');
    const edit = await call(
      server,
      'POST',
      '/api/v1/app/edit',
      appBody('Stolen', { app_code: app.app_code }),
      {
        user: 'bob',
      },
    );
    expect(edit.status).toBe(403);
    expect(edit.body.err_msg).toBe(
      'Only the owner of app "Private work", one of its admins or an administrator can change it',
    );
    const remove = await call(
      server,
      'POST',
      '/api/v1/app/remove',
      { app_code: app.app_code },
      {
        user: 'bob',
        language: 'zh',
      },
    );
    expect(remove.status).toBe(403);
    expect(remove.body.err_msg).toBe('只有应用“Private work”的创建者、应用管理员或系统管理员才能修改它');
    const still = await call<App>(server, 'GET', `/api/v1/app/${app.app_code}`, undefined, { user: 'alice' });
    expect(still.body.data.app_name).toBe('Private work');
  });

  it('refuses an edit to a name another app holds', async () => {
    const app = await createApp(server, 'Name A');
    await createApp(server, 'Name B');
    const answer = await call(
      server,
      'POST',
      '/api/v1/app/edit',
      appBody('Name B', { app_code: app.app_code }),
      {
        user: 'alice',
      },
    );
    expect(answer.status).toBe(409);
  });

  it('removes the app with its questions; an unknown app is a localized 404', async () => {
    const app = await createApp(server, 'Short lived', { recommend_questions: [{ question: 'Bye?' }] });
    const removed = await call(
      server,
      'POST',
      '/api/v1/app/remove',
      { app_code: app.app_code },
      { user: 'alice' },
    );
    expect(removed.body).toMatchObject({ success: true, data: null });
    const gone = await call(server, 'GET', `/api/v1/app/info?chat_scene=chat_agent&app_code=${app.app_code}`);
    expect(gone.status).toBe(404);
    expect(gone.body.err_msg).toBe(`App not found: ${app.app_code}`);
    const questions = await call<unknown[]>(server, 'GET', `/api/v1/question/list?app_code=${app.app_code}`);
    expect(questions.body.data).toEqual([]);
    const zh = await call(server, 'POST', '/api/v1/app/remove', { app_code: 'nope' }, { language: 'zh' });
    expect(zh.status).toBe(404);
    expect(zh.body.err_msg).toBe('找不到应用：nope');
  });

  it('gives app/{code} null for an unknown app and app/info without app_code the native app of the scene', async () => {
    expect((await call(server, 'GET', '/api/v1/app/unknown-code')).body.data).toBeNull();
    const native = await call<App>(server, 'GET', '/api/v1/app/info?chat_scene=chat_knowledge');
    expect(native.body.data).toMatchObject({
      app_code: 'chat_knowledge',
      app_name: 'Chat Knowledge',
      team_mode: 'native_app',
    });
    const bad = await call(server, 'GET', '/api/v1/app/info?chat_scene=chat_nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body.err_msg).toBe('chat_scene: Unknown chat scene "chat_nonsense";');
    const noScene = await call(server, 'GET', '/api/v1/app/info');
    expect(noScene.status).toBe(400);
  });
});
