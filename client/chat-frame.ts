import { STREAM_DONE, STREAM_ERROR_MARKERS } from '@/contract/constants/chat';

/** What one `data:` payload of the completion stream means (contract S.3–S.6). */
export type ChatFrame =
  /** The whole answer so far: replace what is shown. */
  | { kind: 'snapshot'; content: string; reasoning?: string }
  /** New text to append (incremental mode). */
  | { kind: 'delta'; content: string; reasoning: string }
  | { kind: 'done' }
  | { kind: 'error'; message: string }
  /** Telemetry or an empty payload: nothing for the reader. */
  | { kind: 'skip' };

const SKIP: ChatFrame = { kind: 'skip' };
const DONE: ChatFrame = { kind: 'done' };

/** The text after an error marker at the start of `text`, or undefined when there is none. */
export function errorAfterMarker(text: string): string | undefined {
  const start = text.trimStart();
  const marker = STREAM_ERROR_MARKERS.find((candidate) => start.startsWith(candidate));
  return marker === undefined ? undefined : start.slice(marker.length).trim();
}

/** Raw-text frames (servers before v0.7.3, flow debug) carry every newline as the two characters `\n`. */
export function unescapeNewlines(text: string): string {
  return text.replaceAll('\\n', '\n');
}

// Normal scenes send real newlines and may embed JSON (vis blocks) whose `\n` escapes must survive;
// flow frames escape every newline, so only a snapshot without any real newline is unescaped.
function unescapeFlowContent(text: string): string {
  return text.includes('\n') ? text : unescapeNewlines(text);
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return JSON.stringify(value);
}

function parseJsonObject(payload: string): Record<string, unknown> | undefined {
  const trimmed = payload.trim();
  if (!trimmed.startsWith('{')) return undefined;
  try {
    return asRecord(JSON.parse(trimmed));
  } catch {
    return undefined;
  }
}

// Human-in-the-loop events belong to the react-agent endpoint; this stream has nothing to show for them.
function isQuestionEvent(json: Record<string, unknown>): boolean {
  return typeof json.type === 'string' && json.type.startsWith('question.');
}

function textFrame(content: string): ChatFrame {
  const error = errorAfterMarker(content);
  return error === undefined ? { kind: 'snapshot', content } : { kind: 'error', message: error };
}

function fromVis(vis: unknown): ChatFrame {
  const text = asText(vis);
  return text.trim() === STREAM_DONE ? DONE : textFrame(text);
}

function fromCompletion(json: Record<string, unknown>): ChatFrame | undefined {
  const choices = json.choices;
  if (!Array.isArray(choices)) return undefined;
  const choice = asRecord(choices[0]);
  if (!choice) return SKIP;
  const delta = asRecord(choice.delta);
  if (delta)
    return { kind: 'delta', content: asText(delta.content), reasoning: asText(delta.reasoning_content) };
  const message = asRecord(choice.message);
  if (!message) return SKIP;
  const frame = textFrame(unescapeFlowContent(asText(message.content)));
  const reasoning = asText(message.reasoning_content);
  return frame.kind === 'snapshot' && reasoning ? { ...frame, reasoning } : frame;
}

/**
 * Interprets one SSE payload of `POST /api/v1/chat/completions`, whichever server version sent it:
 * JSON completion objects (cumulative `message` or incremental `delta`), `{"vis": ...}` agent frames,
 * raw text with escaped newlines, `[DONE]`, and the `[SERVER_ERROR]` / `[LLM_ERROR]` / `[ERROR]` markers.
 */
export function parseChatFrame(payload: string): ChatFrame {
  const trimmed = payload.trim();
  if (trimmed === '') return SKIP;
  if (trimmed === STREAM_DONE) return DONE;

  const json = parseJsonObject(payload);
  if (!json) return textFrame(unescapeNewlines(payload));
  if ('vis' in json) return fromVis(json.vis);
  if ('context_status' in json || isQuestionEvent(json)) return SKIP;
  if (json.success === false) return { kind: 'error', message: asText(json.err_msg) };
  // Any other JSON (an old server's one-shot dashboard report) is the answer itself.
  return fromCompletion(json) ?? { kind: 'snapshot', content: payload };
}

/** The answer as accumulated from the frames so far. */
export interface ChatStreamState {
  content: string;
  reasoning: string;
}

export const EMPTY_CHAT_STREAM_STATE: ChatStreamState = { content: '', reasoning: '' };

/** Folds a message frame into the accumulated answer; other frame kinds leave it unchanged. */
export function applyChatFrame(state: ChatStreamState, frame: ChatFrame): ChatStreamState {
  if (frame.kind === 'snapshot') return { content: frame.content, reasoning: frame.reasoning ?? '' };
  if (frame.kind === 'delta') {
    return { content: state.content + frame.content, reasoning: state.reasoning + frame.reasoning };
  }
  return state;
}
