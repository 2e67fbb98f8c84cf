import { Suspense, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/components/common/line-icons';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import { PlainButton } from '@/components/common/plain/plain-button';
import { Segmented } from '@/components/common/plain/segmented';
import { useToasts } from '@/components/common/plain/toasts';
import { AreaListPage, AreaPagination } from '@/components/construct/area-page-parts';
import { AreaListView } from '@/components/construct/area-list-view';
import { AreaSearch, areaListTexts } from '@/components/construct/area-list-texts';
import { useRelativeTime } from '@/components/model/use-relative-time';
import { APP_LIST_DEFAULT_PAGE_SIZE } from '@/client/api/app';
import { useOpenAppChat } from '../open-app-chat';
import { AppCardActions, editorHref, type AppCommand } from './app-card-actions';
import type { AppDialog } from './app-dialogs-island';
import { AppListCard } from './app-list-card';
import { useAppCommands } from './use-app-commands';
import { useAppList, type AppFilter } from './use-app-list';
import type { App } from '@/contract/app';
import '@/locales/areas/app';
import '@/locales/areas/construct';

// The create, admins and delete dialogs are antd: they load when one is first wanted.
const AppDialogs = lazyOnDemand(() => import('./app-dialogs-island'));

const APP_PAGE_SIZES = [APP_LIST_DEFAULT_PAGE_SIZE, 24, 48, 96] as const;

/**
 * `/construct/app`: the server's applications as cards, filtered by publication and searched by name on
 * the server, 12 to a page; create (also from `?openModal=true`), chat, edit, publish, admins, delete.
 */
export default function AppListPage() {
  const { t } = useTranslation(['app', 'construct']);
  const router = useRouter();
  const fromNow = useRelativeTime();
  const toasts = useToasts();
  const openChat = useOpenAppChat();
  const { state, retry, filter, setFilter, search, setSearch, searching, paging } = useAppList();
  const { busyCode, publish, unpublish, remove } = useAppCommands(toasts, retry);
  const { apps, total } = state.status === 'ready' ? state.data : { apps: [], total: 0 };
  const [dialog, setDialog] = useState<AppDialog>(null);
  // Explore's "Create app" arrives with `?openModal=true` (as in DB-GPT); the address may be read late.
  const createAsked = router.query.openModal === 'true';
  const [createOpened, setCreateOpened] = useState(false);
  if (createAsked && !createOpened) {
    setCreateOpened(true);
    setDialog({ kind: 'create' });
  }

  const onCommand = (app: App, command: AppCommand) => {
    if (command === 'publish') void publish(app);
    else if (command === 'unpublish') void unpublish(app);
    else setDialog({ kind: command, app });
  };
  const close = () => {
    setDialog(null);
    if (router.query.openModal) {
      const { openModal: _dropped, ...query } = router.query;
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
    }
  };

  const whenEmpty = searching
    ? { title: t('list.no_match.title', { query: searching }), description: t('list.no_match.description') }
    : filter !== 'all'
      ? { title: t(`list.none_${filter}`), description: t('list.none_filtered_description') }
      : { title: t('list.empty.title'), description: t('list.empty.description') };

  return (
    <AreaListPage
      state={state}
      extra={
        <PlainButton
          variant="primary"
          icon={<PlusIcon />}
          onClick={() => setDialog({ kind: 'create' })}
          onPointerEnter={AppDialogs.preload}
          onFocus={AppDialogs.preload}
        >
          {t('list.create')}
        </PlainButton>
      }
      toolbar={
        <>
          <Segmented<AppFilter>
            label={t('list.filter_label')}
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'all', label: t('list.filters.all') },
              { value: 'published', label: t('list.filters.published') },
              { value: 'unpublished', label: t('list.filters.unpublished') },
            ]}
          />
          <AreaSearch t={t} value={search} onChange={setSearch} />
        </>
      }
    >
      {toasts.holder}
      <AreaListView
        state={state}
        items={apps}
        itemKey={(app) => app.app_code}
        renderItem={(app) => (
          <AppListCard
            app={app}
            fromNow={fromNow}
            actions={
              <AppCardActions
                app={app}
                busy={busyCode === app.app_code}
                onChat={openChat}
                onCommand={onCommand}
                onIntent={AppDialogs.preload}
              />
            }
          />
        )}
        texts={areaListTexts(t)}
        whenEmpty={whenEmpty}
        onRetry={retry}
        testId="app-list"
      />
      <AreaPagination paging={paging} total={total} state={state} pageSizes={APP_PAGE_SIZES} />
      <OnDemand armed={dialog !== null}>
        <Suspense fallback={dialog ? <LoadingMask /> : null}>
          <AppDialogs.Component
            dialog={dialog}
            onClose={close}
            onCreated={(appCode) => {
              setDialog(null);
              void router.push(editorHref({ app_code: appCode, app_name: '', team_mode: '' }));
            }}
            onAdminsSaved={(app) => {
              setDialog(null);
              toasts.success(t('admins.saved', { name: app.app_name }));
            }}
            onDelete={async (app) => {
              if (await remove(app)) setDialog(null);
            }}
          />
        </Suspense>
      </OnDemand>
    </AreaListPage>
  );
}
