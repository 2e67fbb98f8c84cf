import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PaginationResult } from '@/contract/common';
import type { HubSource, PackageDetail } from '@/contract/hub';
import type { DbgptsHubItem } from '@/contract/plugin';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { chatFlowDefinition, dcall, git, makeGitHub, writePackage } from './dbgpts-helpers';

const TOKEN = 'secret-token-123';

let server: TestServer;
let builtin: string;
let repo: string;
let http: Server;
let httpUrl: string;
const authorizations: (string | undefined)[] = [];
const requestedUrls: string[] = [];

beforeAll(async () => {
  builtin = await makeTempDir('dbgpt-empty-hub-');
  repo = await makeGitHub([{ type: 'flow', name: 'git-flow', definition: chatFlowDefinition() }], 'packages');
  server = await startTestServer({ env: { BUILTIN_HUB_DIR: builtin } });
  // A git server that refuses everyone, after noting how it was asked.
  http = createServer((request, response) => {
    authorizations.push(request.headers.authorization);
    requestedUrls.push(request.url ?? '');
    response.writeHead(404).end('no such repository');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  httpUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/team/packages.git`;
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => http.close(resolve));
  await rm(builtin, { recursive: true, force: true });
  await rm(repo, { recursive: true, force: true });
});

const packagesOf = async (hub: string) =>
  (
    await dcall<PaginationResult<DbgptsHubItem>>(server, 'POST', '/hub/query_page', { storage_channel: hub })
  ).body.data.items.map((item) => item.name);

describe('git hubs', () => {
  it('clones a branch of a local repository, refreshes it, and keeps the last clone when it becomes unreachable', async () => {
    const added = await dcall<HubSource>(server, 'POST', '/hub/sources', {
      channel: 'git',
      url: pathToFileURL(repo).href,
      branch: 'packages',
      name: 'team-git',
      authorization: TOKEN,
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      name: 'team-git',
      channel: 'git',
      branch: 'packages',
      has_token: true,
      package_count: 1,
      last_error: null,
    });
    expect(JSON.stringify(added.body)).not.toContain(TOKEN);
    expect(await packagesOf('team-git')).toEqual(['git-flow']);

    await writePackage(repo, { type: 'flow', name: 'newer-flow', definition: chatFlowDefinition() });
    await git(repo, 'add', '.');
    await git(repo, 'commit', '--quiet', '-m', 'another package');
    const refreshes = await Promise.all(
      [1, 2, 3].map(() => dcall(server, 'POST', '/hub/source/refresh', {})),
    );
    expect(refreshes.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await packagesOf('team-git')).toEqual(['git-flow', 'newer-flow']);

    const install = await dcall(server, 'POST', '/hub/install', {
      name: 'newer-flow',
      type: 'flow',
      storage_channel: 'team-git',
    });
    expect(install.body).toMatchObject({ success: true, data: null });

    await rm(repo, { recursive: true, force: true });
    const refresh = await dcall(server, 'POST', '/hub/source/refresh', {});
    expect(refresh.status).toBe(502);
    expect(refresh.body.err_code).toBe('E0020');
    expect(refresh.body.err_msg).toMatch(/The hub "team-git" could not be fetched from file:\/\/.*: /);
    expect(await packagesOf('team-git')).toEqual(['git-flow', 'newer-flow']);
    const sources = await dcall<HubSource[]>(server, 'GET', '/hub/sources');
    const source = sources.body.data.find((hub) => hub.name === 'team-git');
    expect(source?.last_error).toMatch(/could not be fetched/);
    expect(source?.package_count).toBe(2);
    expect(JSON.stringify(sources.body)).not.toContain(TOKEN);
    expect(JSON.stringify(refresh.body)).not.toContain(TOKEN);
    await dcall(server, 'DELETE', `/hub/sources/${added.body.data.id}`);
  });

  it('reads a git hub from its last clone after a restart, even when the repository is gone', async () => {
    const gone = await makeGitHub(
      [{ type: 'flow', name: 'kept-flow', definition: chatFlowDefinition() }],
      'main',
    );
    const dataDir = await makeTempDir('dbgpt-restart-');
    const first = await startTestServer({ dataDir, env: { BUILTIN_HUB_DIR: builtin } });
    await dcall(first, 'POST', '/hub/sources', { channel: 'git', url: gone, name: 'kept' });
    await first.close();
    await rm(gone, { recursive: true, force: true });
    const second = await startTestServer({ dataDir, env: { BUILTIN_HUB_DIR: builtin } });
    const listed = await dcall<PaginationResult<DbgptsHubItem>>(second, 'POST', '/hub/query_page', {
      storage_channel: 'kept',
    });
    expect(listed.body.data.items.map((item) => item.name)).toEqual(['kept-flow']);
    await second.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('never follows a symbolic link of a git hub to a file of the server', async () => {
    const secretDir = await makeTempDir('dbgpt-secret-');
    const secretFile = path.join(secretDir, 'secret.txt');
    await writeFile(secretFile, 'SERVER SECRET');
    const linked = await makeGitHub(
      [{ type: 'flow', name: 'linked', definition: chatFlowDefinition() }],
      'main',
    );
    await symlink(secretFile, path.join(linked, 'workflow', 'linked', 'README.md'));
    await git(linked, 'add', '.');
    await git(linked, 'commit', '--quiet', '-m', 'a link');
    const added = await dcall<HubSource>(server, 'POST', '/hub/sources', {
      channel: 'git',
      url: linked,
      name: 'linked',
    });
    expect(added.body.data.package_count).toBe(1);
    const detail = await dcall<PackageDetail>(server, 'GET', '/hub/detail?name=linked&type=flow');
    expect(detail.body.data.readme).toBe(secretFile);
    await dcall(server, 'DELETE', `/hub/sources/${added.body.data.id}`);
    await rm(linked, { recursive: true, force: true });
    await rm(secretDir, { recursive: true, force: true });
  });

  it('names a branch the repository does not have', async () => {
    const other = await makeGitHub(
      [{ type: 'flow', name: 'x-flow', definition: chatFlowDefinition() }],
      'main',
    );
    const added = await dcall<HubSource>(server, 'POST', '/hub/sources', {
      channel: 'git',
      url: other,
      branch: 'no-such-branch',
      name: 'wrong-branch',
    });
    expect(added.body.data.package_count).toBe(0);
    expect(added.body.data.last_error).toMatch(/no-such-branch/);
    await dcall(server, 'DELETE', `/hub/sources/${added.body.data.id}`);
    await rm(other, { recursive: true, force: true });
  });

  it('sends the token as an HTTP header, never in the address, and never answers it', async () => {
    const added = await dcall<HubSource>(
      server,
      'POST',
      '/hub/sources',
      { channel: 'git', url: httpUrl, name: 'http-hub', authorization: TOKEN },
      { language: 'zh' },
    );
    expect(added.body.data.last_error).toMatch(
      /^无法从 http:\/\/127\.0\.0\.1:\d+\/team\/packages\.git 获取仓库“http-hub”：/,
    );
    expect(authorizations[0]).toBe(`Bearer ${TOKEN}`);
    expect(requestedUrls.join(' ')).not.toContain(TOKEN);
    const refresh = await dcall(server, 'POST', '/hub/source/refresh', {});
    expect(refresh.status).toBe(502);
    expect(refresh.body.err_msg).toContain('"http-hub"');
    for (const answer of [added, refresh, await dcall(server, 'GET', '/hub/sources')])
      expect(JSON.stringify(answer.body)).not.toContain(TOKEN);
    await dcall(server, 'DELETE', `/hub/sources/${added.body.data.id}`);
  });

  it('says why an unreachable address cannot be read, and lists nothing from it', async () => {
    const added = await dcall<HubSource>(server, 'POST', '/hub/sources', {
      channel: 'git',
      url: 'http://127.0.0.1:1/nothing.git',
      name: 'unreachable',
    });
    expect(added.body.data).toMatchObject({ package_count: 0, last_refreshed: null });
    expect(added.body.data.last_error).toMatch(
      /^The hub "unreachable" could not be fetched from http:\/\/127\.0\.0\.1:1\/nothing\.git: /,
    );
    expect(await packagesOf('unreachable')).toEqual([]);
  });
});
