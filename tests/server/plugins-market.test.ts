import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentQueryResponse, MyPlugin } from '@/contract/plugin';
import { call } from './app-helpers';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { folderHubIndex, post, storeProbeRoutes, toolPackage } from './plugins-helpers';

// `001` is the seeded admin of DB-GPT's admin list (no sign-in here); alice and bob are ordinary users.
let server: TestServer;
let hub: ReturnType<typeof folderHubIndex>;

beforeAll(async () => {
  hub = folderHubIndex(await makeTempDir('plugin-hub-'));
  await hub.put(toolPackage('weather', { description: 'Weather for any city', author: 'Ada' }));
  await hub.put(toolPackage('stocks', { description: 'Share prices', author: 'Ben' }));
  await hub.put(toolPackage('translate', { description: 'Translates text', author: 'Ada' }));
  await hub.put(toolPackage('broken-tool', { definition: { kind: 'tool', tool: { kind: 'http' } } }));
  await hub.put(toolPackage('prompts', { resourceKind: 'prompt_pack', definition: { kind: 'prompt_pack' } }));
  server = await startTestServer({ plugins: [storeProbeRoutes] });
});

afterAll(async () => {
  await server.close();
});

const market = (body: unknown, user = 'alice') =>
  call<AgentQueryResponse>(server, 'POST', '/api/v1/agent/query', body, { user });
const mine = (user = 'alice', query = '') => post<MyPlugin[]>(server, `/api/v1/agent/my${query}`, { user });

describe('the plugin market (POST /api/v1/agent/query)', () => {
  it("lists the hubs' tool packages only, paged, with DB-GPT's PagenationResult", async () => {
    const first = await market({ page_index: 1, page_size: 2 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page_index: 1, page_size: 2, total_page: 2, total_row_count: 4 });
    expect(first.body.data.datas).toHaveLength(2);
    const second = await market({ page_index: 2, page_size: 2 });
    const names = [...first.body.data.datas, ...second.body.data.datas].map((item) => item.name);
    expect(names.sort()).toEqual(['broken-tool', 'stocks', 'translate', 'weather']);
    expect(second.body.data.datas[0]).toMatchObject({
      type: 'tool',
      storage_channel: 'test-hub',
      installed: 0,
    });
  });

  it('filters by a part of the name, description or author, case-insensitively', async () => {
    const byAuthor = await market({ filter: { author: 'ada' } });
    expect(byAuthor.body.data.datas.map((item) => item.name).sort()).toEqual(['translate', 'weather']);
    const byDescription = await market({ filter: { description: 'PRICES' } });
    expect(byDescription.body.data.datas.map((item) => item.name)).toEqual(['stocks']);
    const none = await market({ filter: { name: 'nothing-like-this' } });
    expect(none.body.data).toMatchObject({ total_row_count: 0, total_page: 0, datas: [] });
  });

  it('refuses bad paging with E0001', async () => {
    const answer = await market({ page_index: 0 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, err_code: 'E0001' });
    expect(answer.body.err_msg).toContain('page_index');
  });
});

