import type { AgentResource, ParamNeed } from '@/contract/app';

/** One agent of a stored app, in its order. `llmStrategyValue` is the list of model names. */
export interface StoredAppDetail {
  agentName: string;
  nodeId: string;
  resources: AgentResource[];
  promptTemplate: string | null;
  llmStrategy: string | null;
  llmStrategyValue: string[];
  createdAt: string;
  updatedAt: string;
}

/** What create and edit store of an app; `teamContext` is kept as given (JSON text or a plain string). */
export interface AppDefinition {
  appName: string;
  appDescribe: string;
  teamMode: string;
  language: string;
  teamContext: string | null;
  paramNeed: ParamNeed[];
  icon: string | null;
  sysCode: string | null;
  keepStartRounds: number;
  keepEndRounds: number;
  details: Omit<StoredAppDetail, 'createdAt' | 'updatedAt'>[];
}

export interface StoredApp extends AppDefinition {
  appCode: string;
  userCode: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  details: StoredAppDetail[];
}

/** An app as a list shows it to one viewer: with its conversation count and whether the viewer collected it. */
export interface ListedApp extends StoredApp {
  hotValue: number;
  collected: boolean;
}

export interface AppRow {
  app_code: string;
  app_name: string;
  app_describe: string;
  team_mode: string;
  language: string;
  team_context: string | null;
  param_need: string;
  icon: string | null;
  user_code: string;
  sys_code: string | null;
  published: string;
  keep_start_rounds: number | string;
  keep_end_rounds: number | string;
  created_at: string;
  updated_at: string;
  hot_value?: number | string | null;
  collected?: number | string | boolean | null;
}

export interface DetailRow {
  app_code: string;
  position: number | string;
  agent_name: string;
  node_id: string;
  resources: string;
  prompt_template: string | null;
  llm_strategy: string | null;
  llm_strategy_value: string | null;
  created_at: string;
  updated_at: string;
}

export const APP_COLUMNS =
  'a.app_code, a.app_name, a.app_describe, a.team_mode, a.language, a.team_context, a.param_need, a.icon, ' +
  'a.user_code, a.sys_code, a.published, a.keep_start_rounds, a.keep_end_rounds, a.created_at, a.updated_at';

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stored JSON arrays of objects (resources, param_need); a damaged value reads as empty. */
function objectList<T>(text: string | null): T[] {
  const value = parseJson(text);
  return Array.isArray(value) ? (value.filter(isObject) as T[]) : [];
}

function stringList(text: string | null): string[] {
  const value = parseJson(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function toDetail(row: DetailRow): StoredAppDetail {
  return {
    agentName: row.agent_name,
    nodeId: row.node_id,
    resources: objectList<AgentResource>(row.resources),
    promptTemplate: row.prompt_template,
    llmStrategy: row.llm_strategy,
    llmStrategyValue: stringList(row.llm_strategy_value),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** PostgreSQL answers counts as text and EXISTS as a boolean; SQLite as numbers. */
function truthy(value: number | string | boolean | null | undefined): boolean {
  return value === true || Number(value) > 0;
}

export function toListedApp(row: AppRow, details: StoredAppDetail[]): ListedApp {
  return {
    appCode: row.app_code,
    appName: row.app_name,
    appDescribe: row.app_describe,
    teamMode: row.team_mode,
    language: row.language,
    teamContext: row.team_context,
    paramNeed: objectList<ParamNeed>(row.param_need),
    icon: row.icon,
    userCode: row.user_code,
    sysCode: row.sys_code,
    published: row.published === 'true',
    keepStartRounds: Number(row.keep_start_rounds),
    keepEndRounds: Number(row.keep_end_rounds),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    details,
    hotValue: Number(row.hot_value ?? 0),
    collected: truthy(row.collected),
  };
}
