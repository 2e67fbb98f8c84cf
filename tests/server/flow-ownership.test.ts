import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowPanel } from '@/contract/flow';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { ADMIN, call, createUser, signIn, startLocalServer, type Answer } from './auth-helpers';
import { canvas, canvasNode, edge, oneModelEnv } from './flow-helpers';
import type { TestServer } from './harness';

/**
 * Issue 26: other users' flows could be read, exported, copied and run. With sign-in a flow is its
 * owner's; a private one is answered as missing to others, a public one can be used but not changed.
 */

const AWEL = '/api/v2/serve/awel';
const AWEL_V1 = '/api/v1/serve/awel';
let fake: FakeOpenAI;
let server: TestServer;
let admin: string;
let bob: string;
let carol: string;
let bobId: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startLocalServer(oneModelEnv(fake.url));
  admin = await signIn(server, ADMIN.email, ADMIN.password);
  bobId = await createUser(server, admin, { email: 'bob@example.com', password: 'bob password' });
  await createUser(server, admin, { email: 'carol@example.com', password: 'carol password' });
  bob = await signIn(server, 'bob@example.com', 'bob password');
  carol = await signIn(server, 'carol@example.com', 'carol password');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** trigger (POST `/<path>`) → question → upper case: a deployed flow that answers without a model. */
const shoutCanvas = (path: string) =>
  canvas(
    [
      canvasNode('trigger', 'http_trigger', 'Trigger', { path, methods: 'POST' }),
      canvasNode('question', 'request_conversion', 'Question'),
      canvasNode('shout', 'map', 'Shout', { transform: 'upper' }),
    ],
    [edge('trigger', 'question'), edge('question', 'shout')],
  );

const send = (session: string, method: string, path: string, body?: unknown) =>
  call(server, path, { session, method, body });

async function createFlow(session: string, name: string, fields: Record<string, unknown> = {}) {
  const answer = await send(session, 'POST', `${AWEL}/flows`, {
    name,
    label: name,
    state: 'deployed',
    flow_data: shoutCanvas(`/${name}`),
    ...fields,
  });
  expect(answer.body.err_msg).toBeNull();
  return answer.body.data as FlowPanel;
}

/** The flow as an administrator sees it, with its versions: what an attack must leave as it was. */
async function snapshot(uid: string) {
  const flow = (await send(admin, 'GET', `${AWEL}/flows/${uid}`)).body.data as FlowPanel;
  const versions = (await send(admin, 'GET', `${AWEL}/flows/${uid}/versions`)).body.data as unknown[];
  const variables = await send(admin, 'GET', `${AWEL}/variables?key=flow.secret.limit&page_size=100`);
  const { gmt_modified: _modified, problems: _problems, ...kept } = flow;
  return { kept, versions: versions.length, variables: variables.body.data };
}

const listedNames = async (session: string) =>
  ((await send(session, 'GET', `${AWEL}/flows?page_size=100`)).body.data as { items: FlowPanel[] }).items.map(
    (flow) => flow.name,
  );

