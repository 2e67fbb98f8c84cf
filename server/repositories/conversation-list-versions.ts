/**
 * The version of each user's conversation list, changed after every committed write that can change what
 * the list shows, so that `GET /api/v1/chat/dialogue/list` can answer a conditional request with 304
 * without reading the database. A write that names only a conversation (rename, delete, a forgotten first
 * round) changes every user's version: those are rare, and the conversation's owner is not at hand.
 *
 * The versions live in this process; the tag carries the process's start, so a restarted server never
 * answers 304 to a tag of the previous one. Instances sharing one database tell each other of their changes
 * (`connect`, through the database's notifications), so that none answers 304 to a list another changed.
 */
export type ListChange = { userId: string } | { everyone: true };

export class ConversationListVersions {
  private readonly epoch = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  private publish: ((change: ListChange) => void) | undefined;
  private everyone = 0;
  private nextSerial = 0;
  /** Per user: a number of its own (two users' tags never match) and its list's version. */
  private readonly users = new Map<string, { serial: number; version: number }>();

  private entry(userId: string): { serial: number; version: number } {
    let entry = this.users.get(userId);
    if (!entry) {
      entry = { serial: (this.nextSerial += 1), version: 0 };
      this.users.set(userId, entry);
    }
    return entry;
  }

  /** After a committed write to one of `userId`'s conversations. */
  changed(userId: string): void {
    this.entry(userId).version += 1;
    this.publish?.({ userId });
  }

  /** After a committed write to a conversation whose owner is not known here. */
  changedForEveryone(): void {
    this.everyone += 1;
    this.publish?.({ everyone: true });
  }

  /** From now on, each change here is also given to `publish` (for the other instances). */
  connect(publish: (change: ListChange) => void): void {
    this.publish = publish;
  }

  /** Another instance's change. */
  receive(change: ListChange): void {
    if ('userId' in change) this.entry(change.userId).version += 1;
    else this.everyone += 1;
  }

  /** Identifies what `userId`'s list is now; read it before reading the list. */
  tag(userId: string): string {
    const { serial, version } = this.entry(userId);
    return `${this.epoch}.${this.everyone}.${serial}.${version}`;
  }
}
