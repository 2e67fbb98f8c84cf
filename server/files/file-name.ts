/** Used when nothing of the uploaded name survives cleaning. */
export const FALLBACK_FILE_NAME = 'file';

const MAX_NAME_BYTES = 200;
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Characters Windows forbids in names, so a downloaded file saves anywhere.
const RESERVED_CHARS = /[<>:"|?*]/g;

function truncateKeepingExtension(name: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(name).length <= MAX_NAME_BYTES) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  const stem = [...name.slice(0, name.length - extension.length)];
  while (stem.length > 0 && encoder.encode(stem.join('') + extension).length > MAX_NAME_BYTES) stem.pop();
  return stem.join('') + extension;
}

/**
 * The display name kept for an upload. The bytes are stored under a generated id, so the name never
 * reaches the file system; it is cleaned because it is shown in the UI and sent back in
 * `Content-Disposition`: no directories, no `..`, no control or bidi characters, no leading dots.
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(CONTROL_CHARS, '')
    .replace(RESERVED_CHARS, '_')
    .replace(/\.{2,}/g, '.')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const bounded = truncateKeepingExtension(cleaned);
  return bounded === '' ? FALLBACK_FILE_NAME : bounded;
}

/** RFC 5987 encoding: everything but the attr-chars is percent-encoded. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A `Content-Disposition` value that is safe for any stored name (ASCII fallback plus UTF-8 form). */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const asciiFallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${disposition}; filename="${asciiFallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
