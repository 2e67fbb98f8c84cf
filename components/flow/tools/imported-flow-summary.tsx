import { useTranslation } from 'react-i18next';
import type { FlowPanel } from '@/contract/flow';
import { nodeCount } from './flow-draft';
import '@/locales/areas/flow-tools';

/** What an imported file holds: title and name, description, node count and the server's problems. */
export function ImportedFlowSummary({ flow }: { flow: FlowPanel }) {
  const { t } = useTranslation('flowTools');
  const problems = flow.problems ?? [];
  return (
    <section
      aria-label={t('import.summary')}
      className="flex flex-col gap-1 rounded border border-black/10 p-3 dark:border-white/10"
    >
      <strong>
        {flow.label || flow.name} <span className="font-normal opacity-60">({flow.name})</span>
      </strong>
      <span className="opacity-80">{flow.description || t('import.no_description')}</span>
      <span>{t('nodes', { count: nodeCount(flow) })}</span>
      {problems.length === 0 ? (
        <span className="text-[#389e0d] dark:text-[#73d13d]">{t('import.no_problem')}</span>
      ) : (
        <div role="alert" className="text-[#d46b08] dark:text-[#ffa940]">
          {t('import.problems')}
          <ul className="m-0 pl-5">
            {problems.map((problem, index) => (
              <li key={`${problem.node_id ?? ''}-${index}`}>{problem.message}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
