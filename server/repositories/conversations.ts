import type { Queryable, SqlDialect } from '../storage/db';
import { ConversationListVersions } from './conversation-list-versions';

/** What the conversation list shows of a conversation. */
export interface ConversationListItem {
  convUid: string;
  chatMode: string;
  appCode: string | null;
  selectParam: string | null;
  modelName: string | null;
  sysCode: string | null;
  summary: string;
  createdAt: string;
  updatedAt: string;
}

/** A stored conversation; `summary` (its first question) is empty until the first message. */
export interface ConversationRecord extends ConversationListItem {
  userId: string;
  /** The highest round number handed out so far (rounds are never renumbered). */
  lastRound: number;
}

export interface NewConversation {
  convUid: string;
  userId: string;
  chatMode: string;
  appCode?: string | null;
  modelName?: string | null;
  sysCode?: string | null;
}

export interface Paging {
  offset: number;
  limit: number;
}

export interface ConversationRepository {
  find(convUid: string): Promise<ConversationRecord | undefined>;
  /** Stores the conversation unless one with that id exists; answers the stored one. */
  ensure(input: NewConversation): Promise<ConversationRecord>;
  /** The user's conversations that have a first message, newest first. */
  listStarted(userId: string, paging?: Paging): Promise<ConversationListItem[]>;
  /** Changes whenever what `listStarted` answers for the user may have changed; read it first. */
  listTag(userId: string): string;
  /** Forgets the title again (the first round was discarded) and the conversation leaves the lists. */
  resetSummary(convUid: string): Promise<void>;
  /** Gives the conversation the user's own title; answers the stored conversation, if it still exists. */
  rename(convUid: string, title: string): Promise<ConversationRecord | undefined>;
  delete(convUid: string): Promise<boolean>;
}

interface ConversationRow {
  conv_uid: string;
  user_id: string;
  chat_mode: string;
  app_code: string | null;
  select_param: string | null;
  model_name: string | null;
  sys_code: string | null;
  summary: string;
  last_round: number | bigint;
  created_at: string;
  updated_at: string;
}

const COLUMNS =
  'conv_uid, user_id, chat_mode, app_code, select_param, model_name, sys_code, summary, last_round, created_at, updated_at';

function toRecord(row: ConversationRow): ConversationRecord {
  return {
    convUid: row.conv_uid,
    userId: row.user_id,
    chatMode: row.chat_mode,
    appCode: row.app_code,
    selectParam: row.select_param,
    modelName: row.model_name,
    sysCode: row.sys_code,
    summary: row.summary,
    lastRound: Number(row.last_round),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

// The list's columns in one JSON array per row: libsql builds a JavaScript object with a property per
// cell, which made up most of the cost of a long list; one cell per row reads about three times faster.
const LIST_ITEM_COLUMNS =
  'conv_uid, chat_mode, app_code, select_param, model_name, sys_code, summary, created_at, updated_at';
const LIST_ITEM_JSON: Record<SqlDialect, string> = {
  sqlite: `json_array(${LIST_ITEM_COLUMNS})`,
  postgres: `json_build_array(${LIST_ITEM_COLUMNS})::text`,
};

const isText = (value: unknown): value is string => typeof value === 'string';
const isOptionalText = (value: unknown): value is string | null => value === null || isText(value);

function toListItem(json: string): ConversationListItem | null {
  const values: unknown = JSON.parse(json);
  if (!Array.isArray(values)) return null;
  const [convUid, chatMode, appCode, selectParam, modelName, sysCode, summary, createdAt, updatedAt] = values;
  if (![convUid, chatMode, summary, createdAt, updatedAt].every(isText)) return null;
  if (![appCode, selectParam, modelName, sysCode].every(isOptionalText)) return null;
  return { convUid, chatMode, appCode, selectParam, modelName, sysCode, summary, createdAt, updatedAt };
}

export function createConversationRepository(
  db: Queryable,
  listVersions = new ConversationListVersions(),
  dialect: SqlDialect = 'sqlite',
): ConversationRepository {
  async function find(convUid: string) {
    const [row] = await db.query<ConversationRow>(`SELECT ${COLUMNS} FROM conversations WHERE conv_uid = ?`, [
      convUid,
    ]);
    return row ? toRecord(row) : undefined;
  }

  return {
    find,
    async ensure(input) {
      const now = new Date().toISOString();
      await db.execute(
        `INSERT INTO conversations (conv_uid, user_id, chat_mode, app_code, model_name, sys_code, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (conv_uid) DO NOTHING`,
        [
          input.convUid,
          input.userId,
          input.chatMode,
          input.appCode ?? null,
          input.modelName ?? null,
          input.sysCode ?? null,
          now,
          now,
        ],
      );
      const stored = await find(input.convUid);
      if (!stored) throw new Error(`conversation ${input.convUid} vanished while being stored`);
      return stored;
    },
    async listStarted(userId, paging) {
      const limit = paging ? ' LIMIT ? OFFSET ?' : '';
      // The page is cut first and only its rows are turned into JSON: PostgreSQL builds the select list
      // of every row it skips for OFFSET as well, which made a deep page 3 times slower.
      const rows = await db.query<{ item: string }>(
        `SELECT ${LIST_ITEM_JSON[dialect]} AS item
           FROM (SELECT rowid AS list_order, ${LIST_ITEM_COLUMNS} FROM conversations
                  WHERE user_id = ? AND summary <> ''
                  ORDER BY created_at DESC, rowid DESC${limit}) page
          ORDER BY created_at DESC, list_order DESC`,
        paging ? [userId, paging.limit, paging.offset] : [userId],
      );
      return rows.flatMap((row) => toListItem(row.item) ?? []);
    },
    listTag: (userId) => listVersions.tag(userId),
    async resetSummary(convUid) {
      await db.execute(`UPDATE conversations SET summary = '' WHERE conv_uid = ?`, [convUid]);
      listVersions.changedForEveryone();
    },
    async rename(convUid, title) {
      // Not an activity: the conversation keeps its place and its day in the list.
      await db.execute(`UPDATE conversations SET summary = ? WHERE conv_uid = ?`, [title, convUid]);
      listVersions.changedForEveryone();
      return find(convUid);
    },
    async delete(convUid) {
      await db.execute('DELETE FROM chat_answer_versions WHERE conv_uid = ?', [convUid]);
      await db.execute('DELETE FROM chat_messages WHERE conv_uid = ?', [convUid]);
      const result = await db.execute('DELETE FROM conversations WHERE conv_uid = ?', [convUid]);
      listVersions.changedForEveryone();
      return result.rowsAffected > 0;
    },
  };
}
