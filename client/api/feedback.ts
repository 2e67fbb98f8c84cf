import type {
  FeedbackAddParams,
  FeedbackCancelParams,
  FeedbackReason,
  FeedbackRecord,
  FeedbackSelect,
  RatingCommitBody,
  RatingFindParams,
  RatingRecord,
} from '@/contract/feedback';
import type { RecommendQuestion, RecommendQuestionQuery } from '@/contract/question';
import { GET, POST } from '../http';

/** Recommended questions, optionally filtered by app, scene, validity or hotness (contract 7.1). */
export function getRecommendQuestions(query?: RecommendQuestionQuery) {
  return GET<RecommendQuestionQuery, RecommendQuestion[]>('/api/v1/question/list', query);
}

export function getFeedbackReasons() {
  return GET<undefined, FeedbackReason[]>('/api/v1/conv/feedback/reasons');
}

/** Likes or unlikes a round; the same type twice fails, the other type replaces it (contract 7.3). */
export function addFeedback(body: FeedbackAddParams) {
  return POST<FeedbackAddParams, FeedbackRecord>('/api/v1/conv/feedback/add', body);
}

export function cancelFeedback(body: FeedbackCancelParams) {
  return POST<FeedbackCancelParams, unknown[]>('/api/v1/conv/feedback/cancel', body);
}

/** Question-type key → label map for the rating form (contract 7.5). */
export function getFeedbackSelect() {
  return GET<undefined, FeedbackSelect>('/api/v1/feedback/select');
}

/** The round's 0–5 rating, or null when it has none (contract 7.6). */
export function findRating(params: RatingFindParams) {
  return GET<RatingFindParams, RatingRecord | null>('/api/v1/feedback/find', params);
}

/** Creates or updates a round's rating (contract 7.7). */
export function commitRating(body: RatingCommitBody) {
  return POST<RatingCommitBody, boolean>('/api/v1/feedback/commit', body);
}
