import { FEEDBACK_REASON_TYPES, type FeedbackReason, type FeedbackReasonType } from '@/contract/feedback';

/** DB-GPT's reason texts (contract 7.2); the client shows its own translations keyed by `reason_type`. */
const REASON_TEXTS: Record<FeedbackReasonType, string> = {
  WRONG_ANSWER: 'Wrong answer',
  WRONG_SOURCE: 'Wrong source',
  OUTDATED_CONTENT: 'Outdated content',
  UNREAL_CONTENT: 'Data is inaccurate',
  ILLEGAL_CONTENT: 'Harmful content',
  OTHERS: 'Others',
};

export function listFeedbackReasons(): FeedbackReason[] {
  return FEEDBACK_REASON_TYPES.map((reasonType) => ({
    reason_type: reasonType,
    reason: REASON_TEXTS[reasonType],
  }));
}

function isReasonType(value: string): value is FeedbackReasonType {
  return (FEEDBACK_REASON_TYPES as readonly string[]).includes(value);
}

/** A stored reason type with its text; a type this server no longer knows keeps its name as text. */
export function describeReason(reasonType: string): FeedbackReason {
  return {
    reason_type: reasonType,
    reason: isReasonType(reasonType) ? REASON_TEXTS[reasonType] : reasonType,
  };
}
