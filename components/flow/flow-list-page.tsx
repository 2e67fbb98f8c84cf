import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteFlowById } from '@/client/api/flow';
import { apiInterceptors } from '@/client/envelope';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import { useToasts } from '@/components/common/plain/toasts';
import { AreaListPage, AreaPagination } from '@/components/construct/area-page-parts';
import { AreaListView } from '@/components/construct/area-list-view';
import { AreaSearch, areaEmptyText, areaListTexts } from '@/components/construct/area-list-texts';
import { succeeded } from '@/components/database/request-failure';
import { useRelativeTime } from '@/components/model/use-relative-time';
import type { FlowPanel } from '@/contract/flow';
import { FlowCard } from './flow-card';
import { FlowCardActions, type FlowCommand } from './flow-card-actions';
import type { FlowDialog } from './flow-dialogs-island';
import { ListToolButtons, ListToolsHost, type ListToolRequest } from './tools/list-tools';
import { useFlowList } from './use-flow-list';
import '@/locales/areas/construct';
import '@/locales/areas/flow';

// Copy and delete are antd dialogs: they load when one is first wanted.
const FlowDialogs = lazyOnDemand(() => import('./flow-dialogs-island'));

/**
 * `/construct/flow`: the server's AWEL flows as cards, a page at a time (contract 3.2), with a debounced
 * search on the server; create (blank, from a template, by import), open, chat with a chat flow, copy,
 * export and delete; the global variables.
 */
export default function FlowListPage() {
  const { t } = useTranslation(['flow', 'construct']);
  const fromNow = useRelativeTime();
  const toasts = useToasts();
  const { state, retry, search, setSearch, settled, paging, shown, total } = useFlowList();
  const [dialog, setDialog] = useState<FlowDialog>(null);
  const [busyUid, setBusyUid] = useState<string | null>(null);

  const [tool, setTool] = useState<ListToolRequest>(null);
  const onCommand = (flow: FlowPanel, command: FlowCommand) =>
    command === 'export' ? setTool({ tool: 'export', flow }) : setDialog({ kind: command, flow });
  const remove = async (flow: FlowPanel) => {
    setBusyUid(flow.uid);
    const result = await apiInterceptors(deleteFlowById(flow.uid));
    setBusyUid(null);
    if (!succeeded(result)) return;
    setDialog(null);
    toasts.success(t('delete.done', { name: flow.label || flow.name }));
    retry();
  };

  return (
    <AreaListPage
      state={state}
      extra={<ListToolButtons onOpen={setTool} />}
      toolbar={<AreaSearch t={t} value={search} onChange={setSearch} />}
    >
      {toasts.holder}
      <AreaListView
        state={state}
        items={shown}
        itemKey={(flow) => flow.uid}
        renderItem={(flow) => (
          <FlowCard
            flow={flow}
            fromNow={fromNow}
            actions={
              <FlowCardActions
                flow={flow}
                busy={busyUid === flow.uid}
                onCommand={onCommand}
                onIntent={FlowDialogs.preload}
              />
            }
          />
        )}
        texts={areaListTexts(t)}
        whenEmpty={areaEmptyText(t, settled, settled !== '')}
        onRetry={retry}
        testId="flow-list"
      />
      <AreaPagination paging={paging} total={total} state={state} />
      <OnDemand armed={dialog !== null}>
        <Suspense fallback={dialog ? <LoadingMask /> : null}>
          <FlowDialogs.Component
            dialog={dialog}
            onClose={() => setDialog(null)}
            onCopied={(copy) => {
              setDialog(null);
              toasts.success(t('copy.done', { name: copy.label || copy.name }));
              retry();
            }}
            onDelete={remove}
          />
        </Suspense>
      </OnDemand>
      <ListToolsHost request={tool} toasts={toasts} onClose={() => setTool(null)} />
    </AreaListPage>
  );
}
