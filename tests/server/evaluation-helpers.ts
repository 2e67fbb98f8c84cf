import type { Dataset, Evaluation, EvaluationDetailRow } from '@/contract/evaluate';
import type { TestServer } from './harness';
import { multipart, type FilePart } from './upload-helpers';

export const EVALUATE = '/api/v1/evaluate';

export interface EvalAnswer<T> {
  status: number;
  body: { success: boolean; err_code: string | null; err_msg: string | null; data: T };
  headers: Headers;
}

export interface EvalCallOptions {
  /** The `user-id` header (DB-GPT's admin list decides without sign-in; `001` is its admin). */
  user?: string;
  language?: 'en' | 'zh';
  body?: unknown;
  method?: 'GET' | 'POST' | 'DELETE';
}

/** One evaluate call, JSON in and out. */
export async function ecall<T = unknown>(
  server: TestServer,
  path: string,
  options: EvalCallOptions = {},
): Promise<EvalAnswer<T>> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      'user-id': options.user ?? '001',
      'accept-language': options.language ?? 'en',
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** Answers the data of a call that must succeed. */
export async function emust<T = unknown>(server: TestServer, path: string, options: EvalCallOptions = {}) {
  const answer = await ecall<T>(server, path, options);
  if (answer.status !== 200 || !answer.body.success)
    throw new Error(`${path} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** Uploads a dataset file as multipart (`doc_file`, `dataset_name`, `members`). */
export async function uploadDatasetFile(
  server: TestServer,
  file: Omit<FilePart, 'field'>,
  fields: Record<string, string>,
  options: { user?: string; language?: 'en' | 'zh' } = {},
): Promise<EvalAnswer<Dataset>> {
  const { body, contentType } = multipart([{ field: 'doc_file', ...file }], fields);
  const response = await fetch(`${server.baseUrl}${EVALUATE}/dataset/upload/file`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'user-id': options.user ?? '001',
      'accept-language': options.language ?? 'en',
    },
    body,
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** A dataset from rows, sent as JSON content; answers the created dataset. */
export function addDataset(server: TestServer, name: string, rows: Record<string, string>[]) {
  return emust<Dataset>(server, `${EVALUATE}/dataset/upload/content`, {
    body: { dataset_name: name, members: 'alice', content: JSON.stringify(rows) },
  });
}

export function startEvaluation(server: TestServer, body: Record<string, unknown>) {
  return emust<Evaluation>(server, `${EVALUATE}/start`, { body });
}

export async function findEvaluation(server: TestServer, code: string): Promise<Evaluation> {
  const page = await emust<{ items: Evaluation[] }>(server, `${EVALUATE}/evaluations?page_size=1000`);
  const found = page.items.find((item) => item.evaluate_code === code);
  if (!found) throw new Error(`no evaluation ${code}`);
  return found;
}

/** Polls the list until the run has finished (complete or failed). */
export async function waitForEvaluation(server: TestServer, code: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const evaluation = await findEvaluation(server, code);
    if (evaluation.state === 'complete' || evaluation.state === 'failed') return evaluation;
    if (Date.now() > deadline) throw new Error(`evaluation still ${evaluation.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function detail(server: TestServer, code: string, language: 'en' | 'zh' = 'en') {
  return emust<EvaluationDetailRow[]>(server, `${EVALUATE}/evaluation/detail/show?evaluate_code=${code}`, {
    language,
  });
}

/** The bytes of a download, with its status and headers. */
export async function download(server: TestServer, path: string, user = '001') {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { 'user-id': user } });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
