import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FlowData } from '@/contract/flow';
import { makeSqliteShop } from './datasource-helpers';
import { AWEL, flowCall } from './flow-helpers';
import { startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';

/** A DB-GPT flow naming a space or datasource its owner cannot use is refused at save or deploy time. */
const TEMPLATES = path.join(import.meta.dirname, '..', 'fixtures', 'dbgpt-flows', 'templates');

/** DB-GPT's chat-data template with its DatasourceResource's database set to `database`. */
function chatData(language: string, database: string): FlowData {
  const file = path.join(TEMPLATES, language, 'chat-data-awel-flow-template.json');
  const data = (JSON.parse(readFileSync(file, 'utf8')) as { flow: { flow_data: FlowData } }).flow.flow_data;
  return {
    ...data,
    nodes: data.nodes.map((node) =>
      node.data.type_name !== 'DatasourceResource'
        ? node
        : {
            ...node,
            data: {
              ...node.data,
              parameters: (node.data.parameters as { name: string }[]).map((parameter) =>
                parameter.name === 'db_name' ? { ...parameter, value: database } : parameter,
              ),
            },
          },
    ),
  };
}

let setup: KnowledgeSetup;
let dir: string;
beforeAll(async () => {
  setup = await startKnowledgeServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-references-'));
  for (const [user, name, visibility] of [
    ['alice', 'AliceShop', 'private'],
    ['bob', 'BobShop', 'private'],
  ] as const) {
    await mkdir(path.join(dir, user));
    const response = await fetch(`${setup.server.baseUrl}/api/v2/serve/datasources`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': user },
      body: JSON.stringify({
        type: 'sqlite',
        params: { path: await makeSqliteShop(path.join(dir, user)) },
        display_name: name,
        visibility,
      }),
    });
    expect(response.status, await response.text()).toBe(200);
  }
});
afterAll(async () => {
  await setup.close();
  await rm(dir, { recursive: true, force: true });
});

const save = (name: string, flowData: FlowData, state: string, language: 'en' | 'zh' = 'en') =>
  flowCall(
    setup.server,
    'POST',
    `${AWEL}/flows`,
    { name, label: name, flow_data: flowData, state },
    { language },
  );

describe('DB-GPT resources naming a datasource', () => {
  it('deploy when the datasource is the owner’s own', async () => {
    const answer = await save('own_shop', chatData('en', 'AliceShop'), 'deployed');
    expect(answer.body.success, answer.body.err_msg ?? '').toBe(true);
  });

  it.each<['en' | 'zh', string, string]>([
    ['en', 'Datasource Resource', "which does not exist or which the flow's owner may not use"],
    ['zh', '数据源资源', '不存在，或工作流的所有者无权使用'],
  ])('(%s) are refused at deploy when it does not exist, naming the node', async (language, node, why) => {
    const answer = await save(`missing_${language}`, chatData(language, 'Nowhere'), 'deployed', language);
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toContain(node);
    expect(answer.body.err_msg).toContain('Nowhere');
    expect(answer.body.err_msg).toContain(why);
  });

  it('are refused when the datasource is another user’s private one', async () => {
    const drafted = await save('bobs_shop_draft', chatData('en', 'BobShop'), 'developing');
    expect(drafted.status).toBe(404);
    expect(drafted.body.err_msg).toContain('BobShop');
    const deployed = await save('bobs_shop', chatData('en', 'BobShop'), 'deployed');
    expect(deployed.body.success).toBe(false);
  });
});
