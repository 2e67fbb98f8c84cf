/** Shared msw handlers and stream helpers for the chat screen's component tests. */
import { http, HttpResponse } from 'msw';
import type { ChatCompletionRequest, Conversation } from '@/contract/chat';
import { cumulative, frame } from '../client/stream-fixtures';
import { server } from '../msw-server';
import { startupHandlers } from '../shell/handlers';
import { openStream } from '../support/open-stream';

export { cumulative, frame, openStream };

export const ok = <T>(data: T) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });

/** A finished answer: the frames, then the stream closes (contract S.3, cumulative content). */
export function finishedStream(...contents: string[]): ReadableStream<Uint8Array> {
  const stream = openStream();
  for (const content of contents) stream.send(cumulative(content));
  stream.close();
  return stream.body;
}

export function eventStream(body: ReadableStream<Uint8Array>) {
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** Answers every completion with `respond`, recording the request bodies. */
export function serveCompletions(
  respond: (body: ChatCompletionRequest, call: number) => ReadableStream<Uint8Array>,
) {
  const bodies: ChatCompletionRequest[] = [];
  server.use(
    http.post('*/api/v1/chat/completions', async ({ request }) => {
      const body = (await request.json()) as ChatCompletionRequest;
      bodies.push(body);
      return eventStream(respond(body, bodies.length));
    }),
  );
  return bodies;
}

export function round(
  order: number,
  question: string,
  answer: string,
  /** Fields beyond the contract, such as a server's stopped flag. */
  extra: Record<string, unknown> = {},
) {
  return [
    { role: 'human', context: question, order, model_name: 'gpt-4o', feedback: {} },
    { role: 'ai', context: answer, order, model_name: 'gpt-4o', feedback: {} },
    { role: 'view', context: answer, order, model_name: 'gpt-4o', feedback: {}, ...extra },
  ];
}

export interface ChatScreenServer {
  history?: unknown[];
  conversations?: Conversation[];
  models?: string[];
}

/** Everything the chat screen asks for besides the completion stream. */
export function serveChatScreen({
  history = [],
  conversations = [],
  models = ['qwen2-7b-chat', 'gpt-4o'],
}: ChatScreenServer = {}) {
  const calls = { history: [] as string[], dialogueList: 0 };
  server.use(
    ...startupHandlers({ models }),
    http.get('*/api/v1/chat/dialogue/messages/history', ({ request }) => {
      calls.history.push(new URL(request.url).searchParams.get('con_uid') ?? '');
      return ok(history);
    }),
    http.get('*/api/v1/chat/dialogue/list', () => {
      calls.dialogueList += 1;
      return ok(conversations);
    }),
    http.get('*/api/v1/question/list', () => ok([])),
    http.post('*/api/v1/app/hot/list', () => ok([])),
    http.post('*/api/v1/app/list', () =>
      ok({ app_list: [], current_page: 1, total_count: 0, total_page: 0 }),
    ),
    http.get('*/api/v1/feedback/find', () => ok(null)),
    http.get('*/api/v1/conv/feedback/reasons', () => ok([])),
  );
  return calls;
}
