import { Select } from 'antd';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { getFlows } from '@/client/api/flow';
import { isChatReady } from '@/components/flow/chat-ready';
import type { FlowPanel } from '@/contract/flow/panel';
import { useLoaded } from '../editor/use-loaded';
import '@/locales/areas/app';

const FLOW_CHOICES = 100;
/** Where flows are built and deployed, for a server with none to pick yet. */
export const FLOWS_PATH = '/construct/flow';

/** The deployed chat flows the caller can run: only those answer an app's chat. */
export function useChatFlows(needed: boolean) {
  const flows = useLoaded(needed ? 'create:flows' : null, () =>
    getFlows({ page: 1, page_size: FLOW_CHOICES }),
  );
  return { ...flows, items: (flows.data?.items ?? []).filter(isChatReady) };
}

interface FlowPickerProps {
  id?: string;
  value?: string;
  onChange?: (uid: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  flows: FlowPanel[];
  loading: boolean;
  failed: boolean;
}

/** A searchable choice of deployed chat flows by label (the flow's name beside it), or how to make one. */
export function FlowPicker({ flows, loading, failed, value, onChange, ...ids }: FlowPickerProps) {
  const { t } = useTranslation('app');
  const none = !loading && !failed && flows.length === 0;
  return (
    <div className="flex flex-col gap-1">
      <Select
        {...ids}
        showSearch={{ optionFilterProp: 'search' }}
        value={value}
        onChange={onChange}
        loading={loading}
        disabled={none}
        placeholder={t(none ? 'create.flow_none' : 'create.flow_placeholder')}
        options={flows.map((flow) => ({
          value: flow.uid,
          search: `${flow.label} ${flow.name}`,
          label: (
            <span className="flex items-baseline justify-between gap-2">
              <span className="truncate">{flow.label || flow.name}</span>
              <span className="shrink-0 text-xs opacity-60">{flow.name}</span>
            </span>
          ),
        }))}
      />
      {failed && <span className="text-xs text-[#ff4d4f]">{t('editor.options_failed')}</span>}
      {none && (
        <span className="text-xs opacity-80" data-testid="no-chat-flows">
          {t('create.flow_none_hint')}{' '}
          <Link href={FLOWS_PATH} className="text-primary-text underline">
            {t('create.flow_make')}
          </Link>
        </span>
      )}
    </div>
  );
}
