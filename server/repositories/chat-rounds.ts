import type { Database, Statement } from '../storage/db';
import type { MessageExtra } from './chat-messages';
import type { ConversationListVersions } from './conversation-list-versions';
import type { NewConversation } from './conversations';

/** A question that opens a round of a conversation. */
export interface RoundQuestion {
  convUid: string;
  /** Who asks; the round only opens on this user's conversation. */
  userId: string;
  /** The conversation to create first, when the question starts a new one. */
  newConversation?: NewConversation;
  /** Becomes the conversation's title when it has none yet. */
  summary: string;
  modelName: string | null;
  selectParam: string | null;
  /** The human message. */
  content: string;
  extra: MessageExtra;
}

export interface ChatRoundRepository {
  /**
   * In one transaction: creates the conversation when new, hands out the next round number, records the
   * round's model, parameter and (first) title, and stores the question. Answers the round number, or
   * undefined when the conversation is not the asker's (or no longer exists).
   */
  openRound(question: RoundQuestion): Promise<number | undefined>;
}

function createConversationStatement(conversation: NewConversation, now: string): Statement {
  return {
    sql: `INSERT INTO conversations (conv_uid, user_id, chat_mode, app_code, model_name, sys_code, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (conv_uid) DO NOTHING`,
    params: [
      conversation.convUid,
      conversation.userId,
      conversation.chatMode,
      conversation.appCode ?? null,
      conversation.modelName ?? null,
      conversation.sysCode ?? null,
      now,
      now,
    ],
  };
}

export function createChatRoundRepository(
  db: Database,
  listVersions: ConversationListVersions,
): ChatRoundRepository {
  return {
    async openRound(question) {
      const now = new Date().toISOString();
      const owner = [question.convUid, question.userId];
      const statements: Statement[] = [
        ...(question.newConversation ? [createConversationStatement(question.newConversation, now)] : []),
        // A conversation shows up in the lists when its first question is asked, so that is when it
        // counts as created. One statement, so two rounds started at once still get different numbers.
        {
          sql: `UPDATE conversations SET
                  last_round = last_round + 1,
                  created_at = CASE WHEN summary = '' THEN ? ELSE created_at END,
                  summary = CASE WHEN summary = '' THEN ? ELSE summary END,
                  model_name = ?, select_param = ?, updated_at = ?
                WHERE conv_uid = ? AND user_id = ? RETURNING last_round`,
          params: [now, question.summary, question.modelName, question.selectParam, now, ...owner],
        },
        {
          sql: `INSERT INTO chat_messages (conv_uid, round_index, role, content, extra, model_name, created_at)
                SELECT conv_uid, last_round, 'human', ?, ?, ?, ? FROM conversations
                WHERE conv_uid = ? AND user_id = ?`,
          params: [question.content, JSON.stringify(question.extra), question.modelName, now, ...owner],
        },
      ];
      const results = await db.batch(statements);
      // The list shows the title, the model and the time of the latest question.
      listVersions.changed(question.userId);
      const [row] = results[results.length - 2].rows as { last_round: number | bigint }[];
      return row ? Number(row.last_round) : undefined;
    },
  };
}
