import { AnswerFrames, SNAPSHOT_INTERVAL_MS } from '@/server/chat/answer-frames';
import type { SseResponse } from '@/server/chat/sse-response';

/** A response whose client reads only when the test says so. */
function slowClient() {
  const written: string[] = [];
  let drainListeners: (() => void)[] = [];
  const response: SseResponse & { behind: boolean } = {
    behind: false,
    clientGone: false,
    language: 'en',
    write(frame) {
      written.push(frame);
    },
    end() {},
    onClientGone() {},
    get congested() {
      return this.behind;
    },
    onDrain(listener) {
      drainListeners.push(listener);
    },
  };
  const catchUp = () => {
    response.behind = false;
    const listeners = drainListeners;
    drainListeners = [];
    for (const listener of listeners) listener();
  };
  const contents = () =>
    written.map((frame) => JSON.parse(frame.slice('data: '.length)).choices[0].message.content as string);
  return { response, written, catchUp, contents };
}

const delta = (content: string) => ({ content, reasoning: '' });

describe('cumulative answer frames', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('send no new snapshot while the client is behind, then one with everything once it catches up', () => {
    const client = slowClient();
    const frames = new AnswerFrames(client.response, { id: 'c1', model: 'm' }, 'snapshot');
    frames.push(delta('one '));
    expect(client.contents()).toEqual(['one ']);

    client.response.behind = true;
    for (const word of ['two ', 'three ', 'four ']) {
      vi.advanceTimersByTime(SNAPSHOT_INTERVAL_MS);
      frames.push(delta(word));
    }
    vi.advanceTimersByTime(SNAPSHOT_INTERVAL_MS * 10);
    expect(client.contents()).toEqual(['one ']);

    client.catchUp();
    expect(client.contents()).toEqual(['one ', 'one two three four ']);
    frames.push(delta('five'));
    vi.advanceTimersByTime(SNAPSHOT_INTERVAL_MS);
    expect(client.contents().at(-1)).toBe('one two three four five');
  });

  it('still send the complete answer at the end to a client that is behind', () => {
    const client = slowClient();
    const frames = new AnswerFrames(client.response, { id: 'c2', model: 'm' }, 'snapshot');
    frames.push(delta('one '));
    client.response.behind = true;
    frames.push(delta('two'));
    frames.finish();
    expect(client.contents()).toEqual(['one ', 'one two']);
    client.catchUp();
    expect(client.contents()).toEqual(['one ', 'one two']);
  });

  it('queue every delta of an incremental stream, behind or not', () => {
    const client = slowClient();
    const frames = new AnswerFrames(client.response, { id: 'c3', model: 'm' }, 'delta');
    client.response.behind = true;
    frames.push(delta('one '));
    frames.push(delta('two'));
    frames.finish();
    expect(client.written).toHaveLength(3);
    expect(client.written.at(-1)).toBe('data: [DONE]\n\n');
  });
});
