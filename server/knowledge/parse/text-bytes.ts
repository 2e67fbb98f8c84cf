/** Reading uploaded bytes as text: UTF-8 (or UTF-16 with its byte-order mark), refusing binary content. */

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((value, index) => bytes[index] === value);
}

/**
 * The bytes as text, without a byte-order mark, lines ending in \n; or undefined when they are not text: invalid UTF-8, or control characters that text
 * files do not hold (NUL, and the C0 codes other than tab, line feed, form feed and carriage return).
 */
export function decodeText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    if (startsWith(bytes, [0xff, 0xfe]))
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (startsWith(bytes, [0xfe, 0xff]))
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return undefined;
  return text.replace(/\r\n?/g, '\n');
}
