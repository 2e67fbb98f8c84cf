import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteIcon } from '@/components/common/line-icons';
import type { AgentDraft } from './app-draft';
import type { DraftProblems } from './draft-checks';
import { Field } from './field';
import { withCurrent, type Choice } from './resource-choices';
import { ResourceRows } from './resource-rows';
import '@/locales/areas/app';

export interface AgentChoices {
  agents: Choice[];
  prompts: Choice[];
  strategies: Choice[];
  models: Choice[];
  resourceTypes: Choice[];
  loading: boolean;
}

interface AgentPanelProps {
  agent: AgentDraft;
  index: number;
  problems: DraftProblems;
  choices: AgentChoices;
  onChange: (agent: AgentDraft) => void;
  /** Absent for a single-agent app, which always has its one agent. */
  onRemove?: () => void;
}

/** One agent of an app: which agent, its prompt template, how its model is chosen, its resources. */
export function AgentPanel({ agent, index, problems, choices, onChange, onRemove }: AgentPanelProps) {
  const { t } = useTranslation('app');
  const path = `agents.${index}`;
  const valueProblem = problems[`${path}.llm_strategy_value`];
  return (
    <li
      aria-label={agent.agent_name || t('editor.agents.agent')}
      className="flex flex-col gap-4 rounded-md border border-black/10 p-4 dark:border-white/15"
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Field label={t('editor.agents.agent')} problem={problems[`${path}.agent_name`]}>
          {(ids) => (
            <Select
              {...ids}
              value={agent.agent_name || undefined}
              placeholder={t('editor.agents.agent_placeholder')}
              loading={choices.loading}
              status={problems[`${path}.agent_name`] ? 'error' : undefined}
              onChange={(agent_name: string) => onChange({ ...agent, agent_name })}
              options={withCurrent(choices.agents, agent.agent_name)}
            />
          )}
        </Field>
        <Field label={t('editor.agents.prompt')}>
          {(ids) => (
            <Select
              {...ids}
              allowClear
              showSearch
              value={agent.prompt_template || undefined}
              placeholder={t('editor.agents.prompt_placeholder')}
              onChange={(prompt?: string) => onChange({ ...agent, prompt_template: prompt ?? '' })}
              options={withCurrent(choices.prompts, agent.prompt_template)}
            />
          )}
        </Field>
        <Field label={t('editor.agents.strategy')}>
          {(ids) => (
            <Select
              {...ids}
              value={agent.llm_strategy || undefined}
              onChange={(llm_strategy: string) =>
                onChange({
                  ...agent,
                  llm_strategy,
                  llm_strategy_value: llm_strategy === 'priority' ? agent.llm_strategy_value : [],
                })
              }
              options={withCurrent(choices.strategies, agent.llm_strategy)}
            />
          )}
        </Field>
        {agent.llm_strategy === 'priority' && (
          <Field label={t('editor.agents.strategy_value')} problem={valueProblem}>
            {(ids) => (
              <Select
                {...ids}
                mode="multiple"
                value={agent.llm_strategy_value}
                placeholder={t('editor.agents.strategy_value_placeholder')}
                status={valueProblem ? 'error' : undefined}
                onChange={(llm_strategy_value: string[]) => onChange({ ...agent, llm_strategy_value })}
                options={choices.models}
              />
            )}
          </Field>
        )}
      </div>
      <ResourceRows
        resources={agent.resources}
        path={`${path}.resources`}
        problems={problems}
        types={choices.resourceTypes}
        onChange={(resources) => onChange({ ...agent, resources })}
      />
      {onRemove && (
        <Button type="text" danger icon={<DeleteIcon />} onClick={onRemove} className="self-end">
          {t('editor.agents.remove', { name: agent.agent_name || index + 1 })}
        </Button>
      )}
    </li>
  );
}
