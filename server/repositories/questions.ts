import type { RecommendQuestion, RecommendQuestionQuery } from '@/contract/question';
import type { Queryable, SqlValue } from '../storage/db';
import { toServeTimestamp } from './timestamp';

interface QuestionRow {
  id: number;
  app_code: string | null;
  question: string;
  user_code: string | null;
  sys_code: string | null;
  params: string;
  valid: string;
  chat_mode: string | null;
  is_hot_question: string;
  created_at: string;
  updated_at: string;
}

export interface QuestionRepository {
  /** Recommended questions matching every given filter exactly (contract 7.1), oldest first. */
  list(filter?: RecommendQuestionQuery): Promise<RecommendQuestion[]>;
}

const FILTER_COLUMNS = ['app_code', 'chat_mode', 'valid', 'is_hot_question'] as const;

function parseParams(stored: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(stored);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function toQuestion(row: QuestionRow): RecommendQuestion {
  return {
    id: Number(row.id),
    app_code: row.app_code,
    question: row.question,
    user_code: row.user_code,
    sys_code: row.sys_code,
    gmt_create: toServeTimestamp(row.created_at),
    gmt_modified: toServeTimestamp(row.updated_at),
    params: parseParams(row.params),
    valid: row.valid,
    chat_mode: row.chat_mode,
    is_hot_question: row.is_hot_question,
  };
}

export function createQuestionRepository(db: Queryable): QuestionRepository {
  return {
    async list(filter = {}) {
      const conditions: string[] = [];
      const params: SqlValue[] = [];
      for (const column of FILTER_COLUMNS) {
        const value = filter[column];
        if (value === undefined) continue;
        conditions.push(`${column} = ?`);
        params.push(value);
      }
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      const rows = await db.query<QuestionRow>(
        `SELECT id, app_code, question, user_code, sys_code, params, valid, chat_mode, is_hot_question, created_at, updated_at
         FROM recommend_question ${where} ORDER BY id`,
        params,
      );
      return rows.map(toQuestion);
    },
  };
}
