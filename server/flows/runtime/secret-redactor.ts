const MASK = '******';

/**
 * Keeps the plain text of the secrets a run resolved out of everything that leaves the run: answers,
 * traces, errors, logs. Secrets are added as nodes resolve their parameters.
 */
export class SecretRedactor {
  private readonly secrets = new Set<string>();

  add(secrets: readonly string[]): void {
    for (const secret of secrets) if (secret.length > 0) this.secrets.add(secret);
  }

  get longest(): number {
    let longest = 0;
    for (const secret of this.secrets) longest = Math.max(longest, secret.length);
    return longest;
  }

  text(text: string): string {
    let result = text;
    // Longest first, so a secret containing another is masked whole.
    for (const secret of [...this.secrets].sort((a, b) => b.length - a.length))
      result = result.replaceAll(secret, MASK);
    return result;
  }

  /** A text still growing: masked, and without an end that may be the start of a secret. */
  settled(text: string): string {
    const masked = this.text(text);
    for (const secret of this.secrets)
      for (let length = Math.min(secret.length - 1, masked.length); length > 0; length--)
        if (masked.endsWith(secret.slice(0, length))) return this.settled(masked.slice(0, -length));
    return masked;
  }

  /** A value with every string in it masked (deeply); other values as they are. */
  value(value: unknown): unknown {
    if (this.secrets.size === 0) return value;
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((item) => this.value(item));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.value(item)]));
    return value;
  }

  /**
   * Masks a stream of text chunks: a secret may be cut between two chunks, so the end of what arrived is
   * held back until it cannot be the start of a secret.
   */
  async *stream(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
    let pending = '';
    for await (const chunk of chunks) {
      pending += chunk;
      const masked = this.text(pending);
      const keep = Math.max(0, this.longest - 1);
      const safe = masked.length - keep;
      if (safe <= 0) {
        pending = masked;
        continue;
      }
      const out = masked.slice(0, safe);
      pending = masked.slice(safe);
      if (out) yield out;
    }
    if (pending) yield this.text(pending);
  }
}
