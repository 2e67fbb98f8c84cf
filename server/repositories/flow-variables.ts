import type { PaginationResult } from '@/contract/common';
import type { Queryable, SqlValue } from '../storage/db';

/** A stored flow variable; `value` is JSON text, sealed for secrets. */
export interface StoredFlowVariable {
  id: number;
  key: string;
  name: string;
  label: string;
  description: string | null;
  valueType: string;
  category: string;
  scope: string;
  scopeKey: string | null;
  value: string;
  enabled: boolean;
  userName: string | null;
  sysCode: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export type NewFlowVariable = Omit<StoredFlowVariable, 'id' | 'createdAt' | 'updatedAt'>;

/** Narrows a listing; `visibleTo` keeps the variables of nobody in particular plus that user's own. */
export interface FlowVariableQuery {
  key?: string;
  name?: string;
  category?: string;
  scope?: string;
  scopeKey?: string;
  sysCode?: string;
  userName?: string;
  visibleTo?: string;
  enabledOnly?: boolean;
}

export interface FlowVariableRepository {
  create(variable: NewFlowVariable): Promise<StoredFlowVariable>;
  find(id: number): Promise<StoredFlowVariable | null>;
  update(id: number, variable: NewFlowVariable): Promise<StoredFlowVariable>;
  delete(id: number): Promise<void>;
  list(query: FlowVariableQuery): Promise<StoredFlowVariable[]>;
  /** Newest change first. */
  page(
    query: FlowVariableQuery,
    page: number,
    pageSize: number,
  ): Promise<PaginationResult<StoredFlowVariable>>;
}

interface VariableRow {
  id: number;
  var_key: string;
  name: string;
  label: string;
  description: string | null;
  value_type: string;
  category: string;
  scope: string;
  scope_key: string | null;
  value: string;
  enabled: number;
  user_name: string | null;
  sys_code: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

function toStored(row: VariableRow): StoredFlowVariable {
  return {
    id: Number(row.id),
    key: row.var_key,
    name: row.name,
    label: row.label,
    description: row.description,
    valueType: row.value_type,
    category: row.category,
    scope: row.scope,
    scopeKey: row.scope_key,
    value: row.value,
    enabled: Number(row.enabled) === 1,
    userName: row.user_name,
    sysCode: row.sys_code,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const EXACT: ReadonlyArray<[keyof FlowVariableQuery, string]> = [
  ['key', 'var_key'],
  ['name', 'name'],
  ['category', 'category'],
  ['scope', 'scope'],
  ['scopeKey', 'scope_key'],
  ['sysCode', 'sys_code'],
  ['userName', 'user_name'],
];

function whereOf(query: FlowVariableQuery): { sql: string; params: SqlValue[] } {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  for (const [field, column] of EXACT) {
    const value = query[field];
    if (typeof value === 'string') {
      clauses.push(`${column} = ?`);
      params.push(value);
    }
  }
  if (query.visibleTo !== undefined) {
    clauses.push('(user_name IS NULL OR user_name = ?)');
    params.push(query.visibleTo);
  }
  if (query.enabledOnly) clauses.push('enabled = 1');
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const columnValues = (variable: NewFlowVariable): SqlValue[] => [
  variable.key,
  variable.name,
  variable.label,
  variable.description,
  variable.valueType,
  variable.category,
  variable.scope,
  variable.scopeKey,
  variable.value,
  variable.enabled ? 1 : 0,
  variable.userName,
  variable.sysCode,
];

export function createFlowVariableRepository(db: Queryable): FlowVariableRepository {
  async function find(id: number) {
    const rows = await db.query<VariableRow>('SELECT * FROM flow_variables WHERE id = ?', [id]);
    return rows[0] ? toStored(rows[0]) : null;
  }
  async function mustFind(id: number) {
    const found = await find(id);
    if (!found) throw new Error(`flow variable ${id} vanished`);
    return found;
  }

  return {
    find,
    async create(variable) {
      const now = new Date().toISOString();
      const [inserted] = await db.query<{ id: number }>(
        `INSERT INTO flow_variables (var_key, name, label, description, value_type, category, scope, scope_key,
           value, enabled, user_name, sys_code, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [...columnValues(variable), variable.createdBy, now, now],
      );
      return mustFind(Number(inserted?.id));
    },
    async update(id, variable) {
      await db.execute(
        `UPDATE flow_variables SET var_key = ?, name = ?, label = ?, description = ?, value_type = ?, category = ?,
           scope = ?, scope_key = ?, value = ?, enabled = ?, user_name = ?, sys_code = ?, updated_at = ?
         WHERE id = ?`,
        [...columnValues(variable), new Date().toISOString(), id],
      );
      return mustFind(id);
    },
    async delete(id) {
      await db.execute('DELETE FROM flow_variables WHERE id = ?', [id]);
    },
    async list(query) {
      const where = whereOf(query);
      const rows = await db.query<VariableRow>(
        `SELECT * FROM flow_variables ${where.sql} ORDER BY updated_at DESC, id DESC`,
        where.params,
      );
      return rows.map(toStored);
    },
    async page(query, page, pageSize) {
      const where = whereOf(query);
      const counted = await db.query<{ total: number }>(
        `SELECT COUNT(*) AS total FROM flow_variables ${where.sql}`,
        where.params,
      );
      const total = Number(counted[0]?.total ?? 0);
      const rows = await db.query<VariableRow>(
        `SELECT * FROM flow_variables ${where.sql} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`,
        [...where.params, pageSize, (page - 1) * pageSize],
      );
      return {
        items: rows.map(toStored),
        total_count: total,
        total_pages: Math.ceil(total / pageSize),
        page,
        page_size: pageSize,
      };
    },
  };
}
