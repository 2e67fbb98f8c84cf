import type { FeedbackRecord, FeedbackType, RatingRecord } from '@/contract/feedback';
import type { Queryable } from '../storage/db';
import { describeReason } from './feedback-reasons';
import { toServeTimestamp } from './timestamp';

/** Identifies one round's feedback row: conversation, round (`order` / `conv_index`) and user. */
export interface FeedbackKey {
  convUid: string;
  convIndex: number;
  userId: string;
}

export interface LikeInput extends FeedbackKey {
  feedbackType: FeedbackType;
  reasonTypes: string[];
  remark: string | null;
  question: string | null;
  knowledgeSpace: string | null;
  userName: string | null;
}

export interface RatingInput extends FeedbackKey {
  score: number | null;
  quesType: string | null;
  question: string | null;
  knowledgeSpace: string | null;
  messages: string | null;
  userName: string | null;
}

interface FeedbackRow {
  id: number;
  conv_uid: string;
  conv_index: number;
  user_id: string;
  user_name: string | null;
  feedback_type: string | null;
  reason_types: string | null;
  remark: string | null;
  score: number | null;
  ques_type: string | null;
  question: string | null;
  knowledge_space: string | null;
  messages: string | null;
  rated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FeedbackRepository {
  /** The user's like/unlike of a round, or null. */
  findLike(key: FeedbackKey): Promise<FeedbackRecord | null>;
  /** Sets (or replaces) the user's like/unlike of a round and returns the stored record. */
  saveLike(input: LikeInput): Promise<FeedbackRecord>;
  /** Removes the user's like/unlike of a round (contract 7.4); a rating stays. True when there was one. */
  cancelLike(key: FeedbackKey): Promise<boolean>;
  /**
   * Like/unlike records of a conversation by round (`order`), for attaching to history messages (6.3).
   * With `userId`, only that user's; otherwise the latest one of each round.
   */
  findFeedbackForConversation(convUid: string, userId?: string): Promise<Map<number, FeedbackRecord>>;
  /** The user's committed 0–5 rating of a round (contract 7.6), or null. */
  findRating(key: FeedbackKey): Promise<RatingRecord | null>;
  /** Creates or updates the user's rating of a round (contract 7.7). */
  saveRating(input: RatingInput): Promise<void>;
}

const COLUMNS =
  'id, conv_uid, conv_index, user_id, user_name, feedback_type, reason_types, remark, score, ques_type, question, knowledge_space, messages, rated_at, created_at, updated_at';
const KEY_WHERE = 'conv_uid = ? AND conv_index = ? AND user_id = ?';

function parseReasonTypes(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function toFeedbackRecord(row: FeedbackRow): FeedbackRecord {
  const reasonTypes = parseReasonTypes(row.reason_types);
  return {
    id: Number(row.id),
    user_code: row.user_id,
    conv_uid: row.conv_uid,
    message_id: String(row.conv_index),
    question: row.question,
    knowledge_space: row.knowledge_space,
    feedback_type: row.feedback_type ?? '',
    remark: row.remark,
    reason_types: reasonTypes,
    reason: reasonTypes.map(describeReason),
    gmt_created: toServeTimestamp(row.created_at),
    gmt_modified: toServeTimestamp(row.updated_at),
  };
}

function toRatingRecord(row: FeedbackRow): RatingRecord {
  return {
    conv_uid: row.conv_uid,
    conv_index: Number(row.conv_index),
    question: row.question,
    knowledge_space: row.knowledge_space,
    score: row.score === null ? null : Number(row.score),
    ques_type: row.ques_type,
    messages: row.messages,
    user_name: row.user_name,
  };
}

export function createFeedbackRepository(db: Queryable): FeedbackRepository {
  const findRow = async ({ convUid, convIndex, userId }: FeedbackKey) => {
    const [row] = await db.query<FeedbackRow>(`SELECT ${COLUMNS} FROM chat_feedback WHERE ${KEY_WHERE}`, [
      convUid,
      convIndex,
      userId,
    ]);
    return row ?? null;
  };

  return {
    async findLike(key) {
      const row = await findRow(key);
      return row && row.feedback_type !== null ? toFeedbackRecord(row) : null;
    },

    async saveLike(input) {
      const now = new Date().toISOString();
      // One row per round and user holds both the like and the rating; a like leaves the rating alone.
      await db.execute(
        `INSERT INTO chat_feedback
          (conv_uid, conv_index, user_id, user_name, feedback_type, reason_types, remark, question, knowledge_space, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (conv_uid, conv_index, user_id) DO UPDATE SET
           user_name = COALESCE(excluded.user_name, chat_feedback.user_name),
           feedback_type = excluded.feedback_type,
           reason_types = excluded.reason_types,
           remark = excluded.remark,
           question = COALESCE(excluded.question, chat_feedback.question),
           knowledge_space = COALESCE(excluded.knowledge_space, chat_feedback.knowledge_space),
           updated_at = excluded.updated_at`,
        [
          input.convUid,
          input.convIndex,
          input.userId,
          input.userName,
          input.feedbackType,
          JSON.stringify(input.reasonTypes),
          input.remark,
          input.question,
          input.knowledgeSpace,
          now,
          now,
        ],
      );
      const row = await findRow(input);
      if (row === null) throw new Error('feedback row vanished right after it was saved');
      return toFeedbackRecord(row);
    },

    async cancelLike({ convUid, convIndex, userId }) {
      const now = new Date().toISOString();
      const cleared = await db.execute(
        `UPDATE chat_feedback SET feedback_type = NULL, reason_types = NULL, remark = NULL, updated_at = ?
         WHERE ${KEY_WHERE} AND feedback_type IS NOT NULL`,
        [now, convUid, convIndex, userId],
      );
      await db.execute(
        `DELETE FROM chat_feedback WHERE ${KEY_WHERE} AND feedback_type IS NULL AND rated_at IS NULL`,
        [convUid, convIndex, userId],
      );
      return cleared.rowsAffected > 0;
    },

    async findFeedbackForConversation(convUid, userId) {
      const rows = await db.query<FeedbackRow>(
        `SELECT ${COLUMNS} FROM chat_feedback
         WHERE conv_uid = ? AND feedback_type IS NOT NULL ${userId === undefined ? '' : 'AND user_id = ?'}
         ORDER BY updated_at, id`,
        userId === undefined ? [convUid] : [convUid, userId],
      );
      // Later rows overwrite earlier ones, so each round keeps its most recent feedback.
      return new Map(rows.map((row) => [Number(row.conv_index), toFeedbackRecord(row)]));
    },

    async findRating(key) {
      const row = await findRow(key);
      return row && row.rated_at !== null ? toRatingRecord(row) : null;
    },

    async saveRating(input) {
      const now = new Date().toISOString();
      await db.execute(
        `INSERT INTO chat_feedback
          (conv_uid, conv_index, user_id, user_name, score, ques_type, question, knowledge_space, messages, rated_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (conv_uid, conv_index, user_id) DO UPDATE SET
           user_name = COALESCE(excluded.user_name, chat_feedback.user_name),
           score = excluded.score,
           ques_type = excluded.ques_type,
           question = COALESCE(excluded.question, chat_feedback.question),
           knowledge_space = COALESCE(excluded.knowledge_space, chat_feedback.knowledge_space),
           messages = excluded.messages,
           rated_at = excluded.rated_at,
           updated_at = excluded.updated_at`,
        [
          input.convUid,
          input.convIndex,
          input.userId,
          input.userName,
          input.score,
          input.quesType,
          input.question,
          input.knowledgeSpace,
          input.messages,
          now,
          now,
          now,
        ],
      );
    },
  };
}
