/**
 * Issue 30: a flow made here from DB-GPT's nodes, exported as a JSON file, imports on a real DB-GPT 0.8.1
 * (from `.venv-dbgpt`, made by `scripts/install-test-deps.sh`): DB-GPT checks every node against its own
 * registry and its resource wiring with its own flow factory when it imports, and answers the flow it saved.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductServer } from '../../scripts/lib/product-server.mjs';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { DBGPT_EMBEDDING, DBGPT_LLM, startDbgptServer, type DbgptServer } from './support/dbgpt-server';
import { dbgptCall, dbgptModelScript, writeSalesDatabase } from './support/dbgpt-seed';
import type { ProductHandle } from './support/sign-in-product';

const AWEL = '/api/v2/serve/awel';

interface Flow {
  uid: string;
  name: string;
  label: string;
  flow_data: { nodes: { data: { type_name?: string } }[]; edges: unknown[] };
}

let fake: FakeOpenAI | undefined;
let dbgpt: DbgptServer | undefined;
let product: ProductHandle | undefined;
let folder = '';

/**
 * The same space and datasource on both servers: the templates open here with this server's first ones, and
 * DB-GPT builds a flow's operators when it imports it, so the names must exist there too.
 */
async function seedBoth(servers: string[]) {
  const file = path.join(folder, 'sales.db');
  writeSalesDatabase(file);
  const names = [];
  for (const url of servers) {
    await dbgptCall(url, 'POST', '/knowledge/space/add', {
      name: 'handbook',
      vector_type: 'VectorStore',
      owner: 'dbgpt',
      desc: 'Handbook',
    });
    const created = await dbgptCall<{ db_name: string }>(url, 'POST', '/api/v2/serve/datasources', {
      type: 'sqlite',
      params: { path: file },
      description: 'Sales',
    });
    names.push(created.db_name);
  }
  expect(new Set(names).size).toBe(1);
}

beforeAll(async () => {
  fake = await startFakeOpenAI({
    replyFor: dbgptModelScript(),
    models: [DBGPT_LLM, DBGPT_EMBEDDING],
    embeddings: 'words',
  });
  dbgpt = await startDbgptServer({ modelURL: fake.url });
  folder = await mkdtemp(path.join(tmpdir(), 'dbgpt-flow-export-'));
  product = await startProductServer({
    env: {
      LLM_MODEL_NAME: DBGPT_LLM,
      LLM_MODEL_PROVIDER: 'proxy/openai',
      OPENAI_API_BASE: `${fake.url}/v1`,
      OPENAI_API_KEY: 'e2e-key',
      DATASOURCE_FILE_ROOTS: folder,
    },
  });
  await seedBoth([product.url, dbgpt.url]);
}, 300_000);

afterAll(async () => {
  await product?.stop();
  await dbgpt?.stop();
  await fake?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
}, 60_000);

/** One of DB-GPT's templates as this server offers it, saved here as a flow of our own, then exported. */
async function exportFromHere(templateName: string, name: string): Promise<{ flow: Flow; file: Blob }> {
  if (!product) throw new Error('The product server did not start');
  const templates = await dbgptCall<{ items: Flow[] }>(
    product.url,
    'GET',
    `${AWEL}/flow/templates?page_size=50`,
  );
  const template = templates.items.find((item) => item.name === templateName);
  if (!template) throw new Error(`No template ${templateName} here`);
  const flow = await dbgptCall<Flow>(product.url, 'POST', `${AWEL}/flows`, {
    name,
    label: `${template.label} (made here)`,
    description: 'Exported from the DB-GPT-compatible server',
    flow_data: template.flow_data,
  });
  const response = await fetch(`${product.url}${AWEL}/flow/export/${flow.uid}?export_type=json&format=file`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toContain('attachment');
  return { flow, file: await response.blob() };
}

/** DB-GPT's own import: the multipart upload its web client sends, saved as a flow of DB-GPT's. */
async function importOnDbgpt(file: Blob, fileName: string): Promise<Flow> {
  if (!dbgpt) throw new Error('DB-GPT did not start');
  const form = new FormData();
  form.append('file', file, fileName);
  const response = await fetch(`${dbgpt.url}${AWEL}/flow/import?save_flow=true`, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  const envelope = JSON.parse(text) as { success: boolean; err_msg: string | null; data: Flow };
  if (!response.ok || !envelope.success)
    throw new Error(
      `DB-GPT refused the import (${response.status}): ${envelope.err_msg ?? text.slice(0, 400)}`,
    );
  return envelope.data;
}

describe('a flow exported here, imported on DB-GPT 0.8.1', () => {
  it.each([
    ['simple_streaming_chat_workflow', 'exported_simple_chat'],
    ['rag_chat_awel_flow_template', 'exported_rag_chat'],
    ['chat_data_awel_flow_template', 'exported_chat_data'],
  ])('%s: DB-GPT accepts every node and resource and saves it', async (templateName, name) => {
    const { flow, file } = await exportFromHere(templateName, name);
    const imported = await importOnDbgpt(file, `${name}.json`);
    expect(imported.name).toBe(name);
    const typeNames = (panel: Flow) => panel.flow_data.nodes.map((node) => node.data.type_name).sort();
    expect(typeNames(imported)).toEqual(typeNames(flow));
    expect(imported.flow_data.edges).toHaveLength(flow.flow_data.edges.length);
    // Saved there: DB-GPT lists it under the same name.
    if (!dbgpt) throw new Error('DB-GPT did not start');
    const listed = await dbgptCall<{ items: Flow[] }>(dbgpt.url, 'GET', `${AWEL}/flows?page_size=100`);
    expect(listed.items.map((item) => item.name)).toContain(name);
  });
});
