import type { UserContentPart } from '@/contract/chat-completion';
import type { Queryable } from '../storage/db';

export type StoredRole = 'human' | 'ai';

/** What a message carries besides its text, kept as JSON. */
export interface MessageExtra {
  /** A question sent as an OpenAI-style message with parts (images, files). */
  content_parts?: UserContentPart[];
  /** The model's thinking text that came with the answer. */
  reasoning?: string;
  /** The answer ended early: the user stopped it, disconnected, terminated the round, or the provider failed. */
  stopped?: boolean;
  /** The round was terminated through `POST /api/v1/chat/topic/terminate`. */
  terminated?: boolean;
  /** Why the provider failed after part of the answer had arrived. */
  error?: string;
}

export interface StoredMessage {
  convUid: string;
  roundIndex: number;
  role: StoredRole;
  content: string;
  extra: MessageExtra;
  modelName: string | null;
  createdAt: string;
}

export type NewMessage = Omit<StoredMessage, 'createdAt'>;

export interface ChatMessageRepository {
  /** Every message of the conversation, round by round, the question before its answer. */
  listForConversation(convUid: string): Promise<StoredMessage[]>;
  /** Stores a message, replacing the round's message of the same role (an answer saved twice). */
  save(message: NewMessage): Promise<void>;
  /** Merges `patch` into the extra of the round's message of `role`; false when there is none. */
  updateExtra(convUid: string, roundIndex: number, role: StoredRole, patch: MessageExtra): Promise<boolean>;
  hasRound(convUid: string, roundIndex: number): Promise<boolean>;
  /** Deletes the round's messages and its earlier answers. */
  deleteRound(convUid: string, roundIndex: number): Promise<void>;
  deleteForConversation(convUid: string): Promise<void>;
}

interface MessageRow {
  conv_uid: string;
  round_index: number | bigint;
  role: StoredRole;
  content: string;
  extra: string;
  model_name: string | null;
  created_at: string;
}

export function parseExtra(text: string): MessageExtra {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as MessageExtra)
      : {};
  } catch {
    return {};
  }
}

function toMessage(row: MessageRow): StoredMessage {
  return {
    convUid: row.conv_uid,
    roundIndex: Number(row.round_index),
    role: row.role,
    content: row.content,
    extra: parseExtra(row.extra),
    modelName: row.model_name,
    createdAt: row.created_at,
  };
}

export function createChatMessageRepository(db: Queryable): ChatMessageRepository {
  return {
    async listForConversation(convUid) {
      const rows = await db.query<MessageRow>(
        `SELECT conv_uid, round_index, role, content, extra, model_name, created_at FROM chat_messages
         WHERE conv_uid = ? ORDER BY round_index, CASE role WHEN 'human' THEN 0 ELSE 1 END`,
        [convUid],
      );
      return rows.map(toMessage);
    },
    async save(message) {
      await db.execute(
        `INSERT INTO chat_messages (conv_uid, round_index, role, content, extra, model_name, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (conv_uid, round_index, role)
         DO UPDATE SET content = excluded.content, extra = excluded.extra, model_name = excluded.model_name`,
        [
          message.convUid,
          message.roundIndex,
          message.role,
          message.content,
          JSON.stringify(message.extra),
          message.modelName,
          new Date().toISOString(),
        ],
      );
    },
    async updateExtra(convUid, roundIndex, role, patch) {
      const [row] = await db.query<{ extra: string }>(
        'SELECT extra FROM chat_messages WHERE conv_uid = ? AND round_index = ? AND role = ?',
        [convUid, roundIndex, role],
      );
      if (!row) return false;
      await db.execute(
        'UPDATE chat_messages SET extra = ? WHERE conv_uid = ? AND round_index = ? AND role = ?',
        [JSON.stringify({ ...parseExtra(row.extra), ...patch }), convUid, roundIndex, role],
      );
      return true;
    },
    async hasRound(convUid, roundIndex) {
      const rows = await db.query(
        'SELECT 1 AS found FROM chat_messages WHERE conv_uid = ? AND round_index = ? LIMIT 1',
        [convUid, roundIndex],
      );
      return rows.length > 0;
    },
    async deleteRound(convUid, roundIndex) {
      for (const table of ['chat_answer_versions', 'chat_messages'])
        await db.execute(`DELETE FROM ${table} WHERE conv_uid = ? AND round_index = ?`, [
          convUid,
          roundIndex,
        ]);
    },
    async deleteForConversation(convUid) {
      await db.execute('DELETE FROM chat_answer_versions WHERE conv_uid = ?', [convUid]);
      await db.execute('DELETE FROM chat_messages WHERE conv_uid = ?', [convUid]);
    },
  };
}
