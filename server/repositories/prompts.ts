import type { PaginationResult } from '@/contract/common';
import type { PromptVisibility } from '@/contract/prompt';
import type { Queryable, SqlValue } from '../storage/db';
import { toServeTimestamp } from './timestamp';

/** A stored prompt in the wire shape of contract 5.0 (plus `visibility`). */
export interface PromptRecord {
  id: number;
  prompt_code: string;
  prompt_name: string;
  prompt_type: string;
  chat_scene: string | null;
  sub_chat_scene: string | null;
  content: string;
  prompt_desc: string | null;
  response_schema: string | null;
  input_variables: string | null;
  model: string | null;
  prompt_language: string | null;
  user_code: string;
  user_name: string | null;
  sys_code: string | null;
  visibility: PromptVisibility;
  gmt_created: string;
  gmt_modified: string;
}

/** The columns a caller may write; the owner (`user_code`) is set once, on create. */
export const PROMPT_TEXT_FIELDS = [
  'prompt_name',
  'prompt_type',
  'chat_scene',
  'sub_chat_scene',
  'content',
  'prompt_desc',
  'response_schema',
  'input_variables',
  'model',
  'prompt_language',
  'user_name',
  'sys_code',
] as const;
export type PromptTextField = (typeof PROMPT_TEXT_FIELDS)[number];

export type NewPrompt = Pick<PromptRecord, 'prompt_code' | 'user_code' | 'visibility'> &
  Record<PromptTextField, string | null> & { prompt_name: string; prompt_type: string; content: string };

type RequiredTextField = 'prompt_name' | 'prompt_type' | 'content';

export type PromptChanges = Partial<Record<Exclude<PromptTextField, RequiredTextField>, string | null>> &
  Partial<Record<RequiredTextField, string>> & { visibility?: PromptVisibility };

/** Columns `query` may match exactly. */
export const PROMPT_EXACT_FILTERS = [
  'prompt_code',
  'prompt_type',
  'chat_scene',
  'sub_chat_scene',
  'model',
  'prompt_language',
  'user_code',
  'user_name',
  'sys_code',
  'visibility',
] as const;
export type PromptExactFilter = (typeof PROMPT_EXACT_FILTERS)[number];

export interface PromptQuery {
  /** Whose view: their own prompts and every public one. */
  viewer: string;
  exact?: Partial<Record<PromptExactFilter, string>>;
  /** A part of the name, any case. */
  nameContains?: string;
  /** A part of the name or of the content, any case. */
  text?: string;
}

export interface PromptIdentity {
  userCode: string;
  name: string;
  language: string | null;
  model: string | null;
}

export interface PromptRepository {
  create(prompt: NewPrompt): Promise<PromptRecord>;
  findByCode(code: string): Promise<PromptRecord | null>;
  /** Every prompt with this name, narrowed by the fields given. */
  findByName(name: string, narrow?: Partial<Record<PromptExactFilter, string>>): Promise<PromptRecord[]>;
  /** Another prompt of the same owner with the same name, language and model. */
  findSameIdentity(identity: PromptIdentity, exceptId?: number): Promise<PromptRecord | null>;
  update(id: number, changes: PromptChanges): Promise<PromptRecord>;
  deleteByIds(ids: readonly number[]): Promise<number>;
  /** Newest first (highest id), as the serve modules page. */
  page(query: PromptQuery, page: number, pageSize: number): Promise<PaginationResult<PromptRecord>>;
  list(query: PromptQuery): Promise<PromptRecord[]>;
}

type PromptRow = Omit<PromptRecord, 'gmt_created' | 'gmt_modified'> & {
  created_at: string;
  updated_at: string;
};

const COLUMNS = `id, prompt_code, ${PROMPT_TEXT_FIELDS.join(', ')}, user_code, visibility, created_at, updated_at`;

function toRecord(row: PromptRow): PromptRecord {
  const { created_at: createdAt, updated_at: updatedAt, ...fields } = row;
  return {
    ...fields,
    id: Number(row.id),
    gmt_created: toServeTimestamp(createdAt),
    gmt_modified: toServeTimestamp(updatedAt),
  };
}

/**
 * Matches a part of a text in any (ASCII) case, as LIKE does, but with instr(): the caller's text is a
 * plain value, never a pattern, so no length or wildcard in it can make the match expensive.
 */
const CONTAINS = (column: string) => `instr(lower(${column}), lower(?)) > 0`;

