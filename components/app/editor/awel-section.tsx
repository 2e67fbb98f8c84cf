import { Select } from 'antd';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { getFlows } from '@/client/api/flow';
import { isChatReady } from '@/components/flow/chat-ready';
import type { AwelTeamContext } from '@/contract/app';
import type { FlowPanel } from '@/contract/flow/panel';
import type { DraftProblems } from './draft-checks';
import { Field, Section } from './field';
import { withCurrent } from './resource-choices';
import { useLoaded } from './use-loaded';
import '@/locales/areas/app';

const FLOW_CHOICES = 100;

/** The flow an `awel_layout` app runs, as its team context (contract 1.0). */
export function flowContextOf(flow: FlowPanel): AwelTeamContext {
  return {
    dag_id: flow.dag_id ?? flow.uid,
    uid: flow.uid,
    name: flow.name,
    label: flow.label,
    version: flow.version ?? null,
    description: flow.description ?? null,
    editable: flow.editable ?? null,
    state: flow.state ?? null,
    user_name: flow.user_name ?? null,
    sys_code: flow.sys_code ?? null,
    flow_category: flow.flow_category ?? null,
  };
}

interface AwelSectionProps {
  flow: AwelTeamContext | null;
  problems: DraftProblems;
  onChange: (flow: AwelTeamContext) => void;
}

/** An AWEL app's workflow. The graph preview comes with the flows screen. */
export function AwelSection({ flow, problems, onChange }: AwelSectionProps) {
  const { t } = useTranslation('app');
  const flows = useLoaded('flows', () => getFlows({ page: 1, page_size: FLOW_CHOICES }));
  const current = flow?.uid ?? '';
  // Only a deployed chat flow answers an app's chat.
  const chatFlows = (flows.data?.items ?? []).filter(isChatReady);
  const none = !flows.loading && !flows.failed && chatFlows.length === 0;
  const hint = flows.failed ? (
    t('editor.options_failed')
  ) : none ? (
    <span data-testid="no-chat-flows">
      {t('create.flow_none_hint')}{' '}
      <Link href="/construct/flow" className="text-primary-text underline">
        {t('create.flow_make')}
      </Link>
    </span>
  ) : (
    t('editor.awel.graph_later')
  );
  return (
    <Section title={t('editor.awel.title')}>
      <Field label={t('editor.awel.flow')} problem={problems.flow} hint={hint}>
        {(ids) => (
          <Select
            {...ids}
            showSearch
            value={current || undefined}
            placeholder={t('editor.awel.flow_placeholder')}
            loading={flows.loading}
            status={problems.flow ? 'error' : undefined}
            onChange={(uid: string) => {
              const chosen = chatFlows.find((item) => item.uid === uid);
              if (chosen) onChange(flowContextOf(chosen));
            }}
            options={withCurrent(
              chatFlows.map((item) => ({ value: item.uid, label: item.label || item.name })),
              current,
            ).map((choice) =>
              choice.value === current && flow?.label ? { ...choice, label: flow.label } : choice,
            )}
          />
        )}
      </Field>
    </Section>
  );
}
