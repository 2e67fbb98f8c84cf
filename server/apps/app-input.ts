import { randomUUID } from 'node:crypto';
import type { AppCreateRequest, AppDetailInput, RecommendQuestionInput } from '@/contract/app';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { ApiError } from '../http/api-error';
import { fieldProblem } from '../http/field-problems';
import { listOf, localized, type LocalizedText } from '../i18n/localized-text';
import type { AppQuestionInput } from '../repositories/app-questions';
import type { AppDefinition, StoredAppDetail } from '../repositories/apps';
import { LLM_STRATEGIES, TEAM_MODES } from './app-catalogues';
import { NATIVE_SCENE_CODES, isNativeScene, sceneParamNeed } from './native-apps';

/** What create and edit store: the definition and the recommended questions with their chat scene. */
export interface AppInput {
  definition: AppDefinition;
  questions: { chatMode: string; items: AppQuestionInput[] };
  published: boolean;
}

function invalid(field: string, problem: LocalizedText): ApiError {
  return new ApiError(400, SERVER_ERROR_CODES.validation, fieldProblem(field, problem));
}

/** `team_context` may come as an object or as its JSON text. */
function contextObject(value: AppCreateRequest['team_context']): Record<string, unknown> | null {
  if (typeof value === 'object' && value !== null) return value;
  if (typeof value !== 'string' || !value.trim().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The scene of a native app, or the flow of an AWEL app, must be chosen (spec section 5). */
function checkTeamContext(mode: string, context: Record<string, unknown> | null): string | null {
  if (mode === 'native_app') {
    const scene = text(context?.chat_scene);
    if (!isNativeScene(scene))
      throw invalid(
        'team_context.chat_scene',
        localized('app.chooseScene', { scenes: listOf(NATIVE_SCENE_CODES) }),
      );
    return scene;
  }
  if (mode === 'awel_layout' && !text(context?.dag_id) && !text(context?.uid))
    throw invalid('team_context.dag_id', localized('app.chooseFlow'));
  return null;
}

function strategyValues(value: AppDetailInput['llm_strategy_value']): string[] {
  const list = Array.isArray(value) ? value : (value ?? '').split(',');
  return list.map((item) => item.trim()).filter(Boolean);
}

function toDetail(detail: AppDetailInput, index: number): Omit<StoredAppDetail, 'createdAt' | 'updatedAt'> {
  const agent = detail.agent_name.trim();
  const strategy = detail.llm_strategy?.trim() || null;
  if (strategy !== null && !LLM_STRATEGIES.some((known) => known === strategy))
    throw invalid(
      `details.${index}.llm_strategy`,
      localized('app.chooseStrategy', { agent, strategies: listOf(LLM_STRATEGIES) }),
    );
  const models = strategyValues(detail.llm_strategy_value);
  if (strategy === 'priority' && models.length === 0)
    throw invalid(`details.${index}.llm_strategy_value`, localized('app.chooseModel', { agent }));
  const resourceAt = detail.resources.findIndex((resource) => !resource.type.trim());
  if (resourceAt >= 0)
    throw invalid(
      `details.${index}.resources.${resourceAt}.type`,
      localized('app.chooseResourceType', { agent }),
    );
  return {
    agentName: agent,
    nodeId: detail.node_id?.trim() || randomUUID(),
    resources: detail.resources,
    promptTemplate: detail.prompt_template ?? null,
    llmStrategy: strategy,
    llmStrategyValue: models,
  };
}

/** The enabled flag: anything but false / "false" enables, as DB-GPT's default is enabled. */
function toQuestion(input: RecommendQuestionInput): AppQuestionInput {
  const valid = input.valid === false || (typeof input.valid === 'string' && input.valid.trim() === 'false');
  return { question: input.question, params: input.params ?? {}, valid: !valid };
}

/** Reads and checks a create/edit body: name, app type, its scene or flow, agents' models and resources. */
export function readAppInput(body: AppCreateRequest): AppInput {
  const appName = body.app_name.trim();
  if (!appName) throw invalid('app_name', localized('app.nameRequired'));
  const teamMode = body.team_mode.trim();
  if (!TEAM_MODES.some((mode) => mode === teamMode))
    throw invalid('team_mode', localized('app.chooseTeamMode', { modes: listOf(TEAM_MODES) }));
  const context = contextObject(body.team_context);
  const scene = checkTeamContext(teamMode, context);
  const teamContext =
    context !== null
      ? JSON.stringify(context)
      : typeof body.team_context === 'string'
        ? body.team_context
        : null;
  return {
    definition: {
      appName,
      appDescribe: body.app_describe,
      teamMode,
      language: body.language.trim(),
      teamContext,
      paramNeed: body.param_need ?? (scene && isNativeScene(scene) ? sceneParamNeed(scene) : []),
      icon: body.icon ?? null,
      sysCode: body.sys_code ?? null,
      keepStartRounds: body.keep_start_rounds ?? 0,
      keepEndRounds: body.keep_end_rounds ?? 0,
      details: (body.details ?? []).map(toDetail),
    },
    questions: { chatMode: scene ?? 'chat_agent', items: (body.recommend_questions ?? []).map(toQuestion) },
    // DB-GPT's truthiness test, minus its surprise: the string "false" stays unpublished.
    published: body.published === true || body.published === 'true',
  };
}

/** Before the schema: a missing or blank name gets the spec's own message rather than a generic one. */
export function requireAppName(body: unknown): void {
  const name =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).app_name : undefined;
  if (typeof name !== 'string' || !name.trim()) throw invalid('app_name', localized('app.nameRequired'));
}
