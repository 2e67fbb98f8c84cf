import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PaginationResult } from '@/contract/common';
import type { FlowPanel } from '@/contract/flow';
import type { PackageThing } from '@/contract/hub';
import type { MyDbgpts } from '@/contract/plugin';
import { dcall } from './dbgpts-helpers';
import { AWEL, flowCall, oneModelEnv } from './flow-helpers';
import { startTestServer, type TestServer } from './harness';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

/** The dbgpts repository's eight JSON flow packages, in its own layout (see LICENSE-NOTICE.md there). */
const COMMUNITY = path.join(import.meta.dirname, '..', 'fixtures', 'dbgpt-flows', 'dbgpts');

let fake: FakeOpenAI;
let server: TestServer;
let hub: string;
let packages: string[];

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // A copy: the hub may write its index beside the packages.
  hub = await mkdtemp(path.join(tmpdir(), 'dbgpts-community-'));
  await cp(COMMUNITY, hub, { recursive: true });
  packages = await readdir(path.join(hub, 'workflow'));
  server = await startTestServer({ env: { ...oneModelEnv(fake.url), BUILTIN_HUB_DIR: hub } });
});
afterAll(async () => {
  await server.close();
  await fake.close();
  await rm(hub, { recursive: true, force: true });
});

type Installed = MyDbgpts & { adds: PackageThing[] };

describe('the dbgpts repository’s JSON flows as a folder hub', () => {
  it('installs all eight, each a flow that keeps its DB-GPT nodes and names those to replace or choose', async () => {
    expect(packages).toHaveLength(8);
    for (const folder of packages) {
      // The hub names a package by its manifest's `name`, the folder's name in snake case.
      const name = folder.replace(/-/g, '_');
      const answer = await dcall(server, 'POST', '/hub/install', {
        name,
        type: 'flow',
        storage_channel: 'builtin',
      });
      expect({ name, ...answer.body }).toMatchObject({ name, err_msg: null, success: true });
      const page = await dcall<PaginationResult<Installed>>(server, 'POST', '/my/query_page', { name });
      const uid = page.body.data.items[0]?.adds.find((thing) => thing.kind === 'flow')?.id ?? '';
      const flow = await flowCall<FlowPanel>(server, 'GET', `${AWEL}/flows/${uid}`);
      const problems = flow.body.data.problems ?? [];
      // The simple streaming chat, the URL-knowledge chat and the flow saving a URL to its vector store (the
      // store names the space `my_awel_flow_vector`, used when it runs) and the summary example deploy as they
      // are; the others name nodes to replace or the space to choose.
      const asTheyAre = [
        'awel-flow-simple-streaming-chat',
        'rag-url-knowledge-example',
        'rag-save-url-to-vstore',
        'awel-flow-rag-summary-example',
      ];
      if (asTheyAre.includes(folder)) {
        expect(flow.body.data.state).toBe('deployed');
        expect(problems).toEqual([]);
      } else {
        expect({ folder, state: flow.body.data.state }).toEqual({ folder, state: 'initializing' });
        expect(problems.length).toBeGreaterThan(0);
      }
      for (const problem of problems)
        expect(problem.message).toMatch(
          /DB-GPT's node "\w+" is not yet runnable here|"dba" is not one of the choices of "Space Name"/,
        );
      const nodeIds = flow.body.data.flow_data?.nodes.map((node) => node.id) ?? [];
      for (const problem of problems) expect(nodeIds).toContain(problem.node_id);
    }
  });
});
