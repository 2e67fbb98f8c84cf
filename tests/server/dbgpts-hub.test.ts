import { rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PaginationResult } from '@/contract/common';
import type { HubSource, PackageDetail } from '@/contract/hub';
import type { DbgptsHubItem } from '@/contract/plugin';
import { startTestServer, type TestServer } from './harness';
import { chatFlowDefinition, dcall, makeHub, writePackage } from './dbgpts-helpers';

let server: TestServer;
let builtin: string;
let extra: string;

beforeAll(async () => {
  builtin = await makeHub([
    {
      type: 'flow',
      name: 'simple-chat',
      fields: { label_zh: '简单对话', description_zh: '一个对话工作流' },
      definition: chatFlowDefinition(),
      readme: '# Simple chat',
      readmeZh: '# 简单对话',
    },
    { type: 'flow', name: 'python-flow', definitionType: 'python' },
    {
      type: 'resource',
      name: 'writing-prompts',
      definition: { kind: 'prompt_pack', prompts: [{ prompt_name: 'Polish', content: 'Polish: {input}' }] },
    },
  ]);
  // A manifest that does not parse is listed under its folder name, and cannot be installed.
  await mkdir(path.join(builtin, 'apps', 'broken-app'), { recursive: true });
  await writeFile(path.join(builtin, 'apps', 'broken-app', 'dbgpts.toml'), '[app\nname = ');
  extra = await makeHub([{ type: 'flow', name: 'extra-flow', definition: chatFlowDefinition() }]);
  server = await startTestServer({ env: { BUILTIN_HUB_DIR: builtin } });
});
afterAll(async () => {
  await server.close();
  await rm(builtin, { recursive: true, force: true });
  await rm(extra, { recursive: true, force: true });
});

const page = (body: unknown = {}, query = '', language: 'en' | 'zh' = 'en') =>
  dcall<PaginationResult<DbgptsHubItem>>(server, 'POST', `/hub/query_page${query}`, body, { language });

describe('the hubs index', () => {
  it('lists every package of the built-in hub folder, grouped by type folder, in the caller language', async () => {
    const answer = await page();
    expect(answer.status).toBe(200);
    const items = answer.body.data.items;
    expect(items.map((item) => [item.type, item.name])).toEqual([
      ['flow', 'python-flow'],
      ['flow', 'simple-chat'],
      ['app', 'broken-app'],
      ['resource', 'writing-prompts'],
    ]);
    const chat = items.find((item) => item.name === 'simple-chat');
    expect(chat).toMatchObject({
      version: '0.1.0',
      description: 'simple-chat description',
      author: 'tester',
      storage_channel: 'builtin',
      storage_url: 'workflow/simple-chat',
      installed: 0,
      installable: true,
    });
    expect(items.find((item) => item.name === 'python-flow')?.installable).toBe(false);
    expect(items.find((item) => item.name === 'broken-app')?.installable).toBe(false);
    const zh = await page({ name: 'simple-chat' }, '', 'zh');
    expect(zh.body.data.items[0]?.description).toBe('一个对话工作流');
  });

  it('pages by the query string and filters by exact values of the body, ignoring a nested filter', async () => {
    const second = await page({}, '?page=2&page_size=3');
    expect(second.body.data).toMatchObject({ total_count: 4, total_pages: 2, page: 2, page_size: 3 });
    expect(second.body.data.items.map((item) => item.name)).toEqual(['writing-prompts']);
    expect((await page({ type: 'flow' })).body.data.total_count).toBe(2);
    expect((await page({ name: 'simple' })).body.data.total_count).toBe(0);
    expect((await page({ installed: 0, type: 'resource' })).body.data.total_count).toBe(1);
    expect((await page({ filter: { name: 'nothing' } })).body.data.total_count).toBe(4);
    const id = (await page({ name: 'simple-chat' })).body.data.items[0]?.id;
    expect((await page({ id })).body.data.items.map((item) => item.name)).toEqual(['simple-chat']);
  });

  it('refuses bad paging and filters with a 400 in the caller language', async () => {
    const bad = await page({ name: 5 }, '?page=0', 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, err_code: 'E0001' });
    expect(bad.body.err_msg).toMatch(/page/);
  });

  it('answers a package detail: manifest, readme in the caller language, and what installing adds', async () => {
    const detail = await dcall<PackageDetail>(
      server,
      'GET',
      '/hub/detail?name=simple-chat&type=flow',
      undefined,
      {
        language: 'zh',
      },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      name: 'simple-chat',
      label: '简单对话',
      readme: '# 简单对话',
      installed: false,
      installable: true,
      reason: null,
      adds: [
        { kind: 'flow', id: null, name: '简单对话' },
        { kind: 'flow_template', id: null, name: '简单对话' },
      ],
    });
    expect(detail.body.data.manifest).toMatchObject({ flow: { name: 'simple-chat', version: '0.1.0' } });
  });

  it('says why a Python package and a package with a broken manifest cannot be installed', async () => {
    const python = await dcall<PackageDetail>(server, 'GET', '/hub/detail?name=python-flow&type=flow');
    expect(python.body.data).toMatchObject({ installable: false });
    expect(python.body.data.reason).toMatch(/Python/);
    const install = await dcall(
      server,
      'POST',
      '/hub/install',
      { name: 'python-flow', type: 'flow' },
      { language: 'zh' },
    );
    expect(install.status).toBe(400);
    expect(install.body).toMatchObject({ success: false, err_code: 'E0021' });
    expect(install.body.err_msg).toContain('Python 运行环境');
    const broken = await dcall(server, 'POST', '/hub/install', { name: 'broken-app', type: 'app' });
    expect(broken.status).toBe(400);
    expect(broken.body.err_msg).toMatch(
      /^The manifest of "apps\/broken-app" \(dbgpts\.toml\) does not parse: /,
    );
  });

  it('answers unknown packages and types with 4xx in the caller language', async () => {
    const unknownType = await dcall(server, 'GET', '/hub/detail?name=simple-chat&type=widget');
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.err_msg).toBe(
      'The package type "widget" is not known; choose one of agent, app, operator, flow, resource',
    );
    const unknown = await dcall(
      server,
      'POST',
      '/hub/install',
      { name: 'nothing', type: 'flow' },
      { language: 'zh' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.err_msg).toBe('没有仓库提供名为“nothing”的 flow 包');
    const missingName = await dcall(server, 'POST', '/hub/install', { type: 'flow' });
    expect(missingName.status).toBe(400);
    expect(missingName.body.err_code).toBe('E0001');
  });
});

