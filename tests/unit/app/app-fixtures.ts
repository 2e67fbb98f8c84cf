import type { App, AppListResponse } from '@/contract/app';

export const minutesAgoIso = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** An app as DB-GPT's app list returns it (contract 1.0, 1.4): string flags, owner filled from user_code. */
export function app(app_code: string, app_name: string, extra: Partial<App> = {}): App {
  return {
    app_code,
    app_name,
    app_describe: `${app_name} answers questions`,
    team_mode: 'auto_plan',
    language: 'en',
    team_context: null,
    user_code: '001',
    sys_code: null,
    is_collected: 'false',
    icon: null,
    created_at: minutesAgoIso(90),
    updated_at: minutesAgoIso(5),
    details: [],
    published: 'true',
    user_name: null,
    user_icon: null,
    hot_value: 0,
    param_need: [],
    owner_name: '001',
    owner_avatar_url: null,
    recommend_questions: [],
    admins: [],
    ...extra,
  };
}

export function appPage(apps: App[], total = apps.length, current = 1, pageSize = 12): AppListResponse {
  return {
    app_list: apps,
    total_count: total,
    total_page: Math.ceil(total / pageSize),
    current_page: current,
  };
}

/** `count` apps named "App 1", "App 2"... starting after `from`. */
export const numberedApps = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => app(`a${from + index + 1}`, `App ${from + index + 1}`));
