const FENCED_BLOCK = /```[ \t]*(?:json)?[ \t]*\r?\n?([\s\S]*?)```/gi;

function tryParse(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** Where the bracket opened at `start` closes, skipping brackets inside strings; -1 when it never does. */
function matchingClose(text: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') stack.push('}');
    else if (char === '[') stack.push(']');
    else if (char === '}' || char === ']') {
      if (stack.pop() !== char) return -1;
      if (stack.length === 0) return index;
    }
  }
  return -1;
}

/** Every JSON object or array written in `text` (outermost ones), in order. */
function scanJsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char !== '{' && char !== '[') {
      index += 1;
      continue;
    }
    const end = matchingClose(text, index);
    const parsed = end === -1 ? undefined : tryParse(text.slice(index, end + 1));
    if (parsed) {
      values.push(parsed.value);
      index = end + 1;
    } else {
      index += 1;
    }
  }
  return values;
}

/**
 * The JSON values in a model's answer: the contents of its ```json fences when any of them parse,
 * otherwise every object or array written anywhere in the text.
 */
export function findJsonValues(text: string): unknown[] {
  const fenced = [...text.matchAll(FENCED_BLOCK)]
    .map((match) => tryParse((match[1] ?? '').trim()))
    .filter((parsed) => parsed !== undefined)
    .map((parsed) => parsed.value);
  return fenced.length > 0 ? fenced : scanJsonValues(text);
}
