import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubSource } from '@/contract/hub';
import type { PaginationResult } from '@/contract/common';
import type { AgentQueryResponse, MyDbgpts, MyPlugin } from '@/contract/plugin';
import { call } from './app-helpers';
import { dcall, makeGitHub, makeHub } from './dbgpts-helpers';
import { startTestServer, type TestServer } from './harness';
import { post, storeProbeRoutes, toolPackage } from './plugins-helpers';

// `001` is the seeded admin of DB-GPT's admin list (no sign-in here); alice and bob are ordinary users.
let server: TestServer;
let builtin: string;
const folders: string[] = [];

beforeAll(async () => {
  builtin = await makeHub([
    toolPackage('weather', { description: 'Weather for any city', authors: ['Ada'] }),
    toolPackage('stocks', { description: 'Share prices', authors: ['Ben'] }),
    toolPackage('translate', { description: 'Translates text', authors: ['Ada'] }),
    toolPackage('shared-tool'),
    toolPackage('broken-tool', {}, { kind: 'tool', tool: { kind: 'http' } }),
    {
      type: 'resource',
      name: 'prompts',
      definition: { kind: 'prompt_pack', prompts: [{ prompt_name: 'Polish', content: 'Polish: {input}' }] },
    },
    { type: 'flow', name: 'a-flow' },
  ]);
  folders.push(builtin);
  server = await startTestServer({ env: { BUILTIN_HUB_DIR: builtin }, plugins: [storeProbeRoutes] });
});

