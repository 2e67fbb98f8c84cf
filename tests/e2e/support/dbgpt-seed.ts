/**
 * Seeds a fresh DB-GPT 0.8.1 server through its own HTTP API, as a user of its web UI would: a Chroma
 * knowledge space with one synced document, a SQLite datasource, two prompts and an app without an agent.
 * Used by scripts/dbgpt/record-fixtures.mjs and the end-to-end suite in front of DB-GPT.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DBGPT_LLM, DBGPT_PYTHON } from './dbgpt-server';

export const SEED = {
  spaceName: 'chroma_docs',
  documentName: 'returns.txt',
  documentText:
    'Customers may return any product within 30 days of delivery for a full refund. ' +
    'Refunds are paid to the original card within 5 working days.',
  /** DB-GPT names a SQLite datasource `sqlite_<file name without extension>`. */
  databaseFile: 'sales.db',
  dbName: 'sqlite_sales',
  promptName: 'greeting',
  privatePromptName: 'secret-plan',
  appName: 'Empty helper',
} as const;

export interface DbgptSeed {
  spaceName: string;
  documentId: number;
  datasourceId: number;
  dbName: string;
  appCode: string;
}

interface Envelope<T> {
  success: boolean;
  err_msg: string | null;
  data: T;
}

export async function dbgptCall<T>(baseURL: string, method: string, pathWithQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(pathWithQuery, baseURL), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${pathWithQuery} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  if (!response.ok || !envelope.success) {
    throw new Error(`${method} ${pathWithQuery} answered ${response.status}: ${envelope.err_msg ?? text.slice(0, 300)}`);
  }
  return envelope.data;
}

/** A small SQLite database (customers, orders) written with DB-GPT's own Python, so no Node driver is needed. */
export function writeSalesDatabase(file: string): void {
  const script = `
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.executescript('''
create table customers (id integer primary key, email text not null);
create table orders (id integer primary key, customer_id integer references customers(id), total real default 0);
insert into customers values (1, 'ada@example.com'), (2, 'grace@example.com');
insert into orders values (1, 1, 42.5), (2, 2, 19.0), (3, 1, 7.25);
''')
db.commit()
`;
  const result = spawnSync(DBGPT_PYTHON, ['-c', script, file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Could not write ${file}: ${result.stderr}`);
}

interface DocumentList {
  data: { id: number; status: string; result: string | null }[];
}

async function waitForDocument(baseURL: string, space: string, documentId: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const list = await dbgptCall<DocumentList>(baseURL, 'POST', `/knowledge/${space}/document/list`, {
      page: 1,
      page_size: 20,
    });
    const document = list.data.find((row) => row.id === documentId);
    if (document?.status === 'FINISHED') return;
    if (document?.status === 'FAILED') throw new Error(`Syncing the document failed: ${document.result}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The knowledge document was not synced within 60 s');
}

export async function seedKnowledge(baseURL: string): Promise<number> {
  await dbgptCall(baseURL, 'POST', '/knowledge/space/add', {
    name: SEED.spaceName,
    vector_type: 'VectorStore',
    domain_type: 'Normal',
    desc: 'Product documentation',
    owner: 'dbgpt',
  });
  const documentId = await dbgptCall<number>(baseURL, 'POST', `/knowledge/${SEED.spaceName}/document/add`, {
    doc_name: SEED.documentName,
    doc_type: 'TEXT',
    content: SEED.documentText,
  });
  await dbgptCall(baseURL, 'POST', `/knowledge/${SEED.spaceName}/document/sync_batch`, [
    { doc_id: documentId, chunk_parameters: { chunk_strategy: 'Automatic', chunk_size: 512, chunk_overlap: 50 } },
  ]);
  await waitForDocument(baseURL, SEED.spaceName, documentId);
  return documentId;
}

export async function seedDatasource(baseURL: string, folder: string): Promise<number> {
  const file = path.join(folder, SEED.databaseFile);
  writeSalesDatabase(file);
  const created = await dbgptCall<{ id: number; db_name: string }>(baseURL, 'POST', '/api/v2/serve/datasources', {
    type: 'sqlite',
    params: { path: file },
    description: 'Sales (customers and orders)',
  });
  if (created.db_name !== SEED.dbName) throw new Error(`Unexpected datasource name ${created.db_name}`);
  return created.id;
}

export function promptBody(name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    prompt_type: 'Normal',
    prompt_name: name,
    content: name === SEED.promptName ? 'Say hello to {name}.' : 'Plan {task} privately.',
    input_variables: name === SEED.promptName ? 'name' : 'task',
    model: DBGPT_LLM,
    prompt_language: 'en',
    user_code: '001',
    ...extra,
  };
}

export async function seedPrompts(baseURL: string): Promise<void> {
  await dbgptCall(baseURL, 'POST', '/prompt/add', promptBody(SEED.promptName));
  await dbgptCall(baseURL, 'POST', '/prompt/add', promptBody(SEED.privatePromptName, { visibility: 'private' }));
}

export const EMPTY_APP_BODY = {
  app_name: SEED.appName,
  app_describe: 'An app with no agent',
  team_mode: 'single_agent',
  language: 'en',
  details: [],
};

export async function seedApp(baseURL: string): Promise<string> {
  const app = await dbgptCall<{ app_code: string }>(baseURL, 'POST', '/api/v1/app/create', EMPTY_APP_BODY);
  return app.app_code;
}

export async function seedDbgpt(baseURL: string, folder: string): Promise<DbgptSeed> {
  const documentId = await seedKnowledge(baseURL);
  const datasourceId = await seedDatasource(baseURL, folder);
  await seedPrompts(baseURL);
  const appCode = await seedApp(baseURL);
  return { spaceName: SEED.spaceName, documentId, datasourceId, dbName: SEED.dbName, appCode };
}
