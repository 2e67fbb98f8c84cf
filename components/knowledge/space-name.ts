/**
 * The server's rule for space names: digits, letters, Chinese characters, `-` and `_`. Checked here too so
 * the user learns it while typing rather than after a round trip.
 */
const SPACE_NAME = /^[0-9A-Za-z\u4e00-\u9fa5_-]+$/;

const SPACE_NAME_CHARACTER = /[0-9A-Za-z\u4e00-\u9fa5_-]/;

export function isValidSpaceName(name: string): boolean {
  return SPACE_NAME.test(name);
}

/** The characters of `name` the rule does not allow, each once, a space written as it reads ("space"). */
export function disallowedCharacters(name: string): string[] {
  return [...new Set([...name].filter((character) => !SPACE_NAME_CHARACTER.test(character)))];
}
