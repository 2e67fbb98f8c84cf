import type { Database, SqlValue, Statement } from '../storage/db';
import { replaceQuestionsStatements, type AppQuestionInput } from './app-questions';
import {
  APP_COLUMNS,
  toDetail,
  toListedApp,
  type AppDefinition,
  type AppRow,
  type DetailRow,
  type ListedApp,
  type StoredApp,
  type StoredAppDetail,
} from './app-rows';
import { storedNow } from './stored-time';

export type { AppDefinition, ListedApp, StoredApp, StoredAppDetail } from './app-rows';

/** Whose view a read takes: unpublished apps are seen by their owner, their admins and global admins only. */
export interface AppViewer {
  userId: string;
  isAdmin: boolean;
  /** An embedded visitor's: the one app their embed link opens. */
  embeddedApp?: string;
}

export interface AppPageQuery {
  viewer: AppViewer;
  /** A part of the name, any case. */
  nameContains?: string;
  teamMode?: string;
  published?: boolean;
  /** Collected (true) or not collected (false) by the viewer. */
  collected?: boolean;
  /** Only the apps the viewer chatted with, the latest first. */
  recentlyUsed?: boolean;
  /** Only the apps this user owns (Explore's "My apps"). */
  owner?: string;
  appCodes?: readonly string[];
  offset: number;
  limit: number;
}

export interface NewApp extends AppDefinition {
  appCode: string;
  userCode: string;
  published: boolean;
  /** Stored in `recommend_question` with the app's chat scene. */
  questions: { chatMode: string; items: readonly AppQuestionInput[] };
}

export interface AppRepository {
  find(appCode: string, viewerId?: string): Promise<ListedApp | null>;
  findByName(name: string): Promise<StoredApp | null>;
  create(app: NewApp): Promise<void>;
  /** Replaces the definition, the agents and the recommended questions; owner and `published` stay. */
  update(
    appCode: string,
    app: AppDefinition,
    questions: NewApp['questions'],
    userCode: string,
  ): Promise<void>;
  page(query: AppPageQuery): Promise<{ items: ListedApp[]; total: number }>;
  /** Published apps with conversations, most conversations first. */
  hot(viewerId: string, offset: number, limit: number): Promise<ListedApp[]>;
  setPublished(appCode: string, published: boolean): Promise<void>;
  /** Deletes the app with its agents, admins, collections, recent uses and recommended questions. */
  remove(appCode: string): Promise<void>;
}

const HOT_VALUE = '(SELECT COUNT(*) FROM conversations c WHERE c.app_code = a.app_code) AS hot_value';
const COLLECTED =
  'CASE WHEN EXISTS (SELECT 1 FROM app_collections ac WHERE ac.app_code = a.app_code AND ac.user_id = ?) ' +
  'THEN 1 ELSE 0 END AS collected';
const VISIBLE =
  "(a.published = 'true' OR a.user_code = ? OR EXISTS " +
  '(SELECT 1 FROM app_admins ad WHERE ad.app_code = a.app_code AND ad.user_id = ?))';

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