function whereClause(query: PromptQuery): { sql: string; params: SqlValue[] } {
  const conditions = ["(user_code = ? OR visibility = 'public')"];
  const params: SqlValue[] = [query.viewer];
  for (const field of PROMPT_EXACT_FILTERS) {
    const value = query.exact?.[field];
    if (value === undefined) continue;
    conditions.push(`${field} = ?`);
    params.push(value);
  }
  if (query.nameContains) {
    conditions.push(CONTAINS('prompt_name'));
    params.push(query.nameContains);
  }
  if (query.text) {
    conditions.push(`(${CONTAINS('prompt_name')} OR ${CONTAINS('content')})`);
    params.push(query.text, query.text);
  }
  return { sql: conditions.join(' AND '), params };
}

export function createPromptRepository(db: Queryable): PromptRepository {
  const findById = async (id: number) => {
    const [row] = await db.query<PromptRow>(`SELECT ${COLUMNS} FROM prompts WHERE id = ?`, [id]);
    if (!row) throw new Error(`prompt ${id} vanished right after it was written`);
    return toRecord(row);
  };

  return {
    async create(prompt) {
      const now = new Date().toISOString();
      const columns = [
        'prompt_code',
        ...PROMPT_TEXT_FIELDS,
        'user_code',
        'visibility',
        'created_at',
        'updated_at',
      ];
      const values: SqlValue[] = [
        prompt.prompt_code,
        ...PROMPT_TEXT_FIELDS.map((field) => prompt[field]),
        prompt.user_code,
        prompt.visibility,
        now,
        now,
      ];
      const [inserted] = await db.query<{ id: number }>(
        `INSERT INTO prompts (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING id`,
        values,
      );
      return findById(Number(inserted?.id));
    },

    async findByCode(code) {
      const [row] = await db.query<PromptRow>(`SELECT ${COLUMNS} FROM prompts WHERE prompt_code = ?`, [code]);
      return row ? toRecord(row) : null;
    },

    async findByName(name, narrow = {}) {
      const conditions = ['prompt_name = ?'];
      const params: SqlValue[] = [name];
      for (const field of PROMPT_EXACT_FILTERS) {
        const value = narrow[field];
        if (value === undefined) continue;
        conditions.push(`${field} = ?`);
        params.push(value);
      }
      const rows = await db.query<PromptRow>(
        `SELECT ${COLUMNS} FROM prompts WHERE ${conditions.join(' AND ')} ORDER BY id`,
        params,
      );
      return rows.map(toRecord);
    },

    async findSameIdentity(identity, exceptId) {
      const [row] = await db.query<PromptRow>(
        `SELECT ${COLUMNS} FROM prompts
         WHERE user_code = ? AND prompt_name = ?
           AND COALESCE(prompt_language, '') = ? AND COALESCE(model, '') = ? AND id != ?`,
        [identity.userCode, identity.name, identity.language ?? '', identity.model ?? '', exceptId ?? -1],
      );
      return row ? toRecord(row) : null;
    },

    async update(id, changes) {
      const fields = Object.entries(changes).filter(([, value]) => value !== undefined);
      const assignments = [...fields.map(([field]) => `${field} = ?`), 'updated_at = ?'];
      const params: SqlValue[] = [...fields.map(([, value]) => value ?? null), new Date().toISOString(), id];
      await db.execute(`UPDATE prompts SET ${assignments.join(', ')} WHERE id = ?`, params);
      return findById(id);
    },

    async deleteByIds(ids) {
      if (ids.length === 0) return 0;
      const result = await db.execute(`DELETE FROM prompts WHERE id IN (${ids.map(() => '?').join(', ')})`, [
        ...ids,
      ]);
      return result.rowsAffected;
    },

    async page(query, page, pageSize) {
      const where = whereClause(query);
      const [count] = await db.query<{ total: number }>(
        `SELECT COUNT(*) AS total FROM prompts WHERE ${where.sql}`,
        where.params,
      );
      const total = Number(count?.total ?? 0);
      const rows = await db.query<PromptRow>(
        `SELECT ${COLUMNS} FROM prompts WHERE ${where.sql} ORDER BY id DESC LIMIT ? OFFSET ?`,
        [...where.params, pageSize, (page - 1) * pageSize],
      );
      return {
        items: rows.map(toRecord),
        total_count: total,
        total_pages: Math.ceil(total / pageSize),
        page,
        page_size: pageSize,
      };
    },

    async list(query) {
      const where = whereClause(query);
      const rows = await db.query<PromptRow>(
        `SELECT ${COLUMNS} FROM prompts WHERE ${where.sql} ORDER BY id DESC`,
        where.params,
      );
      return rows.map(toRecord);
    },
  };
}
