import { isEnvelope } from '@/client/envelope';

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
