import type { AgentResource, App, AppEditRequest, AwelTeamContext, ParamNeed } from '@/contract/app';

export interface ResourceDraft {
  type: string;
  value: string;
  is_dynamic: boolean;
  /** What the server sent besides (name, context, version), handed back unchanged. */
  rest: Record<string, unknown>;
}

export interface AgentDraft {
  agent_name: string;
  prompt_template: string;
  llm_strategy: string;
  llm_strategy_value: string[];
  resources: ResourceDraft[];
}

export interface NativeDraft {
  chat_scene: string;
  scene_name: string;
  /** The resource type the scene answers from (`knowledge`, `database`...), none for a normal chat. */
  resource_type: string;
  resource: string;
  model: string;
  temperature: number | null;
  max_new_tokens: number | null;
}

export interface QuestionDraft {
  question: string;
  valid: boolean;
}

/** An app as the editor changes it; `requestOf` turns it back into the edit body (contract 1.3). */
export interface AppDraft {
  app_name: string;
  app_describe: string;
  team_mode: string;
  native: NativeDraft;
  agents: AgentDraft[];
  flow: AwelTeamContext | null;
  questions: QuestionDraft[];
}

export const DEFAULT_TEMPERATURE = 0.5;
export const DEFAULT_MAX_NEW_TOKENS = 2048;

/** `llm_strategy_value` comes as "m1,m2", as the JSON text '["m1","m2"]' or as an array (contract 1.4). */
export function strategyValues(raw: string | string[] | null | undefined): string[] {
  if (Array.isArray(raw)) return raw.map(String).filter(Boolean);
  const text = raw?.trim() ?? '';
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String).filter(Boolean);
    } catch {
      // Not JSON after all: read it as a comma list.
    }
  }
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function resourceDraft({ type, value, is_dynamic, ...rest }: AgentResource): ResourceDraft {
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return { type, value: text, is_dynamic: Boolean(is_dynamic), rest };
}

const needOf = (needs: ParamNeed[], type: string) => needs.find((need) => need.type === type);
const numberOf = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};

function nativeDraft(app: App): NativeDraft {
  const context = app.team_context && typeof app.team_context === 'object' ? app.team_context : null;
  const needs = app.param_need ?? [];
  const resource = needOf(needs, 'resource');
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    chat_scene: context && 'chat_scene' in context ? text(context.chat_scene) : '',
    scene_name: context && 'scene_name' in context ? text(context.scene_name) : '',
    resource_type: text(resource?.value),
    resource: text(resource?.bind_value),
    model: text(needOf(needs, 'model')?.value),
    temperature: numberOf(needOf(needs, 'temperature')?.value) ?? DEFAULT_TEMPERATURE,
    max_new_tokens: numberOf(needOf(needs, 'max_new_tokens')?.value) ?? DEFAULT_MAX_NEW_TOKENS,
  };
}

function flowOf(app: App): AwelTeamContext | null {
  const context = app.team_context;
  if (app.team_mode !== 'awel_layout' || !context || typeof context !== 'object') return null;
  return 'dag_id' in context || 'uid' in context ? (context as AwelTeamContext) : null;
}

const isValid = (valid: unknown) => valid === true || valid === 'true';

export function draftOf(app: App): AppDraft {
  return {
    app_name: app.app_name,
    app_describe: app.app_describe ?? '',
    team_mode: app.team_mode,
    native: nativeDraft(app),
    agents: (app.details ?? []).map((detail) => ({
      agent_name: detail.agent_name,
      prompt_template: detail.prompt_template ?? '',
      llm_strategy: detail.llm_strategy ?? 'default',
      llm_strategy_value: strategyValues(detail.llm_strategy_value),
      resources: (detail.resources ?? []).map(resourceDraft),
    })),
    flow: flowOf(app),
    questions: (app.recommend_questions ?? []).map((item) => ({
      question: item.question ?? '',
      valid: isValid(item.valid),
    })),
  };
}

function nativeParams(native: NativeDraft): ParamNeed[] {
  return [
    ...(native.resource_type
      ? [{ type: 'resource', value: native.resource_type, bind_value: native.resource || null }]
      : []),
    { type: 'model', value: native.model || null },
    { type: 'temperature', value: native.temperature },
    { type: 'max_new_tokens', value: native.max_new_tokens },
  ];
}

function teamContextOf(draft: AppDraft, app: App): AppEditRequest['team_context'] {
  if (draft.team_mode === 'native_app') {
    return { chat_scene: draft.native.chat_scene, scene_name: draft.native.scene_name };
  }
  if (draft.team_mode === 'awel_layout') return draft.flow;
  return app.team_context ?? null;
}

const usesAgents = (mode: string) => mode === 'single_agent' || mode === 'auto_plan';

/** The edit body: the whole app, since the server replaces details and questions (contract 1.3). */
export function requestOf(draft: AppDraft, app: App): AppEditRequest {
  return {
    app_code: app.app_code,
    app_name: draft.app_name.trim(),
    app_describe: draft.app_describe.trim(),
    team_mode: draft.team_mode,
    language: app.language ?? 'en',
    icon: app.icon ?? null,
    team_context: teamContextOf(draft, app),
    param_need: draft.team_mode === 'native_app' ? nativeParams(draft.native) : (app.param_need ?? []),
    details: usesAgents(draft.team_mode)
      ? draft.agents.map((agent) => ({
          agent_name: agent.agent_name,
          prompt_template: agent.prompt_template || null,
          llm_strategy: agent.llm_strategy,
          llm_strategy_value: agent.llm_strategy_value.join(','),
          resources: agent.resources.map(({ type, value, is_dynamic, rest }) => ({
            ...rest,
            type,
            value,
            is_dynamic,
          })),
        }))
      : [],
    recommend_questions: draft.questions.map((item) => ({
      question: item.question.trim(),
      valid: item.valid,
    })),
    keep_start_rounds: app.keep_start_rounds ?? undefined,
    keep_end_rounds: app.keep_end_rounds ?? undefined,
  };
}
