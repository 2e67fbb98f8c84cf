import { AgentTranscript } from '../../agents/agent-transcript';
import type { AnswerPiece } from '../answer-frames';
import type { AnswerProducer } from '../chat-turn';

/** Views closer than this are merged: the client repaints at most this often anyway. */
const VIEW_INTERVAL_MS = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Turns a team run into answer pieces: each time the transcript changes (coalesced), the whole view,
 * replacing the last (contract S.4). A failing run still yields its last view before the error.
 */
export function agentProducer(
  runTeam: (
    transcript: AgentTranscript,
    signal: AbortSignal,
    messages: Parameters<AnswerProducer>[0],
  ) => Promise<unknown>,
): AnswerProducer {
  return async function* produce(messages, signal): AsyncGenerator<AnswerPiece> {
    let changed = false;
    let wake: (() => void) | undefined;
    const transcript = new AgentTranscript(() => {
      changed = true;
      wake?.();
    });
    let settled = false;
    let failure: unknown;
    const run = runTeam(transcript, signal, messages).then(
      () => undefined,
      (error: unknown) => {
        failure = error;
      },
    );
    void run.finally(() => {
      settled = true;
      wake?.();
    });
    let lastViewAt = 0;
    while (!settled || changed) {
      if (!changed && !settled) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      if (!changed) continue;
      const wait = lastViewAt + VIEW_INTERVAL_MS - Date.now();
      if (wait > 0 && !settled) await sleep(wait);
      changed = false;
      lastViewAt = Date.now();
      yield { content: transcript.render(), reasoning: '', replace: true };
    }
    if (failure !== undefined) throw failure;
  };
}