afterAll(async () => {
  await server.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const market = (body: unknown, user = 'alice') =>
  call<AgentQueryResponse>(server, 'POST', '/api/v1/agent/query', body, { user });
const mine = (user = 'alice', query = '') => post<MyPlugin[]>(server, `/api/v1/agent/my${query}`, { user });

describe('the plugin market (POST /api/v1/agent/query)', () => {
  it("lists the hubs' tool packages only, paged, with DB-GPT's PagenationResult", async () => {
    const first = await market({ page_index: 1, page_size: 3 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page_index: 1, page_size: 3, total_page: 2, total_row_count: 5 });
    expect(first.body.data.datas).toHaveLength(3);
    const second = await market({ page_index: 2, page_size: 3 });
    const names = [...first.body.data.datas, ...second.body.data.datas].map((item) => item.name);
    expect(names.sort()).toEqual(['broken-tool', 'shared-tool', 'stocks', 'translate', 'weather']);
    expect(second.body.data.datas[0]).toMatchObject({
      type: 'tool',
      storage_channel: 'builtin',
      installed: 0,
    });
  });

  it('filters by a part of the name, description or author, case-insensitively', async () => {
    const byAuthor = await market({ filter: { author: 'ada' } });
    expect(byAuthor.body.data.datas.map((item) => item.name).sort()).toEqual(['translate', 'weather']);
    const byDescription = await market({ filter: { description: 'PRICES' } });
    expect(byDescription.body.data.datas.map((item) => item.name)).toEqual(['stocks']);
    // The plugins page searches by a part of the name; older clients send `filter: null` without a search.
    const byName = await market({ page_index: 1, page_size: 20, filter: { name: 'WEATH' } });
    expect(byName.body.data.datas.map((item) => item.name)).toEqual(['weather']);
    const unfiltered = await market({ page_index: 1, page_size: 20, filter: null });
    expect(unfiltered.body.data.total_row_count).toBe(5);
    const none = await market({ filter: { name: 'nothing-like-this' } });
    expect(none.body.data).toMatchObject({ total_row_count: 0, total_page: 0, datas: [] });
  });

  it('answers the same whole market with the filter omitted, empty, null, or no body at all', async () => {
    // The plugins page sends no filter without a search (DB-GPT refuses `null`); older clients send `null`.
    const forms = [
      { page_index: 1, page_size: 20 },
      { page_index: 1, page_size: 20, filter: {} },
      { filter: null },
      undefined,
    ];
    for (const body of forms) {
      const answer = await market(body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(answer.body.data.total_row_count, JSON.stringify(body)).toBe(5);
    }
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
        file_name: 'builtin/resources/weather',
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
    const appCode = (app.body.data as { app_code: string }).app_code;
    expect(warned.body.data).toEqual({ used_by: [{ kind: 'app', id: appCode, name: 'Translator' }] });
    expect((await mine('alice')).body.data.map((plugin) => plugin.name)).toContain('translate');

    const forced = await post(server, '/api/v1/agent/uninstall?plugin_name=translate&force=true');
    expect(forced.body.success).toBe(true);
    expect((await mine('alice')).body.data.map((plugin) => plugin.name)).not.toContain('translate');
  });

  it("shows everyone's plugins to every user; only an administrator uninstalls them", async () => {
    const added = await dcall(
      server,
      'POST',
      '/hub/install',
      { name: 'shared-tool', type: 'resource', storage_channel: 'builtin' },
      { user: '001' },
    );
    expect(added.body).toMatchObject({ success: true, data: null });
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
    const packages = await dcall<PaginationResult<MyDbgpts>>(server, 'POST', '/my/query_page', {});
    expect(packages.body.data.items.map((item) => item.name)).not.toContain('shared-tool');
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
      expect(options.body.data).toEqual([{ label: 'stocks', key: 'stocks', description: 'stocks tool' }]);
    }
    const v2 = await call<{ valid_values: unknown[] }[]>(
      server,
      'GET',
      '/api/v1/app/resources/list?type=tool&version=v2',
      undefined,
      { user: 'carol' },
    );
    expect(v2.body.data[0]?.valid_values).toEqual([
      { label: 'stocks', key: 'stocks', description: 'stocks tool' },
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

  it('answers 502 E0020 naming the hub that cannot be read; it reads again once its folder is back', async () => {
    const folder = await makeHub([], 'plugin-team-hub-');
    folders.push(folder);
    const added = await dcall(
      server,
      'POST',
      '/hub/sources',
      { channel: 'folder', url: folder, name: 'team' },
      {
        user: '001',
      },
    );
    expect(added.status).toBe(200);
    await rename(folder, `${folder}-moved`);
    const answer = await call(server, 'POST', '/api/v1/agent/hub/update', {}, { user: 'alice' });
    await rename(`${folder}-moved`, folder);
    expect(answer.status).toBe(502);
    expect(answer.body.err_code).toBe('E0020');
    expect(answer.body.err_msg).toBe(
      `The plugin market could not be refreshed. team: The hub "team" cannot be read: there is no folder ${folder} on the server`,
    );
    const again = await call(server, 'POST', '/api/v1/agent/hub/update', {}, { user: 'alice' });
    expect(again.body).toMatchObject({ success: true, data: null });
  });

  it('adds a new hub URL for administrators only; its tool packages join the market', async () => {
    const repo = await makeGitHub([toolPackage('git-calendar', { authors: ['Cy'] })], 'tools');
    folders.push(repo);
    const body = { channel: 'git', url: pathToFileURL(repo).href, branch: 'tools', authorization: 'tok' };
    const refused = await call(server, 'POST', '/api/v1/agent/hub/update', body, {
      user: 'alice',
      language: 'zh',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.err_msg).toBe(`只有管理员可以让插件市场使用新的仓库（${body.url}）`);
    expect((await market({ filter: { name: 'git-calendar' } })).body.data.total_row_count).toBe(0);

    const accepted = await call(server, 'POST', '/api/v1/agent/hub/update', body, { user: '001' });
    expect(accepted.body).toMatchObject({ success: true, data: null });
    const listed = await market({ filter: { name: 'git-calendar' } });
    expect(listed.body.data.datas).toEqual([
      expect.objectContaining({ name: 'git-calendar', author: 'Cy', storage_channel: path.basename(repo) }),
    ]);
    const sources = await dcall<HubSource[]>(server, 'GET', '/hub/sources', undefined, { user: '001' });
    expect(sources.body.data.filter((hub) => hub.url === body.url)).toEqual([
      expect.objectContaining({ channel: 'git', branch: 'tools', has_token: true, package_count: 1 }),
    ]);
    const twice = await call(server, 'POST', '/api/v1/agent/hub/update', body, { user: '001' });
    expect(twice.body.success).toBe(true);
    const again = await dcall<HubSource[]>(server, 'GET', '/hub/sources', undefined, { user: '001' });
    expect(again.body.data.filter((hub) => hub.url === body.url)).toHaveLength(1);

    const installed = await post(server, '/api/v1/agent/install?plugin_name=git-calendar', { user: 'erin' });
    expect(installed.body.success).toBe(true);
    expect((await mine('erin')).body.data).toEqual([
      expect.objectContaining({
        name: 'git-calendar',
        file_name: `${path.basename(repo)}/resources/git-calendar`,
      }),
    ]);
  });
});
