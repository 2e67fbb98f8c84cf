import { STREAM_DONE } from '@/contract/chat-completion';
import { SNAPSHOT_INTERVAL_MS } from '../chat/answer-frames';
import { SERVER_ERROR_MARKER } from '../chat/sse-frames';
import type { SseResponse } from '../chat/sse-response';

/**
 * One frame of the template test stream (contract S.8): `data:<text>`, raw text with every newline sent as
 * the two characters `\n`, as DB-GPT does. A text starting with a space gets the one separator space an
 * SSE reader strips, so the space survives.
 */
export function debugTextFrame(text: string): string {
  const escaped = text.replace(/\r\n|\r|\n/g, '\\n');
  return `data:${escaped.startsWith(' ') ? ' ' : ''}${escaped}\n\n`;
}

export function debugDoneFrame(): string {
  return `data:${STREAM_DONE}\n\n`;
}

export function debugErrorFrame(message: string): string {
  return debugTextFrame(`${SERVER_ERROR_MARKER}${message.replace(/\s*\n\s*/g, ' ')}`);
}

/** Thinking text is shown before the answer as a quote, as DB-GPT's debug stream does. */
function visibleText(content: string, reasoning: string): string {
  if (!reasoning) return content;
  const quoted = `> ${reasoning.split('\n').join('\n> ')}`;
  return content ? `${quoted}\n\n${content}` : quoted;
}

/** Accumulates the model's answer and writes the whole text so far, at most every SNAPSHOT_INTERVAL_MS. */
export class DebugFrames {
  private content = '';
  private reasoning = '';
  private lastWriteAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private unsent = false;

  constructor(private readonly response: SseResponse) {}

  get text(): string {
    return visibleText(this.content, this.reasoning);
  }

  push(delta: { content: string; reasoning: string }): void {
    this.content += delta.content;
    this.reasoning += delta.reasoning;
    this.unsent = true;
    const wait = this.lastWriteAt + SNAPSHOT_INTERVAL_MS - Date.now();
    if (wait <= 0) this.write();
    else this.timer ??= setTimeout(() => this.write(), wait);
  }

  /** The answer is complete: the last text, then `[DONE]`. */
  finish(): void {
    if (this.unsent) this.write();
    this.response.write(debugDoneFrame());
  }

  /** The answer failed: what was said stays on screen, then the error. */
  fail(message: string): void {
    if (this.unsent) this.write();
    this.response.write(debugErrorFrame(message));
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.unsent = false;
  }

  private write(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.unsent = false;
    this.lastWriteAt = Date.now();
    this.response.write(debugTextFrame(this.text));
  }
}
