/** Why a running answer was cut short. */
export const STOP_REASONS = [
  'client',
  'terminated',
  'superseded',
  'cleared',
  'deleted',
  'shutdown',
  'account-disabled',
] as const;
export type StopReason = (typeof STOP_REASONS)[number];

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

/** A stop for a turn that may be streaming on another instance of the server. */
export type RemoteStop =
  { convUid: string; roundIndex?: number; reason: StopReason } | { userId: string; reason: StopReason };

/** How stops reach the other instances sharing the database; none when this is the only one. */
export interface TurnStopChannel {
  publish(stop: RemoteStop): Promise<void>;
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
  private remote: TurnStopChannel | undefined;

  /** From now on, stops for turns this instance does not run are passed on to the others. */
  connect(remote: TurnStopChannel): void {
    this.remote = remote;
  }

  /** A stop another instance passed on: this instance's turn stops if it runs it (the round matching). */
  receive(stop: RemoteStop): void {
    if ('userId' in stop) {
      for (const entry of this.entries.values())
        if (entry.turn.userId === stop.userId) entry.turn.stop(stop.reason);
      return;
    }
    const turn = this.find(stop.convUid);
    if (turn && (stop.roundIndex === undefined || turn.roundIndex === stop.roundIndex))
      turn.stop(stop.reason);
  }

  /**
   * Stops the conversation's answer wherever it runs: here (waiting until it is stored; answers true), or
   * on another instance, which is told to (answers false). `roundIndex` limits the stop to that round.
   */
  async stopAnywhere(convUid: string, reason: StopReason, roundIndex?: number): Promise<boolean> {
    const local = this.find(convUid);
    if (local && (roundIndex === undefined || local.roundIndex === roundIndex)) {
      await this.stop(convUid, reason);
      return true;
    }
    await this.remote?.publish({ convUid, reason, ...(roundIndex === undefined ? {} : { roundIndex }) });
    return false;
  }

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

  /** Stops every answer `userId` has running, here (waiting until they are stored) and on other instances. */
  async stopForUser(userId: string, reason: StopReason): Promise<void> {
    const theirs = [...this.entries.values()].filter((entry) => entry.turn.userId === userId);
    await this.remote?.publish({ userId, reason });
    await Promise.all(theirs.map((entry) => this.stop(entry.turn.convUid, reason)));
  }
}
