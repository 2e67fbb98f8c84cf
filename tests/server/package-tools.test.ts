import type { MyPlugin } from '@/contract/plugin';
import { toolResourceInstaller } from '@/server/packages/installers/tool-resource-installer';
import { installerFor } from '@/server/packages/package-installers';
import { registerPkgtypesInstallers } from '@/server/packages/register-pkgtypes-installers';
import { call, createApp } from './app-helpers';
import { startTestServer, type TestServer } from './harness';
import { contextCatcher, installScope, loadHubPackage } from './hub-packages';

let server: TestServer;
const catcher = contextCatcher();
const scope = (language: 'en' | 'zh' = 'en') => installScope(catcher.context(), language);

/** Everyone's plugins as any user's "my plugins" lists them (the real plugin store). */
async function everyonesPlugins(): Promise<Map<string, MyPlugin>> {
  const mine = await call<MyPlugin[]>(server, 'POST', '/api/v1/agent/my', undefined, { user: 'someone' });
  return new Map(
    mine.body.data.filter((plugin) => plugin['for_everyone'] === true).map((plugin) => [plugin.name, plugin]),
  );
}

beforeAll(async () => {
  server = await startTestServer({ plugins: [catcher.plugin] });
});
afterAll(() => server.close());

describe('tool resource packages', () => {
  it('is the installer the hub finds for resource packages of kind tool', async () => {
    registerPkgtypesInstallers();
    const weather = await loadHubPackage('resource', 'open-meteo-weather');
    expect(installerFor('resource', weather.definition)).toBe(toolResourceInstaller);
    expect(installerFor('agent', {})?.type).toBe('agent');
    expect(installerFor('operator', {})?.type).toBe('operator');
  });

  it('installs the HTTP and MCP tools for everyone through the plugin store, in the installer’s language', async () => {
    const weather = await loadHubPackage('resource', 'open-meteo-weather', 'zh');
    expect(await toolResourceInstaller.preview(weather, scope('zh'))).toEqual([
      { kind: 'tool', id: 'open-meteo-weather', name: 'open-meteo-weather' },
    ]);
    expect(await toolResourceInstaller.install(weather, scope('zh'))).toEqual([
      { kind: 'tool', id: 'open-meteo-weather', name: 'open-meteo-weather' },
    ]);
    expect((await everyonesPlugins()).get('open-meteo-weather')).toMatchObject({
      source: 'package',
      type: 'openapi',
      definition: { kind: 'http', description: expect.stringMatching(/^按经纬度查询/) },
    });
    const everything = await loadHubPackage('resource', 'mcp-everything');
    await toolResourceInstaller.install(everything, scope());
    expect((await everyonesPlugins()).get('mcp-everything')?.['definition']).toMatchObject({
      kind: 'mcp',
      transport: 'stdio',
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-everything'],
    });
    const again = await toolResourceInstaller.preview(everything, scope());
    expect('problem' in again && again.problem.in('en')).toBe(
      'A plugin named "mcp-everything" is installed already.',
    );
  });

  it('refuses a definition that is not a tool', async () => {
    const prompts = await loadHubPackage('resource', 'writing-prompts');
    const refused = await toolResourceInstaller.preview(prompts, scope('zh'));
    expect('problem' in refused && refused.problem.in('zh')).toBe(
      '包“writing-prompts”是 prompt_pack 资源，而不是工具。',
    );
    await expect(toolResourceInstaller.install(prompts, scope())).rejects.toMatchObject({ status: 400 });
  });

  it('names the apps whose agents use the tool, under each tool resource type, and uninstalls it', async () => {
    const things = [{ kind: 'tool' as const, id: 'mcp-everything', name: 'mcp-everything' }];
    const direct = await createApp(server, 'Echo bot', {
      details: [
        { agent_name: 'ToolExpert', resources: [{ type: 'tool(mcp(sse))', value: 'mcp-everything' }] },
      ],
    });
    const v2 = await createApp(server, 'Echo bot v2', {
      details: [
        { agent_name: 'ToolExpert', resources: [{ type: 'tool', value: '{"name":"mcp-everything"}' }] },
      ],
    });
    await createApp(server, 'Weather bot', {
      details: [{ agent_name: 'ToolExpert', resources: [{ type: 'tool', value: 'open-meteo-weather' }] }],
    });
    await createApp(server, 'Not a tool', {
      details: [{ agent_name: 'Assistant', resources: [{ type: 'knowledge', value: 'mcp-everything' }] }],
    });
    const users = await toolResourceInstaller.usedBy(things, scope());
    expect(users.map((user) => user.id).sort()).toEqual([direct.app_code, v2.app_code].sort());
    await toolResourceInstaller.uninstall(things, scope());
    expect([...(await everyonesPlugins()).keys()]).toEqual(['open-meteo-weather']);
  });
});
