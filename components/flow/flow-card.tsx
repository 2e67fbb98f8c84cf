import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApartmentIcon, ConsoleSqlIcon } from '@/components/common/line-icons';
import { AreaCard, IconTile } from '@/components/construct/area-card';
import { isOneOf } from '@/components/construct/one-of';
import { readUserId } from '@/client/identity';
import type { FlowPanel } from '@/contract/flow';
import '@/locales/areas/flow';

const STATES = [
  'initializing',
  'developing',
  'testing',
  'deployed',
  'running',
  'disabled',
  'load_failed',
] as const;
type KnownState = (typeof STATES)[number];
const CATEGORIES = ['common', 'chat_flow', 'chat_agent'] as const;

const DOT: Record<KnownState, string> = {
  initializing: 'bg-[#0C75FC]',
  developing: 'bg-[#0C75FC]',
  testing: 'bg-[#0C75FC]',
  deployed: 'bg-green-500',
  running: 'bg-green-500',
  disabled: 'bg-gray-400',
  load_failed: 'bg-red-500',
};

/** The flow's state as a coloured dot and its word; a state this client does not know shows as sent. */
function FlowStateBadge({ state }: { state: string | null | undefined }) {
  const { t } = useTranslation('flow');
  if (!state) return null;
  const known = isOneOf(STATES, state);
  return (
    <span className="inline-flex items-center gap-1.5 text-xs" data-testid="flow-state" data-state={state}>
      <span
        aria-hidden
        className={`inline-block h-2 w-2 rounded-full ${known ? DOT[state] : 'bg-gray-400'}`}
      />
      {known ? t(`states.${state}`) : state}
    </span>
  );
}

interface FlowCardProps {
  flow: FlowPanel;
  fromNow: (time: string | null | undefined) => string | undefined;
  actions?: ReactNode;
}

/** One flow: kind, label and name, description, state, category, source, editability, owner and last change. */
export function FlowCard({ flow, fromNow, actions }: FlowCardProps) {
  const { t } = useTranslation('flow');
  const isPython = flow.define_type === 'python';
  const category = flow.flow_category;
  const tags = [
    flow.visibility === 'public' ? t('card.shared') : '',
    isOneOf(CATEGORIES, category) ? t(`categories.${category}`) : (category ?? ''),
    t(isPython ? 'define_types.python' : 'define_types.json'),
    flow.source ?? '',
    flow.editable === false ? t('card.not_editable') : '',
  ].filter(Boolean);
  return (
    <AreaCard
      testId="flow-card"
      title={flow.label || flow.name}
      subtitle={flow.name}
      icon={<IconTile>{isPython ? <ConsoleSqlIcon /> : <ApartmentIcon />}</IconTile>}
      description={flow.description}
      status={<FlowStateBadge state={flow.state} />}
      tags={tags}
      problem={flow.state === 'load_failed' ? flow.error_message : null}
      owner={flow.user_name && flow.user_name !== readUserId() ? flow.owner_name || flow.user_name : null}
      updatedAt={flow.gmt_modified ?? flow.gmt_created}
      fromNow={fromNow}
      actions={actions}
    />
  );
}
