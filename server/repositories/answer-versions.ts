import type { Database } from '../storage/db';
import { parseExtra, type MessageExtra } from './chat-messages';
import type { ConversationListVersions } from './conversation-list-versions';

/** An earlier answer of a round, replaced by a retry. */
export interface StoredAnswerVersion {
  roundIndex: number;
  content: string;
  extra: MessageExtra;
  modelName: string | null;
  createdAt: string;
}

/** The conversation's latest round, asked again: its current answer becomes an earlier version. */
export interface RetriedRound {
  convUid: string;
  /** Who asks; only their conversation, and only while `roundIndex` is still its latest round. */
  userId: string;
  roundIndex: number;
  /** Keeps the current answer as a version; false drops it (it said nothing). */
  keepAnswer: boolean;
  modelName: string | null;
  selectParam: string | null;
}

export interface AnswerVersionRepository {
  /** The earlier answers of every round of the conversation, oldest first. */
  listForConversation(convUid: string): Promise<StoredAnswerVersion[]>;
  /**
   * In one transaction: moves the round's answer to its versions (or drops it) and records the model and
   * parameter. Answers the round number, or undefined when the round is no longer the asker's latest.
   */
  reopenRound(round: RetriedRound): Promise<number | undefined>;
  /** Makes the newest earlier version the round's answer again (a retry that said nothing); false if none. */
  restoreLatest(convUid: string, roundIndex: number): Promise<boolean>;
}

interface VersionRow {
  round_index: number | bigint;
  content: string;
  extra: string;
  model_name: string | null;
  created_at: string;
}

const LATEST_ROUND_OF_ASKER =
  'EXISTS (SELECT 1 FROM conversations c WHERE c.conv_uid = ? AND c.user_id = ? AND c.last_round = ?)';

export function createAnswerVersionRepository(
  db: Database,
  listVersions: ConversationListVersions,
): AnswerVersionRepository {
  return {
    async listForConversation(convUid) {
      const rows = await db.query<VersionRow>(
        `SELECT round_index, content, extra, model_name, created_at FROM chat_answer_versions
         WHERE conv_uid = ? ORDER BY round_index, id`,
        [convUid],
      );
      return rows.map((row) => ({
        roundIndex: Number(row.round_index),
        content: row.content,
        extra: parseExtra(row.extra),
        modelName: row.model_name,
        createdAt: row.created_at,
      }));
    },
    async reopenRound(round) {
      const { convUid, userId, roundIndex } = round;
      const guard = [convUid, userId, roundIndex];
      const answer = [convUid, roundIndex];
      const results = await db.batch([
        ...(round.keepAnswer
          ? [
              {
                sql: `INSERT INTO chat_answer_versions (conv_uid, round_index, content, extra, model_name, created_at)
                      SELECT conv_uid, round_index, content, extra, model_name, created_at FROM chat_messages
                      WHERE conv_uid = ? AND round_index = ? AND role = 'ai' AND ${LATEST_ROUND_OF_ASKER}`,
                params: [...answer, ...guard],
              },
            ]
          : []),
        {
          sql: `DELETE FROM chat_messages
                WHERE conv_uid = ? AND round_index = ? AND role = 'ai' AND ${LATEST_ROUND_OF_ASKER}`,
          params: [...answer, ...guard],
        },
        {
          sql: `UPDATE conversations SET model_name = ?, select_param = ?, updated_at = ?
                WHERE conv_uid = ? AND user_id = ? AND last_round = ? RETURNING last_round`,
          params: [round.modelName, round.selectParam, new Date().toISOString(), ...guard],
        },
      ]);
      listVersions.changed(userId);
      const [row] = results[results.length - 1].rows as { last_round: number | bigint }[];
      return row ? Number(row.last_round) : undefined;
    },
    async restoreLatest(convUid, roundIndex) {
      const [latest] = await db.query<{ id: number | bigint }>(
        'SELECT id FROM chat_answer_versions WHERE conv_uid = ? AND round_index = ? ORDER BY id DESC LIMIT 1',
        [convUid, roundIndex],
      );
      if (!latest) return false;
      await db.batch([
        {
          sql: `INSERT INTO chat_messages (conv_uid, round_index, role, content, extra, model_name, created_at)
                SELECT conv_uid, round_index, 'ai', content, extra, model_name, created_at
                FROM chat_answer_versions WHERE id = ?
                ON CONFLICT (conv_uid, round_index, role) DO NOTHING`,
          params: [latest.id],
        },
        { sql: 'DELETE FROM chat_answer_versions WHERE id = ?', params: [latest.id] },
      ]);
      return true;
    },
  };
}
