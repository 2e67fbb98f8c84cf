import type { App, NativeScene, TeamMode } from '@/contract/app';
import { call, createApp, NATIVE_APP_CODES } from './app-helpers';
import { addDatasource } from './chat-data-helpers';
import { setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { makeSqliteShop, uploadedDatabasesFolder } from './datasource-helpers';
import { addSpace } from './knowledge-helpers';

const setup = setupFakeModelServer(() => startChatServer());
const get = <T>(path: string, user = 'alice', language: 'en' | 'zh' = 'en') =>
  call<T>(setup.server, 'GET', path, undefined, { user, language });

describe('catalogues of the app editor', () => {
  it('lists the four team modes with Chinese and English names', async () => {
    const modes = (await get<TeamMode[]>('/api/v1/team-mode/list')).body.data;
    expect(modes.map((mode) => mode.value)).toEqual([
      'auto_plan',
      'awel_layout',
      'single_agent',
      'native_app',
    ]);
    expect(modes[2]).toMatchObject({ name: 'SINGLE_AGENT', name_en: 'Single agent', name_cn: '单一智能体' });
  });

  it('lists the LLM strategies, and the healthy models as values of priority only', async () => {
    const strategies = (await get<{ value: string }[]>('/api/v1/llm-strategy/list')).body.data;
    expect(strategies.map((strategy) => strategy.value)).toEqual(['priority', 'auto', 'default']);
    expect((await get('/api/v1/llm-strategy/value/list?type=priority')).body.data).toEqual(['fake-model']);
    expect((await get('/api/v1/llm-strategy/value/list?type=auto')).body.data).toEqual([]);
    expect((await get('/api/v1/llm-strategy/value/list')).status).toBe(400);
  });

  it("lists the agents with their goals in the caller's language", async () => {
    const en = (await get<{ name: string; desc: string }[]>('/api/v1/agents/list')).body.data;
    expect(en.map((agent) => agent.name)).toEqual([
      'Assistant',
      'KnowledgeExpert',
      'DataScientist',
      'ToolExpert',
      'Planner',
      'Summarizer',
    ]);
    const zh = (await get<{ desc: string }[]>('/api/v1/agents/list', 'alice', 'zh')).body.data;
    expect(zh[1]?.desc).toBe('检索应用的知识库，依据检索到的内容作答并注明出处。');
  });

  it('lists the native scenes with what each needs', async () => {
    const scenes = (await get<NativeScene[]>('/api/v1/native_scenes')).body.data;
    expect(scenes.map((scene) => scene.chat_scene)).toEqual(NATIVE_APP_CODES);
    expect(scenes[3]?.param_need[0]).toEqual({ type: 'resource', value: 'knowledge' });
    expect(scenes[5]?.param_need.map((need) => need.type)).toEqual([
      'model',
      'temperature',
      'max_new_tokens',
    ]);
  });
});

describe('resources an agent can use', () => {
  it('lists the resource types, with tools and flows present but empty', async () => {
    const types = (await get<string[]>('/api/v1/resource-type/list')).body.data;
    expect(types).toEqual(
      expect.arrayContaining(['database', 'knowledge', 'prompt', 'app', 'tool', 'awel_flow']),
    );
    expect((await get('/api/v1/app/resources/list?type=tool')).body.data).toEqual([]);
    expect((await get('/api/v1/app/resources/list?type=nonsense')).body.data).toEqual([]);
    expect((await get('/api/v1/app/resources/list')).status).toBe(400);
  });

  it('gives knowledge spaces, datasources, prompts and apps as v1 options and v2 descriptors', async () => {
    await addSpace(setup.server, 'manuals', { desc: 'Product manuals', visibility: 'public' });
    await call(
      setup.server,
      'POST',
      '/prompt/add',
      { prompt_name: 'Polite', prompt_type: 'Normal', content: 'Be polite' },
      {
        user: 'alice',
      },
    );
    const app = await createApp(setup.server, 'Helper app');

    const knowledge = (await get('/api/v1/app/resources/list?type=knowledge')).body.data;
    expect(knowledge).toContainEqual({ label: 'manuals', key: 'manuals', description: 'Product manuals' });
    const prompts = (await get<{ label: string }[]>('/api/v1/app/resources/list?type=prompt')).body.data;
    expect(prompts.map((prompt) => prompt.label)).toContain('Polite');
    expect(
      (await get<{ label: string }[]>('/api/v1/app/resources/list?type=prompt', 'bob')).body.data,
    ).toEqual([]);
    const apps = (await get<{ key: string }[]>('/api/v1/app/resources/list?type=app')).body.data;
    expect(apps.map((option) => option.key)).toContain(app.app_code);
    expect(
      (await get<{ key: string }[]>('/api/v1/app/resources/list?type=app', 'bob')).body.data.map(
        (o) => o.key,
      ),
    ).not.toContain(app.app_code);

    const v2 = (await get<Record<string, unknown>[]>('/api/v1/app/resources/list?type=knowledge&version=v2'))
      .body.data;
    expect(v2).toHaveLength(1);
    expect(v2[0]).toMatchObject({ param_name: 'space_name', label: 'Knowledge space', required: true });
    expect(v2[0]?.valid_values).toContainEqual({
      label: 'manuals',
      key: 'manuals',
      description: 'Product manuals',
    });
  });

  it('labels databases with their type', async () => {
    const id = await addDatasource(setup.server, {
      type: 'sqlite',
      params: { path: await makeSqliteShop(await uploadedDatabasesFolder(setup.server.dataDir)) },
      display_name: 'Shop',
      // The users of these tests chat with it: shared with everyone.
      visibility: 'public',
    });
    expect(id).toBeGreaterThan(0);
    const databases = (await get('/api/v1/app/resources/list?type=database')).body.data;
    expect(databases).toContainEqual({ label: '[sqlite]Shop', key: 'Shop', description: null });
  });
});

describe('native apps', () => {
  it('restores a removed native app with app/native/init', async () => {
    const removed = await call(setup.server, 'POST', '/api/v1/app/remove', { app_code: 'chat_excel' });
    expect(removed.body.success).toBe(true);
    expect((await get('/api/v1/app/chat_excel')).body.data).toBeNull();
    const init = await call(setup.server, 'POST', '/api/v1/app/native/init', {});
    expect(init.body).toMatchObject({ success: true, data: [] });
    const app = (await get<App>('/api/v1/app/chat_excel')).body.data;
    expect(app).toMatchObject({ app_name: 'Chat Excel', team_mode: 'native_app', published: 'true' });
    expect(app.param_need?.[0]).toEqual({ type: 'resource', value: 'excel_file' });
  });
});

describe('question/list by app', () => {
  it("answers the app's enabled questions only when app_code is given", async () => {
    const app = await createApp(setup.server, 'Questioned', {
      recommend_questions: [
        { question: 'Shown', valid: true },
        { question: 'Switched off', valid: false },
      ],
    });
    const enabled = (await get<{ question: string }[]>(`/api/v1/question/list?app_code=${app.app_code}`)).body
      .data;
    expect(enabled.map((q) => q.question)).toEqual(['Shown']);
    const disabled = (
      await get<{ question: string }[]>(`/api/v1/question/list?app_code=${app.app_code}&valid=false`)
    ).body.data;
    expect(disabled.map((q) => q.question)).toEqual(['Switched off']);
  });
});
