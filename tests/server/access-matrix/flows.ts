import type { FlowPanel } from '@/contract/flow';
import { dbgptNode } from '../dbgpt-canvas-helpers';
import { canvas, canvasNode, edge, type CanvasNode } from '../flow-helpers';
import {
  json,
  PRIVATE,
  PUBLIC_CHANGE,
  PUBLIC_READ,
  row,
  type AccessCase,
  type Expected,
  type MatrixRequest,
  type World,
} from './matrix';

/** Flows, their versions and variables, under DB-GPT's v1 and our v2 prefix. */
const PREFIXES = ['/api/v2/serve/awel', '/api/v1/serve/awel'] as const;

/** trigger (POST `/<path>`) → question → upper case: a deployed flow that answers without a model. */
const shoutCanvas = (path: string, method = 'POST') =>
  canvas(
    [
      canvasNode('trigger', 'http_trigger', 'Trigger', { path, methods: method }),
      canvasNode('question', 'request_conversion', 'Question'),
      canvasNode('shout', 'map', 'Shout', { transform: 'upper' }),
    ],
    [edge('trigger', 'question'), edge('question', 'shout')],
  );

const addFlow =
  (visibility: 'private' | 'public', method = 'POST') =>
  async (world: World) => {
    const name = world.unique('flow').replace('-', '_');
    const flow = await world.must<FlowPanel>(
      'owner',
      json('POST', `${PREFIXES[0]}/flows`, {
        name,
        label: name,
        state: 'deployed',
        flow_data: shoutCanvas(`/${name}`, method),
        visibility,
      }),
    );
    // A second save keeps the first as version 1, to restore.
    await world.must(
      'owner',
      json('PUT', `${PREFIXES[0]}/flows/${flow.uid}`, { ...flow, label: `${name} v2` }),
    );
    return flow;
  };

/** DB-GPT's request trigger listening with `method` at `/<name>`, its query read by a transform. */
const addRequestFlow =
  (visibility: 'private' | 'public', method: 'PUT' | 'DELETE') => async (world: World) => {
    const name = world.unique('flow').replace('-', '_');
    const trigger = dbgptNode('RequestHttpTrigger', { endpoint: `/${name}`, methods: method });
    const read = canvasNode('read', 'map', 'Read', { transform: 'get_field', field: 'query_params' });
    return world.must<FlowPanel>(
      'owner',
      json('POST', `${PREFIXES[0]}/flows`, {
        name,
        label: name,
        state: 'deployed',
        flow_data: canvas([trigger as unknown as CanvasNode, read], [edge(trigger.id, 'read')]),
        visibility,
      }),
    );
  };

const flowState = async (flow: FlowPanel, world: World) => ({
  flow: await world.must('owner', json('GET', `${PREFIXES[0]}/flows/${flow.uid}`)),
  versions: await world.must('owner', json('GET', `${PREFIXES[0]}/flows/${flow.uid}/versions`)),
});

function flowRows(route: string, read: boolean, request: (flow: FlowPanel) => MatrixRequest): AccessCase[] {
  const cases: ['private' | 'public', Expected][] = [
    ['private', PRIVATE],
    ['public', read ? PUBLIC_READ : PUBLIC_CHANGE],
  ];
  return cases.map(([visibility, expect]) =>
    row({ route, name: visibility, expect, create: addFlow(visibility), request, state: flowState }),
  );
}

const takeOver = (flow: FlowPanel) => ({ ...flow, label: 'Taken over', visibility: 'public' });

interface Variable {
  id: number;
}

/** A variable of the owner's: `mine` is theirs alone (`user_name`), else shared for every user to read. */
const addVariable = (mine: boolean) => (world: World) =>
  world.must<Variable>(
    'owner',
    json('POST', `${PREFIXES[0]}/variables`, {
      key: 'matrix.limit',
      name: world.unique('limit').replace('-', '_'),
      label: 'Limit',
      category: 'common',
      scope: 'global',
      value: '10',
      ...(mine ? { user_name: 'me' } : {}),
    }),
  );

const variableChange = (world: World) => ({
  key: 'matrix.limit',
  name: world.unique('taken').replace('-', '_'),
  label: 'Taken',
  category: 'common',
  scope: 'global',
  value: '0',
});

