import { isAxiosError } from 'axios';
import type { ApiResult } from '@/client/envelope';
import { isEnvelope } from '@/client/envelope';
import { envelopeFailureIn } from './save-file';

/** The server's reason for a refused export (its envelope, also inside a blob), else the transport's. */
export function exportFailure(error: unknown, describe: (result: ApiResult<unknown>) => string): string {
  const response = isAxiosError(error) ? error.response : undefined;
  const body: unknown = response?.data;
  if (body instanceof ArrayBuffer) {
    const told = envelopeFailureIn(body, String(response?.headers['content-type'] ?? ''));
    if (told) return told;
  }
  const envelope = isEnvelope(body) ? body : undefined;
  const asError = error instanceof Error ? error : new Error(String(error));
  return describe([asError, undefined, envelope, undefined]);
}
