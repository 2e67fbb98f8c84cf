import type { Agent, LlmStrategy, TeamMode, TeamModeValue } from '@/contract/app';
import { AGENT_PROFILES, type AgentProfile } from '../agents/agent-profiles';
import type { ServerLanguage } from '../i18n/language';
import { localized } from '../i18n/localized-text';

/** The four ways an app works (contract 1.1), in DB-GPT's order. */
export const TEAM_MODES: readonly TeamModeValue[] = [
  'auto_plan',
  'awel_layout',
  'single_agent',
  'native_app',
];

export const LLM_STRATEGIES = ['priority', 'auto', 'default'] as const;
export type LlmStrategyValue = (typeof LLM_STRATEGIES)[number];

const TEAM_MODE_TEXT = {
  auto_plan: ['app.teamMode.auto_plan', 'app.teamMode.auto_plan.description'],
  awel_layout: ['app.teamMode.awel_layout', 'app.teamMode.awel_layout.description'],
  single_agent: ['app.teamMode.single_agent', 'app.teamMode.single_agent.description'],
  native_app: ['app.teamMode.native_app', 'app.teamMode.native_app.description'],
} as const;

/** Contract 1.1: `name_cn`/`description` in Chinese and `name_en`/`description_en` in English, as DB-GPT has them. */
export function teamModeList(): TeamMode[] {
  return TEAM_MODES.map((value) => {
    const [name, description] = TEAM_MODE_TEXT[value];
    return {
      name: value.toUpperCase(),
      value,
      name_cn: localized(name).in('zh'),
      name_en: localized(name).in('en'),
      description: localized(description).in('zh'),
      description_en: localized(description).in('en'),
      remark: localized(description).in('zh'),
      remark_en: localized(description).in('en'),
    };
  });
}

const STRATEGY_TEXT = {
  priority: ['app.strategy.priority', 'app.strategy.priority.description'],
  auto: ['app.strategy.auto', 'app.strategy.auto.description'],
  default: ['app.strategy.default', 'app.strategy.default.description'],
} as const;

/** Contract 1.6. */
export function llmStrategyList(): LlmStrategy[] {
  return LLM_STRATEGIES.map((value) => {
    const [name, description] = STRATEGY_TEXT[value];
    return {
      name: localized(name).in('en'),
      name_cn: localized(name).in('zh'),
      value,
      description: localized(description).in('zh'),
      description_en: localized(description).in('en'),
    };
  });
}

/** The agents an app can be built from (contract 1.5), in the caller's language: the runtime's own profiles. */
export function agentList(language: ServerLanguage, profiles: readonly AgentProfile[] = AGENT_PROFILES): Agent[] {
  return profiles.map((profile) => ({
    name: profile.name,
    label: profile.name,
    desc: profile.goal.in(language),
  }));
}
