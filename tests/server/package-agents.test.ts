import type { Agent } from '@/contract/app';
import { agentPackageInstaller } from '@/server/packages/installers/agent-installer';
import { createApp, call } from './app-helpers';
import { chat } from './chat-test-helpers';
import { oneModelEnv } from './flow-helpers';
import { startTestServer, type TestServer } from './harness';
import { contextCatcher, installScope, loadHubPackage } from './hub-packages';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
let server: TestServer;
const catcher = contextCatcher();

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: oneModelEnv(fake.url), plugins: [catcher.plugin] });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
afterEach(() => fake.reset());

async function agentList(language: 'en' | 'zh'): Promise<Agent[]> {
  const answer = await call<Agent[]>(server, 'GET', '/api/v1/agents/list', undefined, { language });
  return answer.body.data;
}

const scope = (language: 'en' | 'zh' = 'en') => installScope(catcher.context(), language);

describe('agent packages', () => {
  it('lists an installed agent in agents/list in the caller’s language, and the app chat runs on its instructions', async () => {
    const pkg = await loadHubPackage('agent', 'weather-advisor', 'zh');
    expect(await agentPackageInstaller.preview(pkg, scope('zh'))).toEqual([
      { kind: 'agent', id: 'WeatherAdvisor', name: 'WeatherAdvisor' },
    ]);
    const things = await agentPackageInstaller.install(pkg, scope('zh'));
    expect(things).toEqual([{ kind: 'agent', id: 'WeatherAdvisor', name: 'WeatherAdvisor' }]);

    const english = (await agentList('en')).find((agent) => agent.name === 'WeatherAdvisor');
    expect(english?.desc).toMatch(/^Plans outdoor activities/);
    const chinese = (await agentList('zh')).find((agent) => agent.name === 'WeatherAdvisor');
    expect(chinese?.desc).toMatch(/^结合天气预报规划户外活动/);
    expect((await agentList('en')).map((agent) => agent.name)).toContain('Assistant');

    // A knowledge resource is not of the kinds the agent works with (tools, prompts): it is left out.
    const app = await createApp(server, 'Trip planner', {
      details: [
        {
          agent_name: 'WeatherAdvisor',
          resources: [{ type: 'knowledge', value: 'no-such-space' }],
          llm_strategy: 'priority',
          llm_strategy_value: 'fake-model',
        },
      ],
    });
    fake.setReply({ text: 'Take an umbrella.' });
    const answer = await chat(
      server,
      {
        chat_mode: 'chat_agent',
        app_code: app.app_code,
        conv_uid: 'trip-1',
        user_input: 'Hiking in Berlin tomorrow?',
      },
      { userId: 'alice' },
    );
    expect(answer.status).toBe(200);
    expect(answer.payloads.join('')).toContain('Take an umbrella.');
    // Installed in Chinese, the agent's instructions to the model are the Chinese ones.
    const system = fake.chatRequests()[0]?.messages[0];
    expect(system?.role).toBe('system');
    expect(JSON.stringify(system?.content)).toContain('你是一名天气顾问');
    expect(JSON.stringify(fake.chatRequests()[0]?.tools ?? [])).not.toContain('search_knowledge');

    expect(await agentPackageInstaller.usedBy(things, scope())).toEqual([
      { kind: 'app', id: app.app_code, name: 'Trip planner' },
    ]);
  });

  it('gives the built-in assistant the same resource, which it does work with', async () => {
    const app = await createApp(server, 'Assistant trip', {
      details: [{ agent_name: 'Assistant', resources: [{ type: 'knowledge', value: 'no-such-space' }] }],
    });
    const answer = await chat(
      server,
      { chat_mode: 'chat_agent', app_code: app.app_code, conv_uid: 'trip-2', user_input: 'Hi' },
      { userId: 'alice' },
    );
    expect(answer.payloads.join('')).toContain('no-such-space');
    expect(fake.chatRequests()).toEqual([]);
  });

  it('refuses a role that exists, built in or installed, and a definition that does not fit', async () => {
    const pkg = await loadHubPackage('agent', 'report-writer');
    await agentPackageInstaller.install(pkg, scope());
    const again = await agentPackageInstaller.preview(pkg, scope());
    expect('problem' in again && again.problem.in('en')).toBe(
      'An agent with the role "ReportWriter" exists already.',
    );
    await expect(agentPackageInstaller.install(pkg, scope())).rejects.toMatchObject({ status: 409 });

    const builtIn = { ...pkg, definition: { ...(pkg.definition as object), role: 'assistant' } };
    const clash = await agentPackageInstaller.preview(builtIn, scope('zh'));
    expect('problem' in clash && clash.problem.in('zh')).toBe('角色为“assistant”的智能体已经存在。');

    const broken = { ...pkg, definition: { role: 'Nobody' } };
    const refused = await agentPackageInstaller.preview(broken, scope());
    expect('problem' in refused && refused.problem.in('en')).toMatch(
      /^The package "report-writer" has a definition that does not fit its type: goal: .*instructions: /,
    );
    await expect(agentPackageInstaller.install(broken, scope())).rejects.toMatchObject({ status: 400 });
  });

  it('takes the agent out of agents/list on uninstall; an app naming it then works as the assistant', async () => {
    const pkg = await loadHubPackage('agent', 'report-writer');
    const things = [{ kind: 'agent' as const, id: 'ReportWriter', name: 'ReportWriter' }];
    expect((await agentList('en')).some((agent) => agent.name === 'ReportWriter')).toBe(true);
    expect(await agentPackageInstaller.usedBy(things, scope())).toEqual([]);
    await agentPackageInstaller.uninstall(things, scope());
    expect((await agentList('en')).some((agent) => agent.name === 'ReportWriter')).toBe(false);
    // It can be installed again once gone.
    expect(await agentPackageInstaller.preview(pkg, scope())).toEqual(things);
  });
});
