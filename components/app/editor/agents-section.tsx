import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  getAgentList,
  getLlmStrategyList,
  getLlmStrategyValues,
  getResourceTypeList,
} from '@/client/api/app';
import { queryPromptPage } from '@/client/api/prompt';
import { PlusIcon } from '@/components/common/line-icons';
import { usePreferences } from '@/contexts/preferences-context';
import type { AgentDraft } from './app-draft';
import type { DraftProblems } from './draft-checks';
import { Section } from './field';
import { AgentPanel, type AgentChoices } from './agent-panel';
import { useResourceTypeChoices } from './resource-labels';
import { useLoaded } from './use-loaded';
import '@/locales/areas/app';

const PROMPT_CHOICES = 100;

export const emptyAgent = (): AgentDraft => ({
  agent_name: '',
  prompt_template: '',
  llm_strategy: 'default',
  llm_strategy_value: [],
  resources: [],
});

const named = (value: string) => ({ value, label: value });

function useAgentChoices(): AgentChoices {
  const { language } = usePreferences();
  const agents = useLoaded('agents', getAgentList);
  const strategies = useLoaded('strategies', getLlmStrategyList);
  const models = useLoaded('models', () => getLlmStrategyValues('priority'));
  const types = useLoaded('types', getResourceTypeList);
  const prompts = useLoaded('prompts', () => queryPromptPage({}, { page: 1, page_size: PROMPT_CHOICES }));
  const resourceTypes = useResourceTypeChoices(types.data ?? []);
  return {
    agents: (agents.data ?? []).map((agent) => ({
      value: agent.name,
      label: agent.desc ? `${agent.label || agent.name} · ${agent.desc}` : agent.label || agent.name,
    })),
    strategies: (strategies.data ?? []).map((strategy) => ({
      value: strategy.value,
      label: (language === 'zh' ? strategy.name_cn : null) || strategy.name,
    })),
    models: (models.data ?? []).map(named),
    resourceTypes,
    prompts: (prompts.data?.items ?? []).map((prompt) => ({
      value: prompt.prompt_code,
      label: prompt.prompt_name,
    })),
    loading: agents.loading,
  };
}

interface AgentsSectionProps {
  mode: 'single_agent' | 'auto_plan';
  agents: AgentDraft[];
  problems: DraftProblems;
  onChange: (agents: AgentDraft[]) => void;
}

/** Single agent: its one agent. Auto plan: the agents the planner hands steps to, added and removed. */
export function AgentsSection({ mode, agents, problems, onChange }: AgentsSectionProps) {
  const { t } = useTranslation('app');
  const choices = useAgentChoices();
  const single = mode === 'single_agent';
  const shown = single ? [agents[0] ?? emptyAgent()] : agents;
  const replace = (index: number, next: AgentDraft) =>
    onChange(single ? [next] : agents.map((item, at) => (at === index ? next : item)));
  return (
    <Section
      title={t('editor.agents.title')}
      hint={t(single ? 'editor.agents.single_hint' : 'editor.agents.plan_hint')}
      extra={
        !single && (
          <Button icon={<PlusIcon />} onClick={() => onChange([...agents, emptyAgent()])}>
            {t('editor.agents.add')}
          </Button>
        )
      }
    >
      {problems.agents && (
        <p role="alert" className="m-0 text-sm text-[#ff4d4f]">
          {t(problems.agents)}
        </p>
      )}
      {!single && agents.length === 0 && !problems.agents && (
        <p className="m-0 text-sm opacity-70">{t('editor.agents.none')}</p>
      )}
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {shown.map((agent, index) => (
          <AgentPanel
            // Agents may repeat and have no id; the position is what the problems are keyed by too.
            key={index}
            agent={agent}
            index={index}
            problems={problems}
            choices={choices}
            onChange={(next) => replace(index, next)}
            onRemove={single ? undefined : () => onChange(agents.filter((_, at) => at !== index))}
          />
        ))}
      </ul>
    </Section>
  );
}
