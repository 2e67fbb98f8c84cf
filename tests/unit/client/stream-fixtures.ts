/** Shared fixtures for the chat-stream tests: msw streaming answers cut into awkward chunks. */
import { http as mock, HttpResponse } from 'msw';
import type { ChatStreamMessage } from '@/client/chat-stream';
import type { ChatCompletionRequest } from '@/contract/chat';
import { server } from '../msw-server';

const encoder = new TextEncoder();

/** A body that delivers `text` in pieces of `chunkSize` bytes, cutting through frames and UTF-8 characters. */
export function chunkedBody(text: string, chunkSize: number, keepOpen = false): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  return new ReadableStream({
    start(controller) {
      for (let start = 0; start < bytes.length; start += chunkSize)
        controller.enqueue(bytes.slice(start, start + chunkSize));
      if (!keepOpen) controller.close();
    },
  });
}

export interface Captured {
  body: unknown;
  headers: Headers;
  url: string;
}

export function serveStream(text: string, chunkSize = 5, path = '/api/v1/chat/completions'): Captured[] {
  const captured: Captured[] = [];
  server.use(
    mock.post(`*${path}`, async ({ request }) => {
      captured.push({ body: await request.json(), headers: request.headers, url: request.url });
      return new HttpResponse(chunkedBody(text, chunkSize), {
        headers: { 'Content-Type': 'text/event-stream' },
      });
    }),
  );
  return captured;
}

export function recorder() {
  const events: string[] = [];
  const messages: ChatStreamMessage[] = [];
  const errors: string[] = [];
  const handlers = {
    onMessage: (message: ChatStreamMessage) => {
      events.push('message');
      messages.push(message);
    },
    onDone: () => events.push('done'),
    onError: (message: string) => {
      events.push('error');
      errors.push(message);
    },
    onClose: () => events.push('close'),
  };
  return { events, messages, errors, handlers, last: () => messages.at(-1) };
}

export const request: ChatCompletionRequest = {
  conv_uid: 'c-1',
  user_input: '你好',
  chat_mode: 'chat_normal',
  model_name: 'qwen',
};

export const frame = (payload: string, space = ' ') => `data:${space}${payload}\n\n`;
export const cumulative = (content: string, reasoning: string | null = null) =>
  frame(
    JSON.stringify({
      id: 'chatcmpl-1',
      model: 'qwen',
      choices: [{ index: 0, message: { role: 'assistant', content, reasoning_content: reasoning } }],
      usage: {},
    }),
  );
export const delta = (content: string | null, reasoning: string | null = null) =>
  frame(
    JSON.stringify({
      id: 'chatcmpl-1',
      model: 'qwen',
      choices: [{ index: 0, delta: { role: 'assistant', content, reasoning_content: reasoning } }],
    }),
  );
