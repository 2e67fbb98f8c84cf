import type { Agent } from '@/contract/app';
import type { PaginationResult } from '@/contract/common';
import type { OperatorMetadata } from '@/contract/flow';
import type { PackageThing, PackageUsage } from '@/contract/hub';
import type { DbgptsHubItem, MyDbgpts } from '@/contract/plugin';
import { call } from './app-helpers';
import { chat, lastSnapshot } from './chat-test-helpers';
import { dcall } from './dbgpts-helpers';
import { AWEL, canvas, canvasNode, createFlow, edge, oneModelEnv } from './flow-helpers';
import { flowFrameText } from './flow-run-helpers';
import { startTestServer, type TestServer } from './harness';
import { BUILTIN_HUB } from './hub-packages';
import { addSpace } from './knowledge-helpers';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: { ...oneModelEnv(fake.url), BUILTIN_HUB_DIR: BUILTIN_HUB } });
  await addSpace(server, 'handbook');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
afterEach(() => fake.reset());

const install = (name: string, type: string, language: 'en' | 'zh' = 'en') =>
  dcall(server, 'POST', '/hub/install', { name, type, storage_channel: 'builtin' }, { language });

async function added(name: string, kind: PackageThing['kind']): Promise<string> {
  const page = await dcall<PaginationResult<MyDbgpts & { adds: PackageThing[] }>>(
    server,
    'POST',
    '/my/query_page',
    {
      name,
    },
  );
  const id = page.body.data.items[0]?.adds.find((thing) => thing.kind === kind)?.id;
  if (!id) throw new Error(`${name} added no ${kind}`);
  return id;
}

describe('installing the built-in hub’s packages through the hub routes', () => {
  it('lists every package of the built-in hub, in Chinese too', async () => {
    const zh = await dcall<PaginationResult<DbgptsHubItem>>(
      server,
      'POST',
      '/hub/query_page?page_size=50',
      {},
      {
        language: 'zh',
      },
    );
    expect(zh.body.data.total_count).toBe(11);
    const labels = zh.body.data.items.map((item) => item.label ?? item.name);
    expect(labels).toEqual(expect.arrayContaining(['中英互译', '天气顾问', '要点提炼', 'Open-Meteo 天气']));
  });

  it('installs the flows, the apps and the prompt pack; the translator app chats through its flow', async () => {
    for (const [name, type] of [
      ['translator', 'flow'],
      ['summarizer', 'flow'],
      ['knowledge-qa', 'flow'],
      ['translator-app', 'app'],
      ['writing-helper', 'app'],
      ['writing-prompts', 'resource'],
    ] as const)
      expect((await install(name, type)).body, name).toMatchObject({ success: true });
    fake.setReply({ text: 'The meeting moved to 3 pm.' });
    const translated = await chat(
      server,
      {
        chat_mode: 'chat_agent',
        app_code: await added('translator-app', 'app'),
        user_input: '会议改到下午三点。',
      },
      { userId: 'alice' },
    );
    expect(flowFrameText(translated.payloads.at(-1) ?? '{}')).toBe('The meeting moved to 3 pm.');
    expect(fake.chatRequests()[0]?.messages.at(-1)?.content).toContain('professional translator');

    fake.setReply({ text: 'Shorter now.' });
    const helped = await chat(
      server,
      {
        chat_mode: 'chat_normal',
        app_code: await added('writing-helper', 'app'),
        user_input: 'Shorten: ...',
      },
      { userId: 'alice' },
    );
    expect(lastSnapshot(helped.payloads).content).toContain('Shorter now.');
  });

  it('installs the agent in Chinese and lists it in both languages', async () => {
    expect((await install('weather-advisor', 'agent', 'zh')).body).toMatchObject({ success: true });
    for (const [language, goal] of [
      ['en', /^Plans outdoor activities/],
      ['zh', /^结合天气预报/],
    ] as const) {
      const agents = await call<Agent[]>(server, 'GET', '/api/v1/agents/list', undefined, { language });
      expect(agents.body.data.find((agent) => agent.name === 'WeatherAdvisor')?.desc).toMatch(goal);
    }
  });

  it('installs the composite operator into the palette; uninstalling it while a flow uses it warns naming the flow', async () => {
    expect((await install('key-points', 'operator')).body).toMatchObject({ success: true });
    const nodes = await call<OperatorMetadata[]>(server, 'GET', `${AWEL}/nodes`);
    const points = nodes.body.data.find((node) => node.name === 'composite_key_points');
    expect(points?.label).toBe('Key points');
    const node = canvasNode('points', 'map', 'Key points');
    const flow = await createFlow(server, 'digest', {
      label: 'Digest',
      flow_data: canvas(
        [
          canvasNode('trigger', 'http_trigger', 'Trigger'),
          canvasNode('question', 'request_conversion', 'Question'),
          { ...node, data: { ...node.data, id: points?.id ?? '', parameters: [] } },
        ],
        [edge('trigger', 'question'), edge('question', 'points')],
      ),
    });
    const usage = await dcall<PackageUsage>(server, 'GET', '/my/usage?name=key-points&type=operator');
    expect(usage.body.data).toEqual({ used_by: [{ kind: 'flow', id: flow.uid, name: 'Digest' }] });
    const refused = await dcall(server, 'POST', '/my/uninstall?name=key-points&type=operator');
    expect(refused.status).toBe(409);
    const forced = await dcall(server, 'POST', '/my/uninstall?name=key-points&type=operator&force=true');
    expect(forced.body).toMatchObject({ success: true });
    const after = await call<OperatorMetadata[]>(server, 'GET', `${AWEL}/nodes`);
    expect(after.body.data.some((candidate) => candidate.name === 'composite_key_points')).toBe(false);
  });
});
