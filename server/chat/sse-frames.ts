import { STREAM_DONE } from '@/contract/chat-completion';

/** Response headers of the completion stream (contract S.1). */
export const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  'transfer-encoding': 'chunked',
} as const;

export const SERVER_ERROR_MARKER = '[SERVER_ERROR]';

function event(payload: string): string {
  return `data: ${payload}\n\n`;
}

/** Identifies one answer's frames, like an OpenAI completion id. */
export interface FrameSource {
  id: string;
  model: string | null;
}

/** The whole answer so far (`incremental: false`, contract S.3); the client replaces what it shows. */
export function snapshotFrame(source: FrameSource, content: string, reasoning: string): string {
  return event(
    JSON.stringify({
      id: source.id,
      model: source.model,
      choices: [{ index: 0, message: { role: 'assistant', content, reasoning_content: reasoning || null } }],
      usage: {},
    }),
  );
}

/** A `chat_flow` frame (contract S.5): the whole text so far, its newlines escaped as `\n`. */
export function flowSnapshotFrame(source: FrameSource, content: string): string {
  return snapshotFrame(source, content.replaceAll('\n', '\\n'), '');
}

/** New text only (`incremental: true`, contract S.3). */
export function deltaFrame(source: FrameSource, content: string, reasoning: string): string {
  return event(
    JSON.stringify({
      id: source.id,
      model: source.model,
      choices: [
        {
          index: 0,
          delta: { role: 'assistant', content: content || null, reasoning_content: reasoning || null },
        },
      ],
    }),
  );
}

/** A `chat_agent` frame (contract S.4): the whole rendered view, which the client replaces. */
export function visFrame(view: string): string {
  return event(JSON.stringify({ vis: view }));
}

/** The end of a `chat_agent` stream, with DB-GPT's space after the JSON. */
export function visDoneFrame(): string {
  return `data: ${JSON.stringify({ vis: STREAM_DONE })} \n\n`;
}

export function doneFrame(): string {
  return event(STREAM_DONE);
}

/** A readable failure (contract S.6); newlines would split the event, so the message is one line. */
export function serverErrorFrame(message: string): string {
  return event(`${SERVER_ERROR_MARKER}${message.replace(/\s*\n\s*/g, ' ')}`);
}
