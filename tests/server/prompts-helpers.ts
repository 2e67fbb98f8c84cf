import type { Envelope, PaginationResult } from '@/contract/common';
import type { Prompt } from '@/contract/prompt';
import type { TestServer } from './harness';

/** User ids of the prompt tests: `001` is the seeded admin; the others are ordinary users. */
export const ADMIN = '001';
export const ALICE = 'alice';
export const BOB = 'bob';

export interface ApiAnswer<T> {
  status: number;
  body: Envelope<T>;
}

export async function call<T = unknown>(
  server: TestServer,
  path: string,
  options: { userId?: string; body?: unknown; method?: 'GET' | 'POST' } = {},
): Promise<ApiAnswer<T>> {
  const method = options.method ?? 'POST';
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.userId ? { 'user-id': options.userId } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

let counter = 0;

/** Adds a prompt as `userId` (a unique name unless given) and answers the stored prompt. */
export async function addPrompt(
  server: TestServer,
  userId: string,
  fields: Record<string, unknown> = {},
): Promise<Prompt> {
  counter += 1;
  const answer = await call<Prompt>(server, '/prompt/add', {
    userId,
    body: {
      prompt_name: `prompt ${counter}`,
      prompt_type: 'Normal',
      content: 'You are a helpful assistant.',
      prompt_language: 'en',
      ...fields,
    },
  });
  if (answer.status !== 200 || !answer.body.data)
    throw new Error(`add failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export async function queryPage(
  server: TestServer,
  userId: string,
  filter: Record<string, unknown> = {},
  paging = '',
): Promise<PaginationResult<Prompt>> {
  const answer = await call<PaginationResult<Prompt>>(server, `/prompt/query_page${paging}`, {
    userId,
    body: filter,
  });
  if (answer.status !== 200 || !answer.body.data)
    throw new Error(`query_page failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export const names = (page: PaginationResult<Prompt>) => page.items.map((prompt) => prompt.prompt_name);
