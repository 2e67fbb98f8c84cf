// Feedback contract values the client needs at run time, free of the schema library (see constants/chat.ts).

/** The reason types `GET /api/v1/conv/feedback/reasons` offers (contract 7.2). */
export const FEEDBACK_REASON_TYPES = [
  'WRONG_ANSWER',
  'WRONG_SOURCE',
  'OUTDATED_CONTENT',
  'UNREAL_CONTENT',
  'ILLEGAL_CONTENT',
  'OTHERS',
] as const;
export type FeedbackReasonType = (typeof FEEDBACK_REASON_TYPES)[number];

export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const RATING_LABEL_KEYS = ['lowest', 'missed', 'lost', 'incorrect', 'verbose', 'best'] as const;
export type RatingLabelKey = (typeof RATING_LABEL_KEYS)[number];
