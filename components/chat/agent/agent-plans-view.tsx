import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaretRightIcon } from '@/components/common/line-icons';
import type { AgentPlanStep } from '@/contract/agent-vis';
import { NestedMarkdown } from '@/components/chat/markdown/nested-markdown';
import '@/locales/areas/chat';
import { AgentStatusLabel } from './agent-status';

function PlanStep({ step }: { step: AgentPlanStep }) {
  const { t } = useTranslation('chat');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const result = step.markdown?.trim();
  return (
    <li className="flex flex-col">
      <button
        type="button"
        aria-expanded={result ? open : undefined}
        aria-controls={result ? panelId : undefined}
        disabled={!result}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-2 rounded border-0 bg-transparent px-2 py-1.5 text-left text-[13px] text-inherit enabled:cursor-pointer enabled:hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:enabled:hover:bg-white/5"
      >
        <span className="w-5 shrink-0 text-right tabular-nums text-black/45 dark:text-white/45">
          {step.num}.
        </span>
        <span className="min-w-0 flex-1 break-words">{step.name}</span>
        {step.agent && (
          <span className="shrink-0 rounded bg-black/[0.05] px-1.5 py-0.5 text-xs dark:bg-white/10">
            {step.agent}
          </span>
        )}
        <AgentStatusLabel status={step.status} />
        {result && (
          <CaretRightIcon
            aria-label={open ? t('agent.hide_result') : t('agent.show_result')}
            className={`shrink-0 transition-transform ${open ? 'rotate-90' : ''}`}
          />
        )}
      </button>
      {result && (
        <div
          id={panelId}
          hidden={!open}
          className="ml-7 border-0 border-l-2 border-solid border-black/10 pl-3 text-[13px] dark:border-white/15"
        >
          <NestedMarkdown content={result} />
        </div>
      )}
    </li>
  );
}

/** The plan of an auto-plan team: its steps with their agents and status, each result unfoldable. */
export function AgentPlansView({ steps }: { steps: readonly AgentPlanStep[] }) {
  const { t } = useTranslation('chat');
  const panelId = useId();
  const [open, setOpen] = useState(true);
  const done = steps.filter((step) => step.status === 'complete').length;
  return (
    <section
      aria-label={t('agent.plan')}
      className="my-2 rounded-lg border border-solid border-black/10 bg-black/[0.02] dark:border-white/10 dark:bg-white/[0.03]"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-center gap-2 rounded-lg border-0 bg-transparent px-3 py-2 text-left text-[13px] font-medium text-inherit hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/5"
      >
        <CaretRightIcon className={`transition-transform ${open ? 'rotate-90' : ''}`} />
        <span className="flex-1">{t('agent.plan')}</span>
        <span className="text-xs font-normal text-black/45 dark:text-white/45">
          {t('agent.plan_progress', { done, total: steps.length })}
        </span>
      </button>
      <ol id={panelId} hidden={!open} className="m-0 list-none px-1 pb-2">
        {steps.map((step) => (
          <PlanStep key={`${step.num}-${step.name}`} step={step} />
        ))}
      </ol>
    </section>
  );
}
