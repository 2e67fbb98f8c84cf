import type { Migration } from '../migration';
import type { Queryable } from '../db';

interface SeedQuestion {
  question: string;
  language: 'en' | 'zh';
}

/** Hot questions for the chat landing, in both languages; the client shows those of the user's language. */
const DEFAULT_HOT_QUESTIONS: readonly SeedQuestion[] = [
  { language: 'en', question: 'What can you help me with?' },
  { language: 'en', question: 'Explain the different kinds of SQL JOIN with a small example.' },
  {
    language: 'en',
    question: 'Write a Python function that removes duplicates from a list but keeps the order.',
  },
  { language: 'en', question: 'Summarise the main ideas of retrieval-augmented generation in five points.' },
  { language: 'zh', question: '你能帮我做些什么？' },
  { language: 'zh', question: '用一个简单的例子讲讲 SQL 里各种 JOIN 的区别。' },
  { language: 'zh', question: '写一个 Python 函数，去掉列表里的重复元素，同时保持原来的顺序。' },
  { language: 'zh', question: '用五点概括检索增强生成（RAG）的核心思路。' },
];

async function createFiles(db: Queryable): Promise<void> {
  await db.execute(
    `CREATE TABLE files (
      bucket TEXT NOT NULL,
      file_id TEXT NOT NULL,
      file_name TEXT NOT NULL,
      file_size INTEGER NOT NULL,
      content_type TEXT NOT NULL,
      storage_type TEXT NOT NULL,
      user_id TEXT NOT NULL,
      user_name TEXT,
      sys_code TEXT,
      conv_uid TEXT,
      chat_mode TEXT,
      created_at TEXT NOT NULL,
      PRIMARY KEY (bucket, file_id)
    )`,
  );
  await db.execute('CREATE INDEX files_conv_uid ON files (conv_uid)');
}

/**
 * Like/unlike and the 0–5 rating of one round share a row, as in DB-GPT's feedback table: one row per
 * (conversation, round, user). `rated_at` tells a committed rating from a row that only holds a like.
 */
async function createChatFeedback(db: Queryable): Promise<void> {
  await db.execute(
    `CREATE TABLE chat_feedback (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      conv_uid TEXT NOT NULL,
      conv_index INTEGER NOT NULL,
      user_id TEXT NOT NULL,
      user_name TEXT,
      feedback_type TEXT CHECK (feedback_type IN ('like', 'unlike')),
      reason_types TEXT,
      remark TEXT,
      score INTEGER CHECK (score BETWEEN 0 AND 5),
      ques_type TEXT,
      question TEXT,
      knowledge_space TEXT,
      messages TEXT,
      rated_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      UNIQUE (conv_uid, conv_index, user_id)
    )`,
  );
}

async function createRecommendQuestions(db: Queryable): Promise<void> {
  await db.execute(
    `CREATE TABLE recommend_question (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      app_code TEXT,
      question TEXT NOT NULL,
      user_code TEXT,
      sys_code TEXT,
      params TEXT NOT NULL,
      valid TEXT NOT NULL,
      chat_mode TEXT,
      is_hot_question TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
  );
  await db.execute('CREATE INDEX recommend_question_app_code ON recommend_question (app_code)');
  const now = new Date().toISOString();
  for (const { question, language } of DEFAULT_HOT_QUESTIONS) {
    await db.execute(
      `INSERT INTO recommend_question
        (app_code, question, user_code, sys_code, params, valid, chat_mode, is_hot_question, created_at, updated_at)
       VALUES (NULL, ?, NULL, NULL, ?, 'true', 'chat_normal', 'true', ?, ?)`,
      [question, JSON.stringify({ language }), now, now],
    );
  }
}

/** Uploaded files' metadata, chat feedback and ratings, and recommended questions (issue 3). */
export const filesFeedbackMigration: Migration = {
  id: 3,
  name: 'files-feedback',
  async up(db) {
    await createFiles(db);
    await createChatFeedback(db);
    await createRecommendQuestions(db);
  },
};
