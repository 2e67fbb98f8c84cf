/**
 * DB-GPT's variable reference: `${key:name@scope:scope_key#sys_code%user_name}`; every part after the key is
 * optional and `\@ \# \% \:` stand for the characters themselves.
 */
export interface VariableReference {
  /** The reference as written, `${...}` included. */
  text: string;
  key: string;
  name: string | null;
  scope: string | null;
  scopeKey: string | null;
  sysCode: string | null;
  userName: string | null;
}

/** `${` then anything up to the first `}`: the places a reference may stand in a text. */
export const REFERENCE_PATTERN = /\$\{([^{}]*)\}/g;

const ESCAPES: ReadonlyArray<[string, string]> = [
  ['\\@', '\u0001'],
  ['\\#', '\u0002'],
  ['\\%', '\u0003'],
  ['\\:', '\u0004'],
];

function unescape(part: string | undefined): string | null {
  if (part === undefined || part === '') return null;
  let text = part;
  for (const [escaped, placeholder] of ESCAPES) text = text.split(placeholder).join(escaped.slice(1));
  return text;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** The parts of the reference whose inside (between `${` and `}`) is `inner`, as DB-GPT's `parse_variable` reads it. */
export function parseReference(inner: string): VariableReference | null {
  let content = inner;
  for (const [escaped, placeholder] of ESCAPES) content = content.split(escaped).join(placeholder);
  const [beforeUser, user] = splitOnce(content, '%');
  const [beforeSys, sys] = splitOnce(beforeUser, '#');
  const [keyName, scopePart] = splitOnce(beforeSys, '@');
  const [key, name] = splitOnce(keyName, ':');
  const [scope, scopeKey] = scopePart === undefined ? [undefined, undefined] : splitOnce(scopePart, ':');
  const parsedKey = unescape(key.trim());
  if (parsedKey === null) return null;
  return {
    text: `\${${inner}}`,
    key: parsedKey,
    name: unescape(name?.trim()),
    scope: unescape(scope?.trim()),
    scopeKey: unescape(scopeKey?.trim()),
    sysCode: unescape(sys?.trim()),
    userName: unescape(user?.trim()),
  };
}

/** The reference `text` is exactly, or null when it is text with or without references inside. */
export function wholeReference(text: string): VariableReference | null {
  const match = /^\$\{([^{}]*)\}$/.exec(text);
  return match ? parseReference(match[1] ?? '') : null;
}
