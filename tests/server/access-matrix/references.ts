import type { StoredDatasource } from '@/contract/datasource';
import type { Space } from '@/contract/knowledge';
import { canvas, canvasNode, edge } from '../flow-helpers';
import { makeSqliteShop } from '../datasource-helpers';
import { json, PRIVATE, PUBLIC_READ, row, type AccessCase, type MatrixRequest, type World } from './matrix';

/**
 * Resources used from elsewhere: an app or a flow may name only a datasource, space or flow its author may
 * use (404 for another's private one), and the pickers list only those.
 */
let shop: Promise<string> | undefined;

const addDatasource = async (world: World) => {
  shop ??= makeSqliteShop(world.dir, 'reference-shop.db');
  return world.must<StoredDatasource>(
    'owner',
    json('POST', '/api/v2/serve/datasources', {
      type: 'sqlite',
      params: { path: await shop },
      display_name: world.unique('Ledger'),
    }),
  );
};

const addSpace = async (world: World) => {
  const name = world.unique('ref-space');
  await world.must('owner', json('POST', '/knowledge/space/add', { name, vector_type: 'FullText' }));
  const [space] = await world.must<Space[]>('owner', json('POST', '/knowledge/space/list', { name }));
  return { name, id: Number(space?.id) };
};

const addFlow = async (world: World) => {
  const name = world.unique('ref_flow').replace('-', '_');
  return world.must<{ uid: string; name: string }>(
    'owner',
    json('POST', '/api/v2/serve/awel/flows', {
      name,
      label: name,
      flow_data: canvas([canvasNode('shout', 'map', 'Shout', { transform: 'upper' })], []),
    }),
  );
};

const agentApp = (world: World, type: string, value: string) => ({
  app_name: world.unique('ref-app'),
  app_describe: 'uses a resource',
  team_mode: 'single_agent',
  language: 'en',
  details: [{ agent_name: 'DataAnalyst', resources: [{ type, value }], llm_strategy: 'default' }],
});

function createRows(
  label: string,
  create: (world: World) => Promise<{ name: string; uid?: string }>,
  request: (name: string, world: World) => MatrixRequest,
): AccessCase[] {
  return [
    row({
      route: 'POST /api/v1/app/create',
      name: `naming another's private ${label}`,
      expect: PRIVATE,
      create,
      request: (resource, world) => request(resource.uid ?? resource.name, world),
    }),
  ];
}

/** trigger → question → SQL on the datasource: the question is the query. */
const sqlFlow = (world: World, datasource: string) => ({
  name: world.unique('sql_flow').replace('-', '_'),
  flow_data: canvas(
    [
      canvasNode('trigger', 'http_trigger', 'Trigger', { path: `/${world.unique('sql')}`, methods: 'POST' }),
      canvasNode('question', 'request_conversion', 'Question'),
      canvasNode('sql', 'sql_runner', 'Run SQL', { datasource }),
    ],
    [edge('trigger', 'question'), edge('question', 'sql')],
  ),
});

export const REFERENCE_CASES: AccessCase[] = [
  ...createRows(
    'datasource',
    async (world) => ({ name: (await addDatasource(world)).display_name }),
    (name, world) => json('POST', '/api/v1/app/create', agentApp(world, 'database', name)),
  ),
  ...createRows('knowledge space', addSpace, (name, world) =>
    json('POST', '/api/v1/app/create', agentApp(world, 'knowledge', name)),
  ),
  ...createRows('flow', addFlow, (uid, world) =>
    json('POST', '/api/v1/app/create', {
      app_name: world.unique('flow-app'),
      app_describe: 'runs a flow',
      team_mode: 'awel_layout',
      language: 'en',
      team_context: { dag_id: uid, uid, name: 'flow' },
    }),
  ),
  row({
    route: 'POST /api/v2/serve/apps',
    name: "naming another's private datasource",
    expect: PRIVATE,
    create: addDatasource,
    request: (d, world) => json('POST', '/api/v2/serve/apps', agentApp(world, 'database', d.display_name)),
  }),
  ...['/api/v2/serve/awel', '/api/v1/serve/awel'].flatMap((base) => [
    row({
      route: `POST ${base}/flows`,
      name: "naming another's private datasource",
      expect: PRIVATE,
      create: addDatasource,
      request: (d, world) => json('POST', `${base}/flows`, sqlFlow(world, d.display_name)),
    }),
    row({
      route: `POST ${base}/flow/debug`,
      name: "naming another's private datasource",
      expect: PRIVATE,
      create: addDatasource,
      request: (d, world) =>
        json('POST', `${base}/flow/debug`, {
          flow: sqlFlow(world, d.display_name),
          request: { messages: 'SELECT 1' },
        }),
    }),
    row({
      route: `GET ${base}/variables`,
      name: 'datasource names',
      expect: PUBLIC_READ,
      create: addDatasource,
      request: () => json('GET', `${base}/variables?key=dbgpt.core.datasources&page_size=1000`),
      check(role, data, datasource) {
        const names = (data as { items: { name: string }[] }).items.map((item) => item.name);
        expect(names.includes(datasource.display_name), role).toBe(role !== 'other');
      },
    }),
    row({
      route: `GET ${base}/nodes`,
      name: 'datasource choices',
      expect: PUBLIC_READ,
      create: addDatasource,
      request: () => json('GET', `${base}/nodes`),
      check(role, data, datasource) {
        const text = JSON.stringify(data);
        expect(text.includes(`"${datasource.display_name}"`), role).toBe(role !== 'other');
      },
    }),
  ]),
  row({
    route: 'POST /api/v1/chat/mode/params/list',
    name: 'datasources',
    expect: PUBLIC_READ,
    create: addDatasource,
    request: () => json('POST', '/api/v1/chat/mode/params/list?chat_mode=chat_with_db_execute'),
    check(role, data, datasource) {
      const listed = (data as { datasource_id: number }[]).some(
        (entry) => entry.datasource_id === datasource.id,
      );
      expect(listed, role).toBe(role !== 'other');
    },
  }),
  row({
    route: 'GET /api/v1/app/resources/list',
    name: 'datasources',
    expect: PUBLIC_READ,
    create: addDatasource,
    request: () => json('GET', '/api/v1/app/resources/list?type=database'),
    check(role, data, datasource) {
      const listed = (data as { key: string }[]).some((entry) => entry.key === datasource.display_name);
      expect(listed, role).toBe(role !== 'other');
    },
  }),
];
