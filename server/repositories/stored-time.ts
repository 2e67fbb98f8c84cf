let last = 0;

/**
 * Now, as the ISO timestamp a row is stored with, strictly later than the one before it in this process:
 * two rows written in the same millisecond still list newest first in the order they were written (their
 * other key, a random code, would order them by chance). Only for rows written one at a time: a bulk write
 * would push the clock ahead by a millisecond a row.
 */
export function storedNow(): string {
  last = Math.max(Date.now(), last + 1);
  return new Date(last).toISOString();
}
