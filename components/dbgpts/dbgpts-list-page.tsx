import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import { PlainButton } from '@/components/common/plain/plain-button';
import { useToasts } from '@/components/common/plain/toasts';
import { AreaListPage, AreaPagination } from '@/components/construct/area-page-parts';
import { AreaListView } from '@/components/construct/area-list-view';
import { areaListTexts } from '@/components/construct/area-list-texts';
import { useRelativeTime } from '@/components/model/use-relative-time';
import { DbgptsCard } from './dbgpts-card';
import { DbgptsToolbar } from './dbgpts-toolbar';
import { RefreshFailureNotice } from './refresh-failure-notice';
import {
  DBGPTS_PAGE_SIZES,
  SEARCH_SCOPE,
  packageKey,
  useDbgptsList,
  type DbgptsEntry,
} from './use-dbgpts-list';
import { useHubRefresh } from './use-hub-refresh';
import { useInstallBlocks } from './use-install-blocks';
import { usePackageActions, type PackageRef } from './use-package-actions';
import '@/locales/areas/construct';
import '@/locales/areas/dbgpts';

// Drawers and confirmations are antd (and the README's markdown renderer): each loads on first use.
const PackageDrawer = lazyOnDemand(() => import('./package-drawer'));
const UninstallConfirm = lazyOnDemand(() => import('./uninstall-confirm'));
const HubSettings = lazyOnDemand(() => import('./hub-settings-drawer'));

const refOf = (entry: DbgptsEntry): PackageRef => ({
  name: entry.item.name,
  type: entry.item.type ?? '',
  ...(entry.kind === 'hub'
    ? { storage_channel: entry.item.storage_channel, storage_url: entry.item.storage_url }
    : {}),
});

/**
 * `/construct/dbgpts`: community packages (dbgpts) from the server's hubs, or those installed, by type and
 * keyword, a page at a time; Install / Uninstall, a details drawer, and for admins Refresh and the hubs'
 * settings (contract 10.B and `contract/hub.ts`). Paints without antd.
 */
export default function DbgptsListPage() {
  const { t } = useTranslation(['dbgpts', 'construct']);
  const fromNow = useRelativeTime();
  const toasts = useToasts();
  const list = useDbgptsList();
  const { state, reload, source, type, query, shown, total } = list;
  const [detailsVersion, setDetailsVersion] = useState(0);
  const changed = useCallback(() => {
    reload();
    setDetailsVersion((count) => count + 1);
  }, [reload]);
  const actions = usePackageActions(toasts, changed);
  const hubRefresh = useHubRefresh(toasts, reload);
  const blocks = useInstallBlocks(shown);
  const [opened, setOpened] = useState<PackageRef | null>(null);
  const [hubsOpen, setHubsOpen] = useState(false);

  const emptyState =
    query && list.anyBeforeSearch ? (
      <EmptyState title={t('list.no_match.title', { query })} description={t('list.no_match.description')} />
    ) : type !== 'all' ? (
      <EmptyState title={t('list.none_of_type.title')} description={t('list.none_of_type.description')} />
    ) : source === 'installed' ? (
      <EmptyState
        title={t('list.empty_installed.title')}
        description={t('list.empty_installed.description')}
        action={
          <PlainButton variant="primary" onClick={() => list.setSource('hub')}>
            {t('list.browse_community')}
          </PlainButton>
        }
      />
    ) : (
      <EmptyState title={t('list.empty_hub.title')} description={t('list.empty_hub.description')} />
    );

  return (
    <AreaListPage
      state={state}
      toolbar={
        <DbgptsToolbar
          list={list}
          refreshing={hubRefresh.running}
          onRefresh={() => void hubRefresh.refresh()}
          onOpenHubs={() => setHubsOpen(true)}
          onHubsIntent={HubSettings.preload}
        />
      }
    >
      {toasts.holder}
      {hubRefresh.failure && (
        <RefreshFailureNotice failure={hubRefresh.failure} onDismiss={hubRefresh.dismiss} />
      )}
      {list.searchLimited && (
        <p className="m-0 text-sm opacity-70">{t('list.search_scope', { count: SEARCH_SCOPE })}</p>
      )}
      {state.status === 'ready' && shown.length === 0 ? (
        emptyState
      ) : (
        <AreaListView
          state={state}
          items={shown}
          itemKey={(entry) => `${entry.kind}-${entry.item.id}`}
          renderItem={(entry) => {
            const pkg = refOf(entry);
            return (
              <DbgptsCard
                entry={entry}
                fromNow={fromNow}
                busy={actions.isBusy(pkg)}
                blocked={blocks.get(packageKey(entry))}
                onInstall={() => void actions.install(pkg)}
                onUninstall={() => void actions.askUninstall(pkg)}
                onOpen={() => setOpened(pkg)}
                onIntent={PackageDrawer.preload}
              />
            );
          }}
          texts={areaListTexts(t)}
          whenEmpty={{ title: '', description: '' }}
          onRetry={reload}
          testId="dbgpts-list"
        />
      )}
      <AreaPagination paging={list.paging} total={total} state={state} pageSizes={DBGPTS_PAGE_SIZES} />
      <Suspense fallback={null}>
        <OnDemand armed={opened !== null}>
          <PackageDrawer.Component
            target={opened}
            version={detailsVersion}
            busy={opened ? actions.isBusy(opened) : false}
            onInstall={(pkg) => void actions.install(pkg)}
            onUninstall={(pkg) => void actions.askUninstall(pkg)}
            onClose={() => setOpened(null)}
          />
        </OnDemand>
        <OnDemand armed={actions.pending !== null}>
          <UninstallConfirm.Component
            pending={actions.pending}
            onConfirm={actions.confirmUninstall}
            onCancel={actions.cancelUninstall}
          />
        </OnDemand>
        <OnDemand armed={hubsOpen}>
          <HubSettings.Component
            open={hubsOpen}
            onClose={() => setHubsOpen(false)}
            onChanged={reload}
            toast={toasts}
          />
        </OnDemand>
      </Suspense>
    </AreaListPage>
  );
}
