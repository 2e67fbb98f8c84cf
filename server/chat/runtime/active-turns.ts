/** Why a running answer was cut short. */
export type StopReason =
  'client' | 'terminated' | 'superseded' | 'cleared' | 'deleted' | 'shutdown' | 'account-disabled';

export class TurnStopped extends Error {
  override name = 'TurnStopped';

  constructor(readonly reason: StopReason) {
    super(`the answer was stopped (${reason})`);
  }
}

/** An answer being streamed right now. */
export interface ActiveTurn {
  readonly convUid: string;
  /** The user whose question is being answered. */
  readonly userId: string;
  /** The round being answered, once its question is stored (the model starts before that). */
  roundIndex: number | undefined;
  readonly signal: AbortSignal;
  stop(reason: StopReason): void;
}

interface Entry {
  turn: ActiveTurn;
  settled: Promise<void>;
}

/**
 * The answers in flight, at most one per conversation, so that terminate, clear, delete, disabling the
 * user's account and shutdown can stop them and wait until what was said is stored.
 */
export class ActiveTurns {
  private readonly entries = new Map<string, Entry>();

  /** Registers `userId`'s turn; `run` gets it and must resolve once the answer is stored. */
  async run(convUid: string, userId: string, run: (turn: ActiveTurn) => Promise<void>): Promise<void> {
    const controller = new AbortController();
    const turn: ActiveTurn = {
      convUid,
      userId,
      roundIndex: undefined,
      signal: controller.signal,
      stop: (reason) => {
        if (!controller.signal.aborted) controller.abort(new TurnStopped(reason));
      },
    };
    const settled = run(turn);
    const entry: Entry = { turn, settled: settled.catch(() => undefined) };
    this.entries.set(convUid, entry);
    try {
      await settled;
    } finally {
      if (this.entries.get(convUid) === entry) this.entries.delete(convUid);
    }
  }

  find(convUid: string): ActiveTurn | undefined {
    return this.entries.get(convUid)?.turn;
  }

  /** Stops the conversation's running answer, if any, and waits until it is stored. */
  async stop(convUid: string, reason: StopReason): Promise<void> {
    const entry = this.entries.get(convUid);
    if (!entry) return;
    entry.turn.stop(reason);
    await entry.settled;
  }

  async stopAll(reason: StopReason): Promise<void> {
    await Promise.all([...this.entries.keys()].map((convUid) => this.stop(convUid, reason)));
  }

  /** Stops every answer `userId` has running and waits until they are stored. */
  async stopForUser(userId: string, reason: StopReason): Promise<void> {
    const theirs = [...this.entries.values()].filter((entry) => entry.turn.userId === userId);
    await Promise.all(theirs.map((entry) => this.stop(entry.turn.convUid, reason)));
  }
}