function trigger(session: string, path: string) {
  return fetch(`${server.baseUrl}/api/v1/awel/trigger${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `dbgpt_session=${encodeURIComponent(session)}` },
    body: JSON.stringify({ messages: 'hello' }),
  });
}

function refused404(answer: Answer) {
  expect(answer.status).toBe(404);
  expect(answer.body.success).toBe(false);
}

/** Every read and run the issue tried, as `session`. */
async function uses(session: string, flow: FlowPanel): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const base of [AWEL, AWEL_V1]) {
    statuses[`${base} get`] = (await send(session, 'GET', `${base}/flows/${flow.uid}`)).status;
    statuses[`${base} versions`] = (await send(session, 'GET', `${base}/flows/${flow.uid}/versions`)).status;
    statuses[`${base} export`] = (
      await send(session, 'GET', `${base}/flow/export/${flow.uid}?format=json`)
    ).status;
    statuses[`${base} export file`] = (await send(session, 'GET', `${base}/flow/export/${flow.uid}`)).status;
  }
  statuses.trigger = (await trigger(session, `/${flow.name}`)).status;
  return statuses;
}

/** Every change the issue tried, as `session`. */
async function changes(session: string, flow: FlowPanel): Promise<Record<string, Answer>> {
  return {
    update: await send(session, 'PUT', `${AWEL}/flows/${flow.uid}`, {
      uid: flow.uid,
      name: flow.name,
      label: 'Taken over',
      flow_data: flow.flow_data,
      user_name: bobId,
      visibility: 'public',
    }),
    updateV1: await send(session, 'PUT', `${AWEL_V1}/flows/${flow.uid}`, {
      uid: flow.uid,
      name: flow.name,
      label: 'Taken over',
      flow_data: flow.flow_data,
    }),
    restore: await send(session, 'POST', `${AWEL}/flows/${flow.uid}/versions/1/restore`),
    remove: await send(session, 'DELETE', `${AWEL}/flows/${flow.uid}`),
    removeV1: await send(session, 'DELETE', `${AWEL_V1}/flows/${flow.uid}`),
    flowVariable: await send(session, 'POST', `${AWEL}/variables`, {
      key: 'flow.secret.limit',
      name: 'limit',
      label: 'Limit',
      category: 'common',
      scope: 'flow_priv',
      scope_key: flow.uid,
      value: 'planted',
    }),
  };
}

describe("another user's private flow", () => {
  it('is not listed, read, exported, copied, run or changed: 404 everywhere, nothing changed', async () => {
    const flow = await createFlow(admin, 'admin_private_flow', { description: 'Payroll' });
    expect(flow.visibility).toBe('private');
    // One save, so that there is a version to restore.
    await send(admin, 'PUT', `${AWEL}/flows/${flow.uid}`, { ...flow, label: 'Payroll v2' });
    const own = await send(admin, 'POST', `${AWEL}/variables`, {
      key: 'flow.secret.limit',
      name: 'payroll_limit',
      label: 'Payroll limit',
      category: 'common',
      scope: 'flow_priv',
      scope_key: flow.uid,
      value: '9000',
    });
    expect(own.status).toBe(200);
    const ownId = (own.body.data as { id: number }).id;
    const before = await snapshot(flow.uid);

    expect(await listedNames(bob)).not.toContain('admin_private_flow');
    for (const [use, status] of Object.entries(await uses(bob, flow)))
      expect([use, status]).toEqual([use, 404]);
    const copy = await send(bob, 'POST', `${AWEL}/flows/${flow.uid}/copy`, { name: 'stolen_copy' });
    expect(copy.status).toBe(404);
    const flowVariables = `${AWEL}/variables?key=flow.secret.limit&scope=flow_priv&scope_key=${flow.uid}`;
    expect((await send(bob, 'GET', flowVariables)).status).toBe(404);
    expect((await send(bob, 'DELETE', `${AWEL}/variables/${ownId}`)).status).toBe(404);
    for (const [change, answer] of Object.entries(await changes(bob, flow))) {
      expect([change, answer.status]).toEqual([change, 404]);
      expect(answer.body.success).toBe(false);
    }
    const chat = await send(bob, 'POST', '/api/v2/chat/completions', {
      model: 'fake-model',
      chat_mode: 'chat_flow',
      chat_param: flow.uid,
      messages: 'hello',
      stream: false,
    });
    expect(chat.status).toBe(400);
    expect(chat.body.err_msg).toContain(flow.uid);
    const webChat = await fetch(`${server.baseUrl}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `dbgpt_session=${encodeURIComponent(bob)}` },
      body: JSON.stringify({ chat_mode: 'chat_flow', select_param: flow.uid, user_input: 'hello' }),
    });
    const streamed = await webChat.text();
    expect(streamed).toContain('[SERVER_ERROR]');
    expect(streamed).toContain(flow.uid);
    expect(streamed).not.toContain('HELLO');

    expect(await snapshot(flow.uid)).toEqual(before);
    expect(await listedNames(admin)).not.toContain('stolen_copy');
  });
});

