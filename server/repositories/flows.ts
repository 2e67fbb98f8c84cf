import type { PaginationResult } from '@/contract/common';
import type { ResourceVisibility } from '@/contract/visibility';
import type { Queryable, SqlValue } from '../storage/db';
import { storedNow } from './stored-time';

/** A stored flow; JSON columns still as text, times as stored (ISO UTC). */
export interface StoredFlow {
  uid: string;
  dagId: string;
  name: string;
  label: string;
  description: string | null;
  flowData: string | null;
  flowCategory: string;
  state: string;
  editable: boolean;
  source: string;
  sourceUrl: string | null;
  version: string;
  defineType: string;
  variables: string | null;
  userCode: string;
  sysCode: string | null;
  errorMessage: string | null;
  /** Who else may see and run it (issue 26); changes stay with its owner and administrators. */
  visibility: ResourceVisibility;
  createdAt: string;
  updatedAt: string;
}

export type NewFlow = Omit<StoredFlow, 'createdAt' | 'updatedAt'>;

/** What a save may change; the owner, uid and name's uniqueness stay with the row. */
export type FlowChanges = Omit<NewFlow, 'uid' | 'userCode'>;

export interface FlowQuery {
  userCode?: string;
  sysCode?: string;
  name?: string;
  uid?: string;
  /** A part of the name or label, any case. */
  search?: string;
  /** Only the flows this caller may see: their own and public ones (administrators see all). */
  viewer?: { userId: string; isAdmin: boolean };
}

export interface FlowRepository {
  create(flow: NewFlow): Promise<StoredFlow>;
  find(uid: string): Promise<StoredFlow | null>;
  findByName(name: string): Promise<StoredFlow | null>;
  update(uid: string, changes: FlowChanges): Promise<StoredFlow>;
  delete(uid: string): Promise<void>;
  /** Newest change first, as the serve modules page. */
  page(query: FlowQuery, page: number, pageSize: number): Promise<PaginationResult<StoredFlow>>;
}

interface FlowRow {
  uid: string;
  dag_id: string;
  name: string;
  label: string;
  description: string | null;
  flow_data: string | null;
  flow_category: string;
  state: string;
  editable: number;
  source: string;
  source_url: string | null;
  version: string;
  define_type: string;
  variables: string | null;
  user_code: string;
  sys_code: string | null;
  error_message: string | null;
  visibility: string;
  created_at: string;
  updated_at: string;
}

const CHANGEABLE = [
  'dag_id',
  'name',
  'label',
  'description',
  'flow_data',
  'flow_category',
  'state',
  'editable',
  'source',
  'source_url',
  'version',
  'define_type',
  'variables',
  'sys_code',
  'error_message',
  'visibility',
] as const;

function toStored(row: FlowRow): StoredFlow {
  return {
    uid: row.uid,
    dagId: row.dag_id,
    name: row.name,
    label: row.label,
    description: row.description,
    flowData: row.flow_data,
    flowCategory: row.flow_category,
    state: row.state,
    editable: Number(row.editable) === 1,
    source: row.source,
    sourceUrl: row.source_url,
    version: row.version,
    defineType: row.define_type,
    variables: row.variables,
    userCode: row.user_code,
    sysCode: row.sys_code,
    errorMessage: row.error_message,
    visibility: row.visibility === 'private' ? 'private' : 'public',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function changeValues(flow: FlowChanges): SqlValue[] {
  return [
    flow.dagId,
    flow.name,
    flow.label,
    flow.description,
    flow.flowData,
    flow.flowCategory,
    flow.state,
    flow.editable ? 1 : 0,
    flow.source,
    flow.sourceUrl,
    flow.version,
    flow.defineType,
    flow.variables,
    flow.sysCode,
    flow.errorMessage,
    flow.visibility,
  ];
}

const CONTAINS = (column: string) => `instr(lower(${column}), lower(?)) > 0`;

function whereOf(query: FlowQuery): { sql: string; params: SqlValue[] } {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  const exact: [string, string | undefined][] = [
    ['user_code', query.userCode],
    ['sys_code', query.sysCode],
    ['name', query.name],
    ['uid', query.uid],
  ];
  for (const [column, value] of exact)
    if (value !== undefined) {
      clauses.push(`${column} = ?`);
      params.push(value);
    }
  if (query.viewer && !query.viewer.isAdmin) {
    clauses.push("(user_code = ? OR visibility = 'public')");
    params.push(query.viewer.userId);
  }
  if (query.search) {
    clauses.push(`(${CONTAINS('name')} OR ${CONTAINS('label')})`);
    params.push(query.search, query.search);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export function createFlowRepository(db: Queryable): FlowRepository {
  const find = async (column: 'uid' | 'name', value: string) => {
    const rows = await db.query<FlowRow>(`SELECT * FROM flows WHERE ${column} = ?`, [value]);
    return rows[0] ? toStored(rows[0]) : null;
  };
  const mustFind = async (uid: string) => {
    const flow = await find('uid', uid);
    if (!flow) throw new Error(`flow ${uid} vanished while it was saved`);
    return flow;
  };
  return {
    async create(flow) {
      const now = storedNow();
      await db.execute(
        `INSERT INTO flows (uid, user_code, ${CHANGEABLE.join(', ')}, created_at, updated_at)
         VALUES (?, ?, ${CHANGEABLE.map(() => '?').join(', ')}, ?, ?)`,
        [flow.uid, flow.userCode, ...changeValues(flow), now, now],
      );
      return mustFind(flow.uid);
    },
    find: (uid) => find('uid', uid),
    findByName: (name) => find('name', name),
    async update(uid, changes) {
      await db.execute(
        `UPDATE flows SET ${CHANGEABLE.map((column) => `${column} = ?`).join(', ')}, updated_at = ? WHERE uid = ?`,
        [...changeValues(changes), storedNow(), uid],
      );
      return mustFind(uid);
    },
    async delete(uid) {
      await db.execute('DELETE FROM flows WHERE uid = ?', [uid]);
    },
    async page(query, page, pageSize) {
      const where = whereOf(query);
      const counted = await db.query<{ total: number }>(
        `SELECT COUNT(*) AS total FROM flows ${where.sql}`,
        where.params,
      );
      const total = Number(counted[0]?.total ?? 0);
      const rows = await db.query<FlowRow>(
        `SELECT * FROM flows ${where.sql} ORDER BY updated_at DESC, uid LIMIT ? OFFSET ?`,
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