function prefixRows(base: string): AccessCase[] {
  return [
    ...flowRows(`GET ${base}/flows/:uid`, true, (f) => json('GET', `${base}/flows/${f.uid}`)),
    ...flowRows(`PUT ${base}/flows/:uid`, false, (f) => json('PUT', `${base}/flows/${f.uid}`, takeOver(f))),
    ...flowRows(`DELETE ${base}/flows/:uid`, false, (f) => json('DELETE', `${base}/flows/${f.uid}`)),
    ...flowRows(`POST ${base}/flows/:uid/copy`, true, (f) =>
      json('POST', `${base}/flows/${f.uid}/copy`, { name: `${f.name}_copy`, label: 'Copy' }),
    ),
    ...flowRows(`GET ${base}/flows/:uid/versions`, true, (f) =>
      json('GET', `${base}/flows/${f.uid}/versions`),
    ),
    ...flowRows(`POST ${base}/flows/:uid/versions/:id/restore`, false, (f) =>
      json('POST', `${base}/flows/${f.uid}/versions/1/restore`),
    ),
    ...flowRows(`GET ${base}/flow/export/:uid`, true, (f) =>
      json('GET', `${base}/flow/export/${f.uid}?format=json`),
    ),
    ...flowRows(`POST ${base}/variables`, false, (f) =>
      json('POST', `${base}/variables`, {
        key: 'flow.secret.limit',
        name: 'limit',
        label: 'Limit',
        category: 'common',
        scope: 'flow_priv',
        scope_key: f.uid,
        value: 'planted',
      }),
    ),
    row({
      route: `PUT ${base}/variables/:id`,
      name: "the owner's own",
      expect: PRIVATE,
      create: addVariable(true),
      request: (v, world) => json('PUT', `${base}/variables/${v.id}`, variableChange(world)),
    }),
    row({
      route: `PUT ${base}/variables/:id`,
      name: 'shared',
      expect: PUBLIC_CHANGE,
      create: addVariable(false),
      request: (v, world) => json('PUT', `${base}/variables/${v.id}`, variableChange(world)),
    }),
    row({
      route: `DELETE ${base}/variables/:id`,
      name: "the owner's own",
      expect: PRIVATE,
      create: addVariable(true),
      request: (v) => json('DELETE', `${base}/variables/${v.id}`),
    }),
    row({
      route: `DELETE ${base}/variables/:id`,
      name: 'shared',
      expect: PUBLIC_CHANGE,
      create: addVariable(false),
      request: (v) => json('DELETE', `${base}/variables/${v.id}`),
    }),
    row({
      route: `GET ${base}/flows`,
      name: 'private',
      expect: PUBLIC_READ,
      create: addFlow('private'),
      request: () => json('GET', `${base}/flows?page_size=1000`),
      check(role, data, flow) {
        const uids = (data as { items: FlowPanel[] }).items.map((item) => item.uid);
        expect(uids.includes(flow.uid), role).toBe(role !== 'other');
      },
    }),
  ];
}

export const FLOW_CASES: AccessCase[] = [
  ...PREFIXES.flatMap(prefixRows),
  ...flowRows('POST /api/v1/awel/trigger/*', true, (f) =>
    json('POST', `/api/v1/awel/trigger/${f.name}`, { messages: 'hello' }),
  ),
  ...(['PUT', 'DELETE'] as const).flatMap((method) =>
    (['private', 'public'] as const).map((visibility) =>
      row({
        route: `${method} /api/v1/awel/trigger/*`,
        name: visibility,
        expect: visibility === 'private' ? PRIVATE : PUBLIC_READ,
        create: addRequestFlow(visibility, method),
        request: (f) => json(method, `/api/v1/awel/trigger/${f.name}?messages=hello`, {}),
        state: flowState,
      }),
    ),
  ),
  ...(['private', 'public'] as const).map((visibility) =>
    row({
      route: 'GET /api/v1/awel/trigger/*',
      name: visibility,
      expect: visibility === 'private' ? PRIVATE : PUBLIC_READ,
      create: addFlow(visibility, 'GET'),
      request: (f) => json('GET', `/api/v1/awel/trigger/${f.name}?messages=hello`),
      state: flowState,
    }),
  ),
];
