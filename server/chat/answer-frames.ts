import type { ChatDelta } from '../models/chat-model';
import {
  deltaFrame,
  doneFrame,
  flowSnapshotFrame,
  snapshotFrame,
  visDoneFrame,
  visFrame,
  type FrameSource,
} from './sse-frames';
import type { SseResponse } from './sse-response';

/**
 * The shortest gap between two cumulative frames. Each one repeats the whole answer, so sending one per
 * token would make a long answer quadratic in bytes and in client parsing; 50 ms is faster than the eye.
 */
export const SNAPSHOT_INTERVAL_MS = 50;

/**
 * How the answer goes out: whole snapshots or deltas (contract S.3), agent views (`{"vis": …}`, S.4), or
 * flow snapshots (S.5: newlines escaped).
 */
export type FrameFormat = 'snapshot' | 'delta' | 'vis' | 'flow';

/** A piece of an answer: text to add, or (`replace`) the whole answer so far, as an agent view is. */
export type AnswerPiece = ChatDelta & { replace?: boolean };

/**
 * Accumulates an answer and writes it to the client in the requested stream format (contract S.3, S.4).
 * A client that does not keep up (a tab in the background, a slow link) gets no new snapshot until the
 * last one has gone out; the next one carries everything. Without that, snapshots would pile up in
 * memory, each repeating the whole answer. Deltas cannot be skipped, so they always queue.
 */
export class AnswerFrames {
  content = '';
  reasoning = '';
  private lastSnapshotAt = 0;
  private pendingTimer: NodeJS.Timeout | undefined;
  private unsent = false;
  private waitingForDrain = false;

  constructor(
    private readonly response: SseResponse,
    private readonly source: FrameSource,
    private readonly format: FrameFormat,
  ) {}

  private get incremental(): boolean {
    return this.format === 'delta';
  }

  get isEmpty(): boolean {
    return this.content === '' && this.reasoning === '';
  }

  push(delta: AnswerPiece): void {
    if (delta.replace) {
      this.content = delta.content;
      this.reasoning = delta.reasoning;
    } else {
      this.content += delta.content;
      this.reasoning += delta.reasoning;
    }
    if (this.incremental) {
      this.response.write(deltaFrame(this.source, delta.content, delta.reasoning));
      return;
    }
    this.unsent = true;
    if (this.waitingForDrain) return;
    const wait = this.lastSnapshotAt + SNAPSHOT_INTERVAL_MS - Date.now();
    if (wait <= 0) this.writeSnapshot();
    else this.pendingTimer ??= setTimeout(() => this.writeSnapshot(), wait);
  }

  /** Sends what is still held back, even to a client that is behind: the answer is complete. */
  flush(): void {
    if (this.unsent) this.writeSnapshot(true);
  }

  /** The answer is complete: the last snapshot, or `[DONE]` after the deltas. */
  finish(): void {
    this.flush();
    if (this.incremental) this.response.write(doneFrame());
    if (this.format === 'vis') this.response.write(visDoneFrame());
  }

  /** Stops the pending snapshot timer without sending (the stream failed or the client left). */
  cancel(): void {
    clearTimeout(this.pendingTimer);
    this.pendingTimer = undefined;
    this.unsent = false;
  }

  private writeSnapshot(evenIfBehind = false): void {
    clearTimeout(this.pendingTimer);
    this.pendingTimer = undefined;
    if (this.response.congested && !evenIfBehind) {
      this.waitForDrain();
      return;
    }
    this.unsent = false;
    this.lastSnapshotAt = Date.now();
    this.response.write(
      this.format === 'vis'
        ? visFrame(this.content)
        : this.format === 'flow'
          ? flowSnapshotFrame(this.source, this.content)
          : snapshotFrame(this.source, this.content, this.reasoning),
    );
  }

  private waitForDrain(): void {
    if (this.waitingForDrain) return;
    this.waitingForDrain = true;
    this.response.onDrain(() => {
      this.waitingForDrain = false;
      if (this.unsent) this.writeSnapshot();
    });
  }
}
