import { apiInterceptors } from '@/client/envelope';
import { verifyPromptResponse } from '@/client/api/prompt';
import { PROMPT_VERIFY_FAILURE_REASONS, type PromptVerifyFailureReason } from '@/contract/constants/prompt';
import type { PromptVerifyRequest } from '@/contract/prompt';

export type VerifyOutcome =
  | { kind: 'passed' }
  | { kind: 'mismatch' }
  | { kind: 'missing'; properties: string[] }
  | { kind: 'no_json' }
  | { kind: 'unknown_target' }
  /** The server said why in its own words (older servers, bad requests). */
  | { kind: 'failed'; message: string };

const isText = (value: unknown): value is string => typeof value === 'string';

/** The failure `data` of the verify envelope (contract: reason and missing properties), or null. */
function verifyFailureOf(data: unknown): { reason: PromptVerifyFailureReason; missing: string[] } | null {
  if (data === null || typeof data !== 'object') return null;
  const { reason, missing_properties: missing } = data as Record<string, unknown>;
  const known = (PROMPT_VERIFY_FAILURE_REASONS as readonly unknown[]).includes(reason);
  if (!known || !Array.isArray(missing) || !missing.every(isText)) return null;
  return { reason: reason as PromptVerifyFailureReason, missing };
}

/**
 * Asks the server whether the answer matches the expected output. A mismatch is the expected outcome of
 * a check, not a request error, so it is shown beside the answer rather than as a notification.
 */
export async function verifyAnswer(request: PromptVerifyRequest): Promise<VerifyOutcome> {
  const [error, data, envelope] = await apiInterceptors(verifyPromptResponse(request), '*');
  if (envelope?.success) return data === false ? { kind: 'mismatch' } : { kind: 'passed' };
  const failure = verifyFailureOf(envelope?.data);
  if (failure) {
    if (failure.reason === 'missing_properties') return { kind: 'missing', properties: failure.missing };
    return { kind: failure.reason };
  }
  return { kind: 'failed', message: envelope?.err_msg || error?.message || '' };
}
