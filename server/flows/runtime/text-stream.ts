/**
 * A streamed text that several readers may consume: every reader gets every chunk from the start, while the
 * source is pulled once. A node that needs the whole text awaits {@link FlowTextStream.collect}.
 */
export class FlowTextStream implements AsyncIterable<string> {
  private readonly chunks: string[] = [];
  private finished = false;
  private failure: { error: unknown } | undefined;
  private pulling: Promise<void> | undefined;
  private readonly iterator: AsyncIterator<string>;

  constructor(source: AsyncIterable<string>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  /** Pulls the next chunk from the source once, whoever asks first. */
  private pull(): Promise<void> {
    this.pulling ??= this.iterator.next().then(
      (next) => {
        this.pulling = undefined;
        if (next.done) this.finished = true;
        else this.chunks.push(next.value);
      },
      (error: unknown) => {
        this.pulling = undefined;
        this.finished = true;
        this.failure = { error };
      },
    );
    return this.pulling;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<string> {
    let index = 0;
    for (;;) {
      while (index < this.chunks.length) yield this.chunks[index++] as string;
      if (this.failure) throw this.failure.error;
      if (this.finished) return;
      await this.pull();
    }
  }

  /** The whole text, once the source has ended. */
  async collect(): Promise<string> {
    let text = '';
    for await (const chunk of this) text += chunk;
    return text;
  }

  /** What has arrived so far. */
  get soFar(): string {
    return this.chunks.join('');
  }
}

export const isTextStream = (value: unknown): value is FlowTextStream => value instanceof FlowTextStream;
