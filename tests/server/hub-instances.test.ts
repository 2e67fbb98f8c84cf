import { rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { PaginationResult } from '@/contract/common';
import type { HubSource } from '@/contract/hub';
import type { DbgptsHubItem } from '@/contract/plugin';
import { chatFlowDefinition, dcall, git, makeGitHub, writePackage } from './dbgpts-helpers';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { dropTestDatabase, prepareTestDatabase, testDatabaseUrl } from './test-storage';

/**
 * Two instances on one database, each with its own data folder: each clones a git hub for itself, and a
 * refresh on one instance shows on the other, which clones again.
 */
const folders: string[] = [];
const servers: TestServer[] = [];
let shared = '';
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  if (shared) await dropTestDatabase(shared);
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function folder(prefix: string): Promise<string> {
  const dir = await makeTempDir(prefix);
  folders.push(dir);
  return dir;
}

const packageNames = async (server: TestServer) =>
  (
    await dcall<PaginationResult<DbgptsHubItem>>(server, 'POST', '/hub/query_page', {
      storage_channel: 'team-hub',
    })
  ).body.data.items
    .map((item) => item.name)
    .sort();

describe('a git hub served by two instances', () => {
  it('is cloned by each, and refreshed on one shows the new packages on both', async () => {
    shared = await folder('dbgpt-hub-shared-');
    await prepareTestDatabase(shared);
    const builtin = await folder('dbgpt-empty-hub-');
    const repo = await makeGitHub(
      [{ type: 'flow', name: 'first-flow', definition: chatFlowDefinition() }],
      'main',
    );
    folders.push(repo);
    const env = { DATABASE_URL: testDatabaseUrl(shared), BUILTIN_HUB_DIR: builtin };
    const [one, two] = await Promise.all(
      ['dbgpt-hub-one-', 'dbgpt-hub-two-'].map(async (prefix) => {
        const server = await startTestServer({ dataDir: await folder(prefix), env });
        servers.push(server);
        return server;
      }),
    );

    const added = await dcall<HubSource>(one, 'POST', '/hub/sources', {
      channel: 'git',
      url: pathToFileURL(repo).href,
      branch: 'main',
      name: 'team-hub',
    });
    expect(added.body.data).toMatchObject({ package_count: 1, last_error: null });
    expect(await packageNames(two)).toEqual(['first-flow']);

    await writePackage(repo, { type: 'flow', name: 'second-flow', definition: chatFlowDefinition() });
    await git(repo, 'add', '.');
    await git(repo, 'commit', '--quiet', '-m', 'a second package');
    const refreshed = await dcall(one, 'POST', '/hub/source/refresh', {});
    expect(refreshed.body).toMatchObject({ success: true });

    expect(await packageNames(one)).toEqual(['first-flow', 'second-flow']);
    // The other instance has its own clone, one refresh behind: it fetches again when next asked.
    expect(await packageNames(two)).toEqual(['first-flow', 'second-flow']);
    const sources = await dcall<HubSource[]>(two, 'GET', '/hub/sources');
    expect(sources.body.data.find((source) => source.name === 'team-hub')).toMatchObject({
      package_count: 2,
      last_error: null,
    });
  }, 30_000);
});
