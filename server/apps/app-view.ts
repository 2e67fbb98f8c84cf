import type { App, AppDetail, RecommendQuestion } from '@/contract/app';
import type { ListedApp, StoredAppDetail } from '../repositories/apps';

/**
 * How `llm_strategy_value` goes out (contract 1.4): the app list joins the names with commas, app info and
 * the hot list give the stored JSON array text.
 */
export type StrategyValueFormat = 'comma' | 'json';

function detailView(app: ListedApp, detail: StoredAppDetail, format: StrategyValueFormat): AppDetail {
  return {
    app_code: app.appCode,
    app_name: app.appName,
    agent_name: detail.agentName,
    node_id: detail.nodeId,
    resources: detail.resources,
    prompt_template: detail.promptTemplate,
    llm_strategy: detail.llmStrategy,
    llm_strategy_value:
      format === 'comma' ? detail.llmStrategyValue.join(',') : JSON.stringify(detail.llmStrategyValue),
    created_at: detail.createdAt,
    updated_at: detail.updatedAt,
  };
}

function teamContextView(stored: string | null): App['team_context'] {
  if (stored === null || !stored.trim().startsWith('{')) return stored;
  try {
    return JSON.parse(stored) as App['team_context'];
  } catch {
    return stored;
  }
}

export interface AppViewExtras {
  format: StrategyValueFormat;
  questions?: RecommendQuestion[];
  admins?: string[];
  /** The owner's account name; without it the owner shows as its id. */
  ownerName?: string;
}

/** A stored app in the wire shape of contract 1.0 (`GptsApp`), booleans as the strings "true"/"false". */
export function appView(app: ListedApp, extras: AppViewExtras): App {
  return {
    app_code: app.appCode,
    app_name: app.appName,
    app_describe: app.appDescribe,
    team_mode: app.teamMode,
    language: app.language,
    team_context: teamContextView(app.teamContext),
    user_code: app.userCode,
    sys_code: app.sysCode,
    is_collected: app.collected ? 'true' : 'false',
    icon: app.icon,
    created_at: app.createdAt,
    updated_at: app.updatedAt,
    details: app.details.map((detail) => detailView(app, detail, extras.format)),
    published: app.published ? 'true' : 'false',
    user_name: null,
    user_icon: null,
    hot_value: app.hotValue,
    param_need: app.paramNeed,
    owner_name: extras.ownerName ?? app.userCode,
    owner_avatar_url: null,
    recommend_questions: extras.questions ?? [],
    admins: extras.admins ?? [],
    keep_start_rounds: app.keepStartRounds,
    keep_end_rounds: app.keepEndRounds,
  };
}