describe('install and uninstall per user', () => {
  it('installs for the caller only; the market and "my plugins" say so', async () => {
    const installed = await post(server, '/api/v1/agent/install?plugin_name=weather');
    expect(installed.body).toMatchObject({ success: true, data: null });

    const forAlice = await market({ filter: { name: 'weather' } }, 'alice');
    expect(forAlice.body.data.datas[0]?.installed).toBe(1);
    const forBob = await market({ filter: { name: 'weather' } }, 'bob');
    expect(forBob.body.data.datas[0]?.installed).toBe(0);

    const list = await mine('alice');
    expect(list.body.data).toEqual([
      expect.objectContaining({
        name: 'weather',
        user_code: 'alice',
        type: 'openapi',
        version: '0.1.0',
        file_name: 'test-hub/resources/weather',
        use_count: 0,
        succ_count: 0,
        for_everyone: false,
      }),
    ]);
    expect((await mine('bob')).body.data).toEqual([]);
  });

  it('answers 409 E0021 when installing twice, 404 for a plugin the market does not have', async () => {
    const twice = await post(server, '/api/v1/agent/install?plugin_name=weather');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      err_code: 'E0021',
      err_msg: 'The plugin weather is already installed',
    });
    const unknown = await post(server, '/api/v1/agent/install?plugin_name=no-such-plugin', {
      language: 'zh',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.err_msg).toBe('插件市场中没有插件 no-such-plugin');
    const missing = await post(server, '/api/v1/agent/install');
    expect(missing.status).toBe(400);
    expect(missing.body.err_msg).toContain('plugin_name');
  });

  it('refuses a market package whose tool is not valid, saying why', async () => {
    const answer = await post(server, '/api/v1/agent/install?plugin_name=broken-tool');
    expect(answer.status).toBe(422);
    expect(answer.body.err_code).toBe('E0021');
    expect(answer.body.err_msg).toContain('broken-tool');
    expect(answer.body.err_msg).toContain('openapi');
  });

  it('counts uses and successes in "my plugins"', async () => {
    for (const succeeded of [true, true, false])
      await call(server, 'POST', '/test/plugins/use', { name: 'weather', user: 'alice', succeeded });
    const [weather] = (await mine('alice')).body.data;
    expect(weather).toMatchObject({ use_count: 3, succ_count: 2 });
  });

  it('lets only administrators act for another user', async () => {
    const refused = await post(server, '/api/v1/agent/install?plugin_name=stocks&user=bob');
    expect(refused.status).toBe(403);
    expect(refused.body.err_msg).toBe('Only an administrator may manage the plugins of another user (bob)');
    expect((await mine('alice', '?user=bob')).status).toBe(403);

    const forBob = await post(server, '/api/v1/agent/install?plugin_name=stocks&user=bob', { user: '001' });
    expect(forBob.body.success).toBe(true);
    expect((await mine('001', '?user=bob')).body.data.map((plugin) => plugin.name)).toEqual(['stocks']);
    expect((await mine('bob')).body.data.map((plugin) => plugin.name)).toEqual(['stocks']);
    const removed = await post(server, '/api/v1/agent/uninstall?plugin_name=stocks&user=bob', {
      user: '001',
    });
    expect(removed.body.success).toBe(true);
    expect((await mine('bob')).body.data).toEqual([]);
  });

  it('answers 404 E0022 when uninstalling what is not installed, 400 for a bad force flag', async () => {
    const answer = await post(server, '/api/v1/agent/uninstall?plugin_name=translate');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      err_code: 'E0022',
      err_msg: 'The plugin translate is not installed',
    });
    const badForce = await post(server, '/api/v1/agent/uninstall?plugin_name=weather&force=maybe');
    expect(badForce.status).toBe(400);
    expect(badForce.body.err_msg).toContain('force');
  });

  it('warns before uninstalling a plugin an app still uses, naming the app; force=true goes ahead', async () => {
    await post(server, '/api/v1/agent/install?plugin_name=translate');
    const app = await call(
      server,
      'POST',
      '/api/v1/app/create',
      {
        app_name: 'Translator',
        app_describe: 'Translates',
        team_mode: 'single_agent',
        language: 'en',
        details: [
          {
            agent_name: 'Assistant',
            resources: [
              { type: 'tool', value: JSON.stringify({ tool_name: 'translate' }), is_dynamic: false },
            ],
            llm_strategy: 'priority',
            llm_strategy_value: 'fake-model',
          },
        ],
      },
      { user: 'alice' },
    );
    expect(app.body.success).toBe(true);

    const warned = await post(server, '/api/v1/agent/uninstall?plugin_name=translate');
    expect(warned.status).toBe(409);
    expect(warned.body.err_code).toBe('E0022');
    expect(warned.body.err_msg).toBe(
      'The plugin translate is still used by Translator: remove it from them first, or uninstall with force=true',
    );
    expect((await mine('alice')).body.data.map((plugin) => plugin.name)).toContain('translate');

    const forced = await post(server, '/api/v1/agent/uninstall?plugin_name=translate&force=true');
    expect(forced.body.success).toBe(true);
    expect((await mine('alice')).body.data.map((plugin) => plugin.name)).not.toContain('translate');
  });

  it("shows everyone's plugins to every user; only an administrator uninstalls them", async () => {
    const added = await call<unknown>(server, 'POST', '/test/plugins/everyone', {
      definition: { kind: 'http', name: 'shared-tool', openapi: { openapi: '3.0.0', paths: {} } },
    });
    expect(added.body.data).toEqual({ kind: 'tool', id: 'shared-tool', name: 'shared-tool' });
    const forBob = (await mine('bob')).body.data;
    expect(forBob).toEqual([
      expect.objectContaining({ name: 'shared-tool', user_code: null, for_everyone: true }),
    ]);
    const twice = await post(server, '/api/v1/agent/install?plugin_name=shared-tool', { user: 'bob' });
    expect(twice.status).toBe(409);

    const refused = await post(server, '/api/v1/agent/uninstall?plugin_name=shared-tool', { user: 'bob' });
    expect(refused.status).toBe(403);
    const removed = await post(server, '/api/v1/agent/uninstall?plugin_name=shared-tool', { user: '001' });
    expect(removed.body.success).toBe(true);
    expect((await mine('bob')).body.data).toEqual([]);
  });
});

