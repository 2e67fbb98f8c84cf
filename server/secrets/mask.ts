const HIDDEN = '******';
/** Keys shorter than this show nothing of themselves: a few characters would give too much away. */
const SHORTEST_SHOWN = 16;

/**
 * What a client sees of a secret: its first 3 and last 4 characters around an ellipsis for long keys
 * (`sk-…abcd`, as provider consoles show them), six stars otherwise. Empty stays empty (no key set).
 */
export function maskSecret(value: string): string {
  if (value === '') return '';
  if (value.length < SHORTEST_SHOWN) return HIDDEN;
  return `${value.slice(0, 3)}…${value.slice(-4)}`;
}
