import { CHAT_MODES, type ChatMode } from '@/contract/chat-completion';
import { SERVER_ERROR_CODES } from '@/contract/common';
import {
  findTemplateVariables,
  type PromptTarget,
  type PromptTemplate,
  type PromptType,
} from '@/contract/prompt';
import { ApiError } from '../http/api-error';
import { listOf, localized, type LocalizedText } from '../i18n/localized-text';
import { AGENT_TEMPLATES } from './templates/agent-templates';
import type { BuiltinTemplate, TemplateLanguage } from './templates/builtin-template';
import { CHAT_SCENE_TEMPLATES } from './templates/chat-scene-templates';
import { DATA_SCENE_TEMPLATES } from './templates/data-scene-templates';
import { EVALUATE_TEMPLATES } from './templates/evaluate-templates';

const PROMPT_TYPES: readonly PromptType[] = ['Agent', 'Scene', 'Normal', 'Evaluate'];

/** Display names of the chat scenes (contract S.2); `chat_react_agent` is the client's, not a server scene. */
const SCENE_NAMES: Readonly<Record<Exclude<ChatMode, 'chat_react_agent'>, string>> = {
  chat_normal: 'Chat Normal',
  chat_knowledge: 'Chat Knowledge',
  chat_with_db_execute: 'Chat Data',
  chat_with_db_qa: 'Chat DB',
  chat_dashboard: 'Dashboard',
  chat_excel: 'Chat Excel',
  chat_agent: 'Agent Chat',
  chat_flow: 'Flow Chat',
  chat_execution: 'Use Plugin',
  excel_learning: 'Excel Learning',
  inner_chat_db_summary: 'DB Summary',
  extract_triplet: 'Extract Triplet',
  extract_summary: 'Extract Summary',
  extract_refine_summary: 'Extract Refine Summary',
  extract_entity: 'Extract Entity',
  query_rewrite: 'Query Rewrite',
};

const SCENE_TEMPLATES = [...CHAT_SCENE_TEMPLATES, ...DATA_SCENE_TEMPLATES];

/** Uncaught service errors of the prompt serve answer HTTP 400 E0003 (contract section 5). */
export function promptServiceError(message: LocalizedText): ApiError {
  return new ApiError(400, SERVER_ERROR_CODES.internal, message);
}

export function parsePromptType(value: string | null | undefined): PromptType {
  const type = PROMPT_TYPES.find((candidate) => candidate === (value || 'Normal'));
  if (type === undefined)
    throw promptServiceError(
      localized('prompt.unknownType', { type: String(value), types: listOf(PROMPT_TYPES) }),
    );
  return type;
}

function templatesOf(type: PromptType): readonly BuiltinTemplate[] {
  if (type === 'Agent') return AGENT_TEMPLATES;
  if (type === 'Scene') return SCENE_TEMPLATES;
  if (type === 'Evaluate') return EVALUATE_TEMPLATES;
  return [];
}

/** `data` of `/prompt/type/targets` (contract 5.1): every scene, the known agents, the metrics; null for Normal. */
export function listPromptTargets(
  type: PromptType,
  language: TemplateLanguage = 'en',
): PromptTarget[] | null {
  if (type === 'Normal') return null;
  if (type === 'Scene') {
    return CHAT_MODES.filter((mode) => mode !== 'chat_react_agent').map((mode) => ({
      name: mode,
      desc: SCENE_NAMES[mode],
    }));
  }
  // Evaluate targets carry their grading prompt as `desc`, as DB-GPT's metrics do.
  if (type === 'Evaluate')
    return EVALUATE_TEMPLATES.map((metric) => ({ name: metric.target, desc: metric.template[language] }));
  return AGENT_TEMPLATES.map((agent) => ({ name: agent.target, desc: agent.desc[language] }));
}

/** The built-in template of a target, or undefined when the target has none (or is unknown). */
export function findBuiltinTemplate(type: PromptType, target: string): BuiltinTemplate | undefined {
  return templatesOf(type).find((template) => template.target === target);
}

export function isKnownTarget(type: PromptType, target: string): boolean {
  if (type === 'Scene') return Object.hasOwn(SCENE_NAMES, target);
  return findBuiltinTemplate(type, target) !== undefined;
}

/** The expected answer of a target as JSON text, or null when it answers in free text. */
export function responseFormatText(template: BuiltinTemplate, language: TemplateLanguage): string | null {
  return template.responseFormat ? JSON.stringify(template.responseFormat[language], null, 2) : null;
}

/** A built-in template in the prompt-template shape of contract 5.2. */
export function toPromptTemplate(template: BuiltinTemplate, language: TemplateLanguage): PromptTemplate {
  const text = template.template[language];
  return {
    template: text,
    input_variables: findTemplateVariables(text),
    template_format: 'f-string',
    response_key: 'response',
    template_is_strict: true,
    response_format: responseFormatText(template, language),
    template_scene: template.target,
    template_define: template.target,
    language,
  };
}

const CHOOSE_TARGET = {
  Agent: 'prompt.chooseAgent',
  Scene: 'prompt.chooseScene',
  Evaluate: 'prompt.chooseMetric',
} as const;

/** `data` of `/prompt/template/load` (contract 5.2); unknown targets and targets without a template are 400 E0003. */
export function loadBuiltinTemplate(
  type: PromptType,
  target: string | undefined,
  language: TemplateLanguage,
): PromptTemplate | null {
  if (type === 'Normal') return null;
  if (!target) throw promptServiceError(localized(CHOOSE_TARGET[type]));
  const template = findBuiltinTemplate(type, target);
  if (template === undefined) {
    if (isKnownTarget(type, target))
      throw promptServiceError(localized('prompt.noBuiltinTemplate', { target }));
    throw promptServiceError(localized('prompt.unknownTarget', { target, type }));
  }
  return toPromptTemplate(template, language);
}