describe('app resources', () => {
  it("offer the caller's installed plugins for the three tool types", async () => {
    await post(server, '/api/v1/agent/install?plugin_name=stocks', { user: 'carol' });
    for (const type of ['tool', 'tool(autogpt_plugins)', 'tool(mcp(sse))']) {
      const options = await call(
        server,
        'GET',
        `/api/v1/app/resources/list?type=${encodeURIComponent(type)}`,
        undefined,
        {
          user: 'carol',
        },
      );
      expect(options.body.data).toEqual([
        { label: 'stocks', key: 'stocks', description: 'stocks-inner tool' },
      ]);
    }
    const v2 = await call<{ valid_values: unknown[] }[]>(
      server,
      'GET',
      '/api/v1/app/resources/list?type=tool&version=v2',
      undefined,
      { user: 'carol' },
    );
    expect(v2.body.data[0]?.valid_values).toEqual([
      { label: 'stocks', key: 'stocks', description: 'stocks-inner tool' },
    ]);
    const forDave = await call(server, 'GET', '/api/v1/app/resources/list?type=tool', undefined, {
      user: 'dave',
    });
    expect(forDave.body.data).toEqual([]);
  });
});

describe('hub update (POST /api/v1/agent/hub/update)', () => {
  it("re-reads the hubs for anyone with DB-GPT's default body", async () => {
    const answer = await call(
      server,
      'POST',
      '/api/v1/agent/hub/update',
      {
        channel: 'git',
        url: 'https://github.com/eosphoros-ai/DB-GPT-Plugins.git',
        branch: 'main',
      },
      { user: 'alice' },
    );
    expect(answer.body).toMatchObject({ success: true, data: null });
  });

  it('refuses a body of the wrong shape with E0001', async () => {
    const answer = await call(server, 'POST', '/api/v1/agent/hub/update', { url: 5 }, { user: 'alice' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err_code: 'E0001' });
    expect(answer.body.err_msg).toContain('url');
  });

  it('answers 502 E0020 naming the hub that cannot be read', async () => {
    await hub.breakWith('the folder is gone');
    const answer = await call(server, 'POST', '/api/v1/agent/hub/update', {}, { user: 'alice' });
    await hub.breakWith(null);
    expect(answer.status).toBe(502);
    expect(answer.body.err_code).toBe('E0020');
    expect(answer.body.err_msg).toBe(
      'The plugin market could not be refreshed. test-hub: the folder is gone',
    );
  });

  it('adds a new hub URL for administrators only', async () => {
    const body = {
      channel: 'git',
      url: 'https://git.example.com/tools.git',
      branch: 'dev',
      authorization: 'tok',
    };
    const refused = await call(server, 'POST', '/api/v1/agent/hub/update', body, {
      user: 'alice',
      language: 'zh',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.err_msg).toBe(
      '只有管理员可以让插件市场使用新的仓库（https://git.example.com/tools.git）',
    );
    expect(hub.added).toEqual([]);
    const accepted = await call(server, 'POST', '/api/v1/agent/hub/update', body, { user: '001' });
    expect(accepted.body.success).toBe(true);
    expect(hub.added).toEqual([
      { channel: 'git', url: 'https://git.example.com/tools.git', branch: 'dev', authorization: 'tok' },
    ]);
  });
});
