import { apiInterceptors } from '@/client/envelope';
import { verifyPromptResponse } from '@/client/api/prompt';
import { promptVerifyFailureSchema, type PromptVerifyRequest } from '@/contract/prompt';

export type VerifyOutcome =
  | { kind: 'passed' }
  | { kind: 'mismatch' }
  | { kind: 'missing'; properties: string[] }
  | { kind: 'no_json' }
  | { kind: 'unknown_target' }
  /** The server said why in its own words (older servers, bad requests). */
  | { kind: 'failed'; message: string };

/**
 * Asks the server whether the answer matches the expected output. A mismatch is the expected outcome of
 * a check, not a request error, so it is shown beside the answer rather than as a notification.
 */
export async function verifyAnswer(request: PromptVerifyRequest): Promise<VerifyOutcome> {
  const [error, data, envelope] = await apiInterceptors(verifyPromptResponse(request), '*');
  if (envelope?.success) return data === false ? { kind: 'mismatch' } : { kind: 'passed' };
  const failure = promptVerifyFailureSchema.safeParse(envelope?.data);
  if (failure.success) {
    const { reason, missing_properties: properties } = failure.data;
    if (reason === 'missing_properties') return { kind: 'missing', properties };
    return { kind: reason };
  }
  return { kind: 'failed', message: envelope?.err_msg || error?.message || '' };
}
