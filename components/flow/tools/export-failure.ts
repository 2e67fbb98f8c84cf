import { isAxiosError } from 'axios';
import type { ApiResult } from '@/client/envelope';
import { isEnvelope } from '@/client/envelope';
import { envelopeFailureIn } from './save-file';

/** The server's reason for a refused export (its envelope, also inside a blob), else the transport's. */
export async function exportFailure(
  error: unknown,
  describe: (result: ApiResult<unknown>) => string,
): Promise<string> {
  const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
  if (body instanceof Blob) {
    const told = await envelopeFailureIn(body);
    if (told) return told;
  }
  const envelope = isEnvelope(body) ? body : undefined;
  const asError = error instanceof Error ? error : new Error(String(error));
  return describe([asError, undefined, envelope, undefined]);
}
