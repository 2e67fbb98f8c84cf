import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readUserId } from '@/client/identity';
import { AdminControls } from '@/components/auth/admin-controls';
import { useIsAdmin } from '@/components/auth/use-is-admin';
import { EmptyState } from '@/components/common/empty-state';
import { PlusIcon } from '@/components/common/line-icons';
import { lazyOnDemand } from '@/components/common/on-demand';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import { PlainButton } from '@/components/common/plain/plain-button';
import { Segmented } from '@/components/common/plain/segmented';
import { useToasts } from '@/components/common/plain/toasts';
import { AreaListView } from '@/components/construct/area-list-view';
import { AreaSearch, areaListTexts } from '@/components/construct/area-list-texts';
import { AreaListPage, AreaPagination } from '@/components/construct/area-page-parts';
import { useConfirm } from '@/components/knowledge/use-confirm';
import { useRelativeTime } from '@/components/model/use-relative-time';
import { HubUpdate } from './hub-update';
import { PluginCard } from './plugin-card';
import { PluginUpload } from './plugin-upload';
import { usePluginInstall } from './use-plugin-install';
import { usePluginList, type PluginSource } from './use-plugin-list';
import { formatDate as formatDateOf } from '@/utils/date-format';
import '@/locales/areas/plugins';

// The dialog's code loads the first time it is opened.
const McpServerDialog = lazyOnDemand(() => import('./mcp-server-dialog'));

/**
 * `/construct/plugins`: the agent plugin market and the user's plugins (contract 10.A) — search, install,
 * uninstall, upload a plugin file, add an MCP server, and (admins) update the market from the hubs.
 */
export default function PluginsPage() {
  const { t, i18n } = useTranslation('plugins');
  const isAdmin = useIsAdmin();
  const fromNow = useRelativeTime();
  const toasts = useToasts();
  const confirm = useConfirm();
  const list = usePluginList();
  const { state, source, entries, total } = list;
  const [adding, setAdding] = useState(false);
  const actions = usePluginInstall({
    success: toasts.success,
    error: toasts.error,
    confirm: confirm.ask,
    onChanged: list.reload,
  });
  const userId = readUserId();
  const formatDate = (time: string) => formatDateOf(time, i18n.language) ?? time;
  const showMine = () => {
    list.setSource('mine');
    list.reload();
  };
  const query = list.settledSearch.trim();
  const empty = state.status === 'ready' && entries.length === 0;

  return (
    <AreaListPage
      state={state}
      toolbar={
        <>
          <Segmented<PluginSource>
            label={t('list.source_label')}
            value={source}
            onChange={list.setSource}
            options={[
              { value: 'market', label: t('list.sources.market') },
              { value: 'mine', label: t('list.sources.mine') },
            ]}
          />
          <AreaSearch t={t} value={list.search} onChange={list.setSearch} />
          <div className="flex flex-wrap items-center gap-2">
            <PlainButton
              icon={<PlusIcon />}
              onClick={() => setAdding(true)}
              onPointerEnter={McpServerDialog.preload}
              onFocus={McpServerDialog.preload}
            >
              {t('mcp.open')}
            </PlainButton>
            <PluginUpload
              onUploaded={(name) => {
                toasts.success(t('upload.uploaded', { name }));
                showMine();
              }}
            />
            <AdminControls>
              <HubUpdate
                onUpdated={() => {
                  toasts.success(t('hub.updated'));
                  list.reload();
                }}
              />
            </AdminControls>
          </div>
        </>
      }
    >
      {empty ? (
        query ? (
          <EmptyState
            title={t('list.no_match.title', { query })}
            description={t('list.no_match.description')}
          />
        ) : source === 'market' ? (
          <EmptyState title={t('list.empty_market.title')} description={t('list.empty_market.description')} />
        ) : (
          <EmptyState
            title={t('list.empty_mine.title')}
            description={t('list.empty_mine.description')}
            action={
              <PlainButton variant="primary" onClick={() => list.setSource('market')}>
                {t('list.to_market')}
              </PlainButton>
            }
          />
        )
      ) : (
        <AreaListView
          state={state}
          items={entries}
          itemKey={(entry) => `${entry.kind}-${entry.item.id}`}
          renderItem={(entry) => (
            <PluginCard
              entry={entry}
              busy={actions.busy.has(entry.item.name)}
              userId={userId}
              fromNow={fromNow}
              formatDate={formatDate}
              onInstall={(name) => void actions.install(name)}
              onUninstall={(name) => void actions.uninstall(name)}
            />
          )}
          texts={areaListTexts(t)}
          whenEmpty={{ title: '', description: '' }}
          onRetry={list.reload}
          testId="plugin-list"
        />
      )}
      {source === 'market' && <AreaPagination paging={list.paging} total={total} state={state} />}
      {adding && (
        <Suspense fallback={<LoadingMask />}>
          <McpServerDialog.Component
            isAdmin={isAdmin}
            onClose={() => setAdding(false)}
            onSaved={(_plugin, name) => {
              setAdding(false);
              toasts.success(t('mcp.saved', { name }));
              showMine();
            }}
          />
        </Suspense>
      )}
      {confirm.holder}
      {toasts.holder}
    </AreaListPage>
  );
}
