import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FlowData, FlowPanel } from '@/contract/flow';
import { AWEL } from './flow-helpers';
import type { TestServer } from './harness';

/** The dbgpts repository's community flows (see tests/fixtures/dbgpt-flows/LICENSE-NOTICE.md). */
const WORKFLOWS = path.join(import.meta.dirname, '..', 'fixtures', 'dbgpt-flows', 'dbgpts', 'workflow');

/** The flow_definition.json of the community flow in `folder`. */
export function definitionFile(folder: string): Buffer {
  const root = path.join(WORKFLOWS, folder);
  const module = readdirSync(root).find((entry) => entry.replace(/_/g, '-') === folder) ?? '';
  return readFileSync(path.join(root, module, 'definition', 'flow_definition.json'));
}

export type Imported = FlowPanel & {
  flow_data: FlowData;
  not_runnable_nodes: unknown[];
  problems: unknown[];
};

/** Imports the flow file as DB-GPT sends it (a bare flow_definition.json), as `user`. */
export async function importDefinition(
  server: TestServer,
  folder: string,
  user = 'alice',
): Promise<Imported> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(definitionFile(folder))]), 'flow_definition.json');
  const response = await fetch(`${server.baseUrl}${AWEL}/flow/import`, {
    method: 'POST',
    headers: { 'user-id': user },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Imported }).data;
}

/** The flow with each node of `typeName` given `values`, as a user choosing them on the canvas. */
export function withValues(data: FlowData, typeName: string, values: Record<string, unknown>): FlowData {
  return {
    ...data,
    nodes: data.nodes.map((node) =>
      node.data.type_name !== typeName
        ? node
        : {
            ...node,
            data: {
              ...node.data,
              parameters: (node.data.parameters as { name: string }[]).map((parameter) =>
                parameter.name in values ? { ...parameter, value: values[parameter.name] } : parameter,
              ),
            },
          },
    ),
  };
}

/** The flow with one parameter of each node of `typeName` set (a space, a database, a source chosen). */
export const withParameter = (data: FlowData, typeName: string, name: string, value: unknown): FlowData =>
  withValues(data, typeName, { [name]: value });
