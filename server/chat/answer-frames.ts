import type { ChatDelta } from '../models/chat-model';
import { deltaFrame, doneFrame, snapshotFrame, type FrameSource } from './sse-frames';
import type { SseResponse } from './sse-response';

/**
 * The shortest gap between two cumulative frames. Each one repeats the whole answer, so sending one per
 * token would make a long answer quadratic in bytes and in client parsing; 50 ms is faster than the eye.
 */
export const SNAPSHOT_INTERVAL_MS = 50;

/** Accumulates an answer and writes it to the client in the requested stream format (contract S.3). */
export class AnswerFrames {
  content = '';
  reasoning = '';
  private lastSnapshotAt = 0;
  private pendingTimer: NodeJS.Timeout | undefined;
  private unsent = false;

  constructor(
    private readonly response: SseResponse,
    private readonly source: FrameSource,
    private readonly incremental: boolean,
  ) {}

  get isEmpty(): boolean {
    return this.content === '' && this.reasoning === '';
  }

  push(delta: ChatDelta): void {
    this.content += delta.content;
    this.reasoning += delta.reasoning;
    if (this.incremental) {
      this.response.write(deltaFrame(this.source, delta.content, delta.reasoning));
      return;
    }
    this.unsent = true;
    const wait = this.lastSnapshotAt + SNAPSHOT_INTERVAL_MS - Date.now();
    if (wait <= 0) this.writeSnapshot();
    else this.pendingTimer ??= setTimeout(() => this.writeSnapshot(), wait);
  }

  /** Sends what is still held back by the snapshot interval. */
  flush(): void {
    if (this.unsent) this.writeSnapshot();
  }

  /** The answer is complete: the last snapshot, or `[DONE]` after the deltas. */
  finish(): void {
    this.flush();
    if (this.incremental) this.response.write(doneFrame());
  }

  /** Stops the pending snapshot timer without sending (the stream failed or the client left). */
  cancel(): void {
    clearTimeout(this.pendingTimer);
    this.pendingTimer = undefined;
    this.unsent = false;
  }

  private writeSnapshot(): void {
    clearTimeout(this.pendingTimer);
    this.pendingTimer = undefined;
    this.unsent = false;
    this.lastSnapshotAt = Date.now();
    this.response.write(snapshotFrame(this.source, this.content, this.reasoning));
  }
}