function filterOf(query: AppPageQuery): { where: string; params: SqlValue[] } {
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  if (!query.viewer.isAdmin) {
    conditions.push(VISIBLE);
    params.push(query.viewer.userId, query.viewer.userId);
  }
  if (query.nameContains) {
    conditions.push("LOWER(a.app_name) LIKE ? ESCAPE '\\'");
    params.push(likePattern(query.nameContains));
  }
  if (query.teamMode) {
    conditions.push('a.team_mode = ?');
    params.push(query.teamMode);
  }
  if (query.published !== undefined) {
    conditions.push('a.published = ?');
    params.push(String(query.published));
  }
  if (query.collected !== undefined) {
    const exists =
      'EXISTS (SELECT 1 FROM app_collections cf WHERE cf.app_code = a.app_code AND cf.user_id = ?)';
    conditions.push(query.collected ? exists : `NOT ${exists}`);
    params.push(query.viewer.userId);
  }
  if (query.recentlyUsed) conditions.push('ru.used_at IS NOT NULL');
  if (query.owner) {
    conditions.push('a.user_code = ?');
    params.push(query.owner);
  }
  if (query.appCodes) {
    if (query.appCodes.length === 0) conditions.push('1 = 0');
    else {
      conditions.push(`a.app_code IN (${placeholders(query.appCodes.length)})`);
      params.push(...query.appCodes);
    }
  }
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

function detailStatements(appCode: string, app: AppDefinition, now: string): Statement[] {
  return app.details.map((detail, position) => ({
    sql: `INSERT INTO app_details (app_code, position, agent_name, node_id, resources, prompt_template, llm_strategy,
            llm_strategy_value, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    params: [
      appCode,
      position,
      detail.agentName,
      detail.nodeId,
      JSON.stringify(detail.resources),
      detail.promptTemplate,
      detail.llmStrategy,
      JSON.stringify(detail.llmStrategyValue),
      now,
      now,
    ],
  }));
}

export function createAppRepository(db: Database): AppRepository {
  async function detailsOf(appCodes: readonly string[]): Promise<Map<string, StoredAppDetail[]>> {
    const byApp = new Map<string, StoredAppDetail[]>();
    if (appCodes.length === 0) return byApp;
    const rows = await db.query<DetailRow>(
      `SELECT * FROM app_details WHERE app_code IN (${placeholders(appCodes.length)}) ORDER BY app_code, position`,
      [...appCodes],
    );
    for (const row of rows) byApp.set(row.app_code, [...(byApp.get(row.app_code) ?? []), toDetail(row)]);
    return byApp;
  }

  async function withDetails(rows: readonly AppRow[]): Promise<ListedApp[]> {
    const details = await detailsOf(rows.map((row) => row.app_code));
    return rows.map((row) => toListedApp(row, details.get(row.app_code) ?? []));
  }

  return {
    async find(appCode, viewerId = '') {
      const rows = await db.query<AppRow>(
        `SELECT ${APP_COLUMNS}, ${HOT_VALUE}, ${COLLECTED} FROM apps a WHERE a.app_code = ?`,
        [viewerId, appCode],
      );
      return (await withDetails(rows))[0] ?? null;
    },
    async findByName(name) {
      const rows = await db.query<AppRow>(`SELECT ${APP_COLUMNS} FROM apps a WHERE a.app_name = ?`, [name]);
      return (await withDetails(rows))[0] ?? null;
    },
    async create(app) {
      const now = storedNow();
      await db.batch([
        {
          sql: `INSERT INTO apps (app_code, app_name, app_describe, team_mode, language, team_context, param_need, icon,
                  user_code, sys_code, published, keep_start_rounds, keep_end_rounds, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          params: [
            app.appCode,
            app.appName,
            app.appDescribe,
            app.teamMode,
            app.language,
            app.teamContext,
            JSON.stringify(app.paramNeed),
            app.icon,
            app.userCode,
            app.sysCode,
            String(app.published),
            app.keepStartRounds,
            app.keepEndRounds,
            now,
            now,
          ],
        },
        ...detailStatements(app.appCode, app, now),
        ...replaceQuestionsStatements(
          app.appCode,
          app.questions.chatMode,
          app.questions.items,
          app.userCode,
          now,
        ),
      ]);
    },
    async update(appCode, app, questions, userCode) {
      const now = storedNow();
      await db.batch([
        {
          sql: `UPDATE apps SET app_name = ?, app_describe = ?, team_mode = ?, language = ?, team_context = ?,
                  param_need = ?, icon = ?, sys_code = ?, keep_start_rounds = ?, keep_end_rounds = ?, updated_at = ?
                WHERE app_code = ?`,
          params: [
            app.appName,
            app.appDescribe,
            app.teamMode,
            app.language,
            app.teamContext,
            JSON.stringify(app.paramNeed),
            app.icon,
            app.sysCode,
            app.keepStartRounds,
            app.keepEndRounds,
            now,
            appCode,
          ],
        },
        { sql: 'DELETE FROM app_details WHERE app_code = ?', params: [appCode] },
        ...detailStatements(appCode, app, now),
        ...replaceQuestionsStatements(appCode, questions.chatMode, questions.items, userCode, now),
      ]);
    },
    async page(query) {
      const { where, params } = filterOf(query);
      const recent = query.recentlyUsed
        ? 'LEFT JOIN app_recent_uses ru ON ru.app_code = a.app_code AND ru.user_id = ?'
        : '';
      const joinParams = query.recentlyUsed ? [query.viewer.userId] : [];
      const [count] = await db.query<{ total: number | string }>(
        `SELECT COUNT(*) AS total FROM apps a ${recent} ${where}`,
        [...joinParams, ...params],
      );
      const order = query.recentlyUsed ? 'ru.used_at DESC, ' : '';
      const rows = await db.query<AppRow>(
        `SELECT ${APP_COLUMNS}, ${HOT_VALUE}, ${COLLECTED} FROM apps a ${recent} ${where}
         ORDER BY ${order}a.created_at DESC, a.app_code LIMIT ? OFFSET ?`,
        [query.viewer.userId, ...joinParams, ...params, query.limit, query.offset],
      );
      return { items: await withDetails(rows), total: Number(count?.total ?? 0) };
    },
    async hot(viewerId, offset, limit) {
      const rows = await db.query<AppRow>(
        `SELECT ${APP_COLUMNS}, h.n AS hot_value, ${COLLECTED} FROM apps a
         JOIN (SELECT app_code, COUNT(*) AS n FROM conversations WHERE app_code IS NOT NULL GROUP BY app_code) h
           ON h.app_code = a.app_code
         WHERE a.published = 'true'
         ORDER BY h.n DESC, a.created_at DESC, a.app_code LIMIT ? OFFSET ?`,
        [viewerId, limit, offset],
      );
      return withDetails(rows);
    },
    async setPublished(appCode, published) {
      await db.execute('UPDATE apps SET published = ?, updated_at = ? WHERE app_code = ?', [
        String(published),
        storedNow(),
        appCode,
      ]);
    },
    async remove(appCode) {
      await db.batch(
        ['app_details', 'app_admins', 'app_collections', 'app_recent_uses', 'recommend_question', 'apps'].map(
          (table) => ({ sql: `DELETE FROM ${table} WHERE app_code = ?`, params: [appCode] }),
        ),
      );
    },
  };
}
