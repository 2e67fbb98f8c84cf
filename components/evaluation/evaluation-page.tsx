import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { PageHeader } from '@/components/common/page-header';
import { Segmented } from '@/components/common/plain/segmented';
import { Spinner } from '@/components/common/plain/spinner';
import { DatasetsTab } from './datasets/datasets-tab';
import { EvaluationsTab } from './runs/evaluations-tab';
import { useEvaluationAccess } from './use-evaluation-access';
import '@/locales/areas/evaluation';

type Tab = 'evaluations' | 'datasets';

/**
 * `/evaluation` (administrators): evaluation runs and the datasets they use; others see "no permission", and
 * a server without evaluation (DB-GPT 0.8.1) says so calmly.
 */
export default function EvaluationPage() {
  const { t } = useTranslation('evaluation');
  const access = useEvaluationAccess();
  const [tab, setTab] = useState<Tab>('evaluations');

  // The title stays where the exported HTML drew it (EvaluationOutline) while the permission is checked.
  if (access === 'checking')
    return (
      <div className="h-full overflow-y-auto">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <div className="flex justify-center py-12">
          <Spinner label={t('checking')} className="text-2xl text-primary-text" />
        </div>
      </div>
    );
  if (access === 'unavailable')
    return (
      <div className="flex h-full flex-col" data-testid="evaluation-unavailable">
        <EmptyState title={t('unavailable.title')} description={t('unavailable.description')} />
      </div>
    );
  if (access === 'denied')
    return (
      <div className="flex h-full flex-col" data-testid="evaluation-no-permission">
        <EmptyState title={t('no_permission.title')} description={t('no_permission.description')} />
      </div>
    );

  return (
    <div className="h-full overflow-y-auto">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="flex flex-col gap-4 px-3 pb-6 pt-2 sm:px-6">
        {/* Its own width, not stretched across the column. */}
        <div className="self-start">
          <Segmented
            label={t('tabs.label')}
            value={tab}
            onChange={setTab}
            options={[
              { value: 'evaluations', label: t('tabs.evaluations') },
              { value: 'datasets', label: t('tabs.datasets') },
            ]}
          />
        </div>
        {tab === 'evaluations' ? <EvaluationsTab /> : <DatasetsTab />}
      </div>
    </div>
  );
}