describe("another user's public flow", () => {
  it('can be listed, read, exported, copied and run, but not changed: 403, nothing changed', async () => {
    const flow = await createFlow(admin, 'admin_shared_flow', { visibility: 'public' });
    await send(admin, 'PUT', `${AWEL}/flows/${flow.uid}`, { ...flow, label: 'Shared v2' });
    const before = await snapshot(flow.uid);

    // A newer private flow of another user at the same trigger path neither answers nor hides it.
    await createFlow(carol, 'carol_same_path', { flow_data: shoutCanvas('/admin_shared_flow') });
    expect(await listedNames(bob)).toContain('admin_shared_flow');
    for (const [use, status] of Object.entries(await uses(bob, flow)))
      expect([use, status]).toEqual([use, 200]);
    expect(await (await trigger(bob, '/admin_shared_flow')).json()).toBe('HELLO');
    const tried = await changes(bob, flow);
    for (const [change, answer] of Object.entries(tried))
      expect([change, answer.status]).toEqual([change, 403]);
    expect(tried.update.body.err_msg).toBe(
      'Only the owner of the flow "admin_shared_flow" or an admin may change it',
    );
    expect(await snapshot(flow.uid)).toEqual(before);

    const copy = await send(bob, 'POST', `${AWEL}/flows/${flow.uid}/copy`, { name: 'bobs_copy' });
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({ name: 'bobs_copy', user_name: bobId, visibility: 'private' });
    expect(await listedNames(carol)).not.toContain('bobs_copy');
  });
});

describe('owners and administrators', () => {
  it("a new flow is its caller's and private whatever the body says; an admin changes it, it stays theirs", async () => {
    const flow = await createFlow(bob, 'bob_flow', { user_name: 'someone-else', state: 'initializing' });
    expect(flow).toMatchObject({ user_name: bobId, visibility: 'private' });
    expect(await listedNames(carol)).not.toContain('bob_flow');
    expect(await listedNames(admin)).toContain('bob_flow');
    const reviewed = await send(admin, 'PUT', `${AWEL}/flows/${flow.uid}`, { ...flow, label: 'Reviewed' });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.data).toMatchObject({ label: 'Reviewed', user_name: bobId, visibility: 'private' });
    const shared = await send(bob, 'PUT', `${AWEL}/flows/${flow.uid}`, { ...flow, visibility: 'public' });
    expect(shared.body.data).toMatchObject({ visibility: 'public' });
    expect(await listedNames(carol)).toContain('bob_flow');
    expect((await send(admin, 'DELETE', `${AWEL}/flows/${flow.uid}`)).status).toBe(200);
    expect((await send(bob, 'GET', `${AWEL}/flows/${flow.uid}`)).status).toBe(404);
  });

  it("refuses a flow or a debug run naming another user's private space, and takes a public one", async () => {
    for (const [name, visibility] of [
      ['admin_secret_space', 'private'],
      ['admin_open_space', 'public'],
    ])
      expect(
        (await send(admin, 'POST', '/knowledge/space/add', { name, vector_type: 'FullText', visibility }))
          .status,
      ).toBe(200);
    const retrieving = (space: string) =>
      canvas([canvasNode('retriever', 'knowledge_retriever', 'Retriever', { space })], []);
    const saved = await send(bob, 'POST', `${AWEL}/flows`, {
      name: 'bob_reads_secret',
      flow_data: retrieving('admin_secret_space'),
    });
    expect(saved.status).toBe(404);
    expect(saved.body.err_msg).toContain('admin_secret_space');
    const debug = await send(bob, 'POST', `${AWEL}/flow/debug`, {
      flow: { name: 'probe', flow_data: retrieving('admin_secret_space') },
      request: { messages: 'salaries' },
    });
    expect(debug.status).toBe(404);
    expect(await listedNames(admin)).not.toContain('bob_reads_secret');
    const open = await send(bob, 'POST', `${AWEL}/flows`, {
      name: 'bob_reads_open',
      flow_data: retrieving('admin_open_space'),
    });
    expect(open.status).toBe(200);
  });

  it("runs a shared flow with its owner's private space for everyone who may run the flow", async () => {
    expect(
      (await send(admin, 'POST', '/knowledge/space/add', { name: 'admin_faq', vector_type: 'FullText' }))
        .status,
    ).toBe(200);
    await createFlow(admin, 'admin_faq_flow', {
      visibility: 'public',
      flow_data: canvas(
        [
          canvasNode('trigger', 'http_trigger', 'Trigger', { path: '/admin_faq_flow', methods: 'POST' }),
          canvasNode('question', 'request_conversion', 'Question'),
          canvasNode('retrieve', 'knowledge_retriever', 'FAQ', { space: 'admin_faq' }),
        ],
        [edge('trigger', 'question'), edge('question', 'retrieve')],
      ),
    });
    const answer = await trigger(bob, '/admin_faq_flow');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual([]);
    refused404(await send(bob, 'POST', '/knowledge/admin_faq/document/list', {}));
  });
});
