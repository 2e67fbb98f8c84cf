import type { ChatDelta } from './chat-model';

const OPEN = '<think>';
const CLOSE = '</think>';

type State = 'deciding' | 'thinking' | 'answering';

/**
 * Some models (DeepSeek-R1 distills, QwQ on Ollama or vLLM) put their thinking at the start of the answer
 * as `<think>…</think>` instead of a separate `reasoning_content`. This splits a streamed answer into
 * thinking and answer text, holding back only the few characters that might begin a tag.
 */
export class ThinkTagSplitter {
  private state: State = 'deciding';
  private pending = '';
  /** Right after `</think>` the blank lines before the answer are dropped, whichever chunk they come in. */
  private trimAnswerStart = false;

  push(text: string): ChatDelta {
    this.pending += text;
    return this.drain(false);
  }

  /** Releases whatever was held back (the stream has ended). */
  flush(): ChatDelta {
    return this.drain(true);
  }

  private drain(final: boolean): ChatDelta {
    const out: ChatDelta = { content: '', reasoning: '' };
    if (this.state === 'deciding') {
      const start = this.pending.trimStart();
      if (start.startsWith(OPEN)) {
        this.state = 'thinking';
        this.pending = start.slice(OPEN.length);
      } else if (!final && OPEN.startsWith(start)) {
        return out;
      } else {
        this.state = 'answering';
      }
    }
    if (this.state === 'thinking') {
      const end = this.pending.indexOf(CLOSE);
      if (end === -1) {
        const keep = final ? 0 : partialTagLength(this.pending, CLOSE);
        out.reasoning = this.pending.slice(0, this.pending.length - keep);
        this.pending = this.pending.slice(this.pending.length - keep);
        return out;
      }
      out.reasoning = this.pending.slice(0, end);
      this.pending = this.pending.slice(end + CLOSE.length);
      this.state = 'answering';
      this.trimAnswerStart = true;
    }
    if (this.trimAnswerStart) {
      this.pending = this.pending.replace(/^\s+/, '');
      if (this.pending !== '') this.trimAnswerStart = false;
    }
    out.content = this.pending;
    this.pending = '';
    return out;
  }
}

/** How many trailing characters of `text` could be the start of `tag`. */
function partialTagLength(text: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length -= 1) {
    if (tag.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
