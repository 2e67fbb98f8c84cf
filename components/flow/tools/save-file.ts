import { isEnvelope } from '@/client/envelope';

/** Hands a blob to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** A download that failed still answers with an envelope inside the bytes: its `err_msg`, if so. */
export function envelopeFailureIn(bytes: ArrayBuffer, contentType: string): string | null {
  if (!contentType.includes('json')) return null;
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (isEnvelope(body) && !body.success) return body.err_msg || 'error';
  } catch {
    return null;
  }
  return null;
}

/** A file name from the flow's name: letters, digits, `_`, `-` and `.` kept. */
export const fileNameOf = (name: string) => name.replace(/[^\w.-]+/g, '_') || 'flow';
