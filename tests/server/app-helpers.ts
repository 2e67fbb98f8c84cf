import type { App } from '@/contract/app';
import type { TestServer } from './harness';

export interface Answer<T> {
  status: number;
  body: { success: boolean; err_code: string | null; err_msg: string | null; data: T };
}

export interface CallOptions {
  user?: string;
  language?: 'en' | 'zh';
}

/** One API call as a given user (`user-id`), JSON in and out. */
export async function call<T = unknown>(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.user ? { 'user-id': options.user } : {}),
      'accept-language': options.language ?? 'en',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A valid single-agent app body; `fields` override any part. */
export function appBody(name: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    app_name: name,
    app_describe: `${name} helps`,
    team_mode: 'single_agent',
    language: 'en',
    details: [
      {
        agent_name: 'Assistant',
        resources: [{ type: 'knowledge', value: 'docs', is_dynamic: false }],
        llm_strategy: 'priority',
        llm_strategy_value: 'fake-model',
        prompt_template: 'Be kind',
      },
    ],
    ...fields,
  };
}

/** Creates an app as `user` and answers it; fails the test when the server refuses. */
export async function createApp(
  server: TestServer,
  name: string,
  fields: Record<string, unknown> = {},
  user = 'alice',
): Promise<App> {
  const answer = await call<App>(server, 'POST', '/api/v1/app/create', appBody(name, fields), { user });
  if (!answer.body.success) throw new Error(`app not created: ${answer.body.err_msg}`);
  return answer.body.data;
}

export interface AppPage {
  total_count: number;
  total_page: number;
  current_page: number;
  app_list: App[];
}

/** The app list as `user` sees it with the given body. */
export async function listApps(server: TestServer, body: Record<string, unknown>, user = 'alice') {
  const answer = await call<AppPage>(server, 'POST', '/api/v1/app/list', body, { user });
  if (!answer.body.success) throw new Error(`app list failed: ${answer.body.err_msg}`);
  return answer.body.data;
}

export const NATIVE_APP_CODES = [
  'chat_excel',
  'chat_with_db_qa',
  'chat_with_db_execute',
  'chat_knowledge',
  'chat_dashboard',
  'chat_normal',
];