describe('hub sources', () => {
  it('lists the built-in hub to anyone, and lets an admin add and remove a folder hub', async () => {
    const sources = await dcall<HubSource[]>(server, 'GET', '/hub/sources', undefined, { user: 'bob' });
    expect(sources.body.data).toEqual([
      expect.objectContaining({
        id: 'builtin',
        channel: 'builtin',
        url: builtin,
        package_count: 4,
        last_error: null,
      }),
    ]);
    const added = await dcall<HubSource>(server, 'POST', '/hub/sources', {
      channel: 'folder',
      url: extra,
      name: 'team',
    });
    expect(added.body.data).toMatchObject({
      name: 'team',
      channel: 'folder',
      package_count: 1,
      has_token: false,
    });
    const listed = await page({ storage_channel: 'team' });
    expect(listed.body.data.items.map((item) => [item.name, item.storage_url])).toEqual([
      ['extra-flow', 'workflow/extra-flow'],
    ]);
    const taken = await dcall(server, 'POST', '/hub/sources', {
      channel: 'folder',
      url: extra,
      name: 'team',
    });
    expect(taken.status).toBe(409);
    const removed = await dcall(server, 'DELETE', `/hub/sources/${added.body.data.id}`);
    expect(removed.body).toMatchObject({ success: true, data: null });
    expect((await page({ storage_channel: 'team' })).body.data.total_count).toBe(0);
    expect((await dcall(server, 'DELETE', `/hub/sources/${added.body.data.id}`)).status).toBe(404);
    const builtinStays = await dcall(server, 'DELETE', '/hub/sources/builtin', undefined, { language: 'zh' });
    expect(builtinStays.status).toBe(400);
    expect(builtinStays.body.err_msg).toBe('内置仓库不能删除');
  });

  it('refuses a relative folder and a bad source body', async () => {
    const relative = await dcall(server, 'POST', '/hub/sources', { channel: 'folder', url: 'hub' });
    expect(relative.status).toBe(400);
    expect(relative.body.err_msg).toBe('A folder hub needs an absolute path on the server; "hub" is not one');
    const badChannel = await dcall(server, 'POST', '/hub/sources', { channel: 'ftp', url: '/x' });
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.err_code).toBe('E0001');
  });

  it('refreshes: a folder that is gone answers 502 E0020 naming the hub, and its last index stays', async () => {
    const gone = await makeHub([{ type: 'flow', name: 'soon-gone', definition: chatFlowDefinition() }]);
    const added = await dcall<HubSource>(server, 'POST', '/hub/sources', {
      channel: 'folder',
      url: gone,
      name: 'gone',
    });
    await writePackage(gone, { type: 'flow', name: 'later-flow', definition: chatFlowDefinition() });
    expect((await dcall(server, 'POST', '/hub/source/refresh', {})).body).toMatchObject({ success: true });
    expect((await page({ storage_channel: 'gone' })).body.data.total_count).toBe(2);

    await rm(gone, { recursive: true, force: true });
    const refresh = await dcall(
      server,
      'POST',
      '/hub/source/refresh',
      { channel: 'git', url: 'ignored' },
      { language: 'zh' },
    );
    expect(refresh.status).toBe(502);
    expect(refresh.body).toMatchObject({ success: false, err_code: 'E0020' });
    expect(refresh.body.err_msg).toBe(
      `部分仓库刷新失败，已保留其上次的包列表。无法读取仓库“gone”：服务器上没有文件夹 ${gone}`,
    );
    expect((await page({ storage_channel: 'gone' })).body.data.total_count).toBe(2);
    const sources = await dcall<HubSource[]>(server, 'GET', '/hub/sources');
    expect(sources.body.data.find((source) => source.name === 'gone')?.last_error).toBe(
      `The hub "gone" cannot be read: there is no folder ${gone} on the server`,
    );
    await dcall(server, 'DELETE', `/hub/sources/${added.body.data.id}`);
  });

  it('refuses non-admins every change, in their language', async () => {
    const changes: [method: 'POST' | 'DELETE', route: string, body?: unknown][] = [
      ['POST', '/hub/sources', { channel: 'folder', url: extra }],
      ['DELETE', '/hub/sources/builtin'],
      ['POST', '/hub/source/refresh', {}],
      ['POST', '/hub/install', { name: 'simple-chat', type: 'flow' }],
      ['POST', '/my/uninstall?name=simple-chat&type=flow'],
    ];
    for (const [method, route, body] of changes) {
      const answer = await dcall(server, method, route, body, { user: 'bob', language: 'zh' });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        success: false,
        err_msg: '只有管理员可以修改包仓库、安装或卸载包',
      });
    }
    expect((await page({ installed: 1 })).body.data.total_count).toBe(0);
  });
});
