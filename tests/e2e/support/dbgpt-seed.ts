/**
 * Seeds a fresh DB-GPT 0.8.1 server through its own HTTP API, as a user of its web UI would: a Chroma
 * knowledge space with one synced document, a SQLite datasource, two prompts and an app without an agent.
 * Used by scripts/dbgpt/record-fixtures.mjs and the end-to-end suite in front of DB-GPT.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { ChatCompletionBody, FakeReply } from '../../support/fake-openai';
import { DBGPT_LLM, DBGPT_PYTHON } from './dbgpt-server';
import { createFakeModelScript } from './fake-model';

export const SEED = {
  /** A Chroma space with two markdown documents: install-guide.md (two chunks) and faq.md (one). */
  spaceName: 'product_docs',
  documents: [
    {
      name: 'install-guide.md',
      text:
        '# Install: Install DB-GPT with "pip install dbgpt" & start it with "dbgpt start webserver".' +
        '\n\n# Requirements: DB-GPT needs Python 3.10 or later and about 2 GB of memory.',
    },
    {
      name: 'faq.md',
      text: '# FAQ: Can I install DB-GPT without internet access? Yes, from wheels. 退货政策：三十天内可退货。',
    },
  ],
  /** A second Chroma space with one document, for the graph view DB-GPT cannot draw on a vector store. */
  graphSpaceName: 'chroma_docs',
  graphSpaceDocument: { name: 'notes.md', text: 'Notes: the graph view needs a knowledge graph space.' },
  knowledgeQuestion: 'How do I install DB-GPT?',
  knowledgeAnswer: 'Install it with pip and start the webserver. Python 3.10 or later is required.',
  /** DB-GPT names a SQLite datasource `sqlite_<file name without extension>`. */
  databaseFile: 'sales.db',
  dbName: 'sqlite_sales',
  promptName: 'greeting',
  privatePromptName: 'secret-plan',
  appName: 'Empty helper',
} as const;

/** The tests' fake model script, answering the seeded knowledge question with SEED.knowledgeAnswer. */
export function dbgptModelScript(): (body: ChatCompletionBody) => FakeReply {
  const base = createFakeModelScript();
  return (body) => {
    const question = body.messages.filter((message) => message.role === 'user').at(-1)?.content;
    if (typeof question === 'string' && question.includes(SEED.knowledgeQuestion))
      return { text: SEED.knowledgeAnswer };
    return base(body);
  };
}

export interface DbgptSeed {
  spaceName: string;
  documentIds: number[];
  datasourceId: number;
  dbName: string;
  appCode: string;
}

interface Envelope<T> {
  success: boolean;
  err_msg: string | null;
  data: T;
}

export async function dbgptCall<T>(
  baseURL: string,
  method: string,
  pathWithQuery: string,
  body?: unknown,
): Promise<T> {
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
    throw new Error(
      `${method} ${pathWithQuery} answered ${response.status}: ${envelope.err_msg ?? text.slice(0, 300)}`,
    );
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

async function addSpace(baseURL: string, name: string, desc: string): Promise<void> {
  await dbgptCall(baseURL, 'POST', '/knowledge/space/add', {
    name,
    vector_type: 'VectorStore',
    domain_type: 'Normal',
    desc,
    owner: 'dbgpt',
  });
}

async function addDocument(baseURL: string, space: string, document: { name: string; text: string }) {
  const documentId = await dbgptCall<number>(baseURL, 'POST', `/knowledge/${space}/document/add`, {
    doc_name: document.name,
    doc_type: 'TEXT',
    content: document.text,
  });
  await dbgptCall(baseURL, 'POST', `/knowledge/${space}/document/sync_batch`, [
    {
      doc_id: documentId,
      chunk_parameters: { chunk_strategy: 'CHUNK_BY_SEPARATOR', separator: '\n\n', enable_merge: false },
    },
  ]);
  await waitForDocument(baseURL, space, documentId);
  return documentId;
}

/** Both spaces; documents are cut at blank lines: install-guide.md gives two chunks, the others one. */
export async function seedKnowledge(baseURL: string): Promise<number[]> {
  await addSpace(baseURL, SEED.spaceName, 'Product documentation');
  const documentIds: number[] = [];
  for (const document of SEED.documents)
    documentIds.push(await addDocument(baseURL, SEED.spaceName, document));
  await addSpace(baseURL, SEED.graphSpaceName, 'Notes in a vector space');
  await addDocument(baseURL, SEED.graphSpaceName, SEED.graphSpaceDocument);
  return documentIds;
}

export async function seedDatasource(baseURL: string, folder: string): Promise<number> {
  const file = path.join(folder, SEED.databaseFile);
  writeSalesDatabase(file);
  const created = await dbgptCall<{ id: number; db_name: string }>(
    baseURL,
    'POST',
    '/api/v2/serve/datasources',
    {
      type: 'sqlite',
      params: { path: file },
      description: 'Sales (customers and orders)',
    },
  );
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
  await dbgptCall(
    baseURL,
    'POST',
    '/prompt/add',
    promptBody(SEED.privatePromptName, { visibility: 'private' }),
  );
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
  const documentIds = await seedKnowledge(baseURL);
  const datasourceId = await seedDatasource(baseURL, folder);
  await seedPrompts(baseURL);
  const appCode = await seedApp(baseURL);
  return { spaceName: SEED.spaceName, documentIds, datasourceId, dbName: SEED.dbName, appCode };
}
