import { useTranslation } from 'react-i18next';
import { AdminControls } from '@/components/auth/admin-controls';
import { ReloadIcon } from '@/components/common/line-icons';
import { PlainButton } from '@/components/common/plain/plain-button';
import { Segmented } from '@/components/common/plain/segmented';
import { Spinner } from '@/components/common/plain/spinner';
import { ControlIcon } from '@/components/common/line-icons';
import { AreaSearch } from '@/components/construct/area-list-texts';
import {
  DBGPTS_TYPES,
  type DbgptsSource,
  type DbgptsTypeFilter,
  type useDbgptsList,
} from './use-dbgpts-list';
import '@/locales/areas/dbgpts';

interface DbgptsToolbarProps {
  list: ReturnType<typeof useDbgptsList>;
  refreshing: boolean;
  onRefresh: () => void;
  onOpenHubs: () => void;
  onHubsIntent: () => void;
}

/** Community / My, the type, the keyword (Enter reads the list again), and for admins Refresh and the hubs. */
export function DbgptsToolbar({
  list,
  refreshing,
  onRefresh,
  onOpenHubs,
  onHubsIntent,
}: DbgptsToolbarProps) {
  const { t } = useTranslation('dbgpts');
  return (
    <>
      <Segmented<DbgptsSource>
        label={t('list.source_label')}
        value={list.source}
        onChange={list.setSource}
        options={[
          { value: 'hub', label: t('list.sources.hub') },
          { value: 'installed', label: t('list.sources.installed') },
        ]}
      />
      {/* Six choices are wider than a phone: the row scrolls sideways there rather than the page. */}
      <div className="max-w-full overflow-x-auto">
        <Segmented<DbgptsTypeFilter>
          label={t('list.type_label')}
          value={list.type}
          onChange={list.setType}
          options={[
            { value: 'all', label: t('list.types.all') },
            ...DBGPTS_TYPES.map((value) => ({ value, label: t(`list.types.${value}`) })),
          ]}
        />
      </div>
      <form
        role="search"
        className="w-full max-w-xs"
        onSubmit={(event) => {
          event.preventDefault();
          list.reload();
        }}
      >
        <AreaSearch t={t} value={list.search} onChange={list.setSearch} />
      </form>
      <AdminControls>
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          {refreshing && (
            <span
              role="status"
              className="inline-flex items-center gap-2 text-sm opacity-70"
              data-testid="refresh-status"
            >
              <Spinner />
              {t('refresh.running')}
            </span>
          )}
          <PlainButton icon={<ReloadIcon />} loading={refreshing} onClick={onRefresh}>
            {t('refresh.button')}
          </PlainButton>
          <PlainButton
            icon={<ControlIcon />}
            onClick={onOpenHubs}
            onPointerEnter={onHubsIntent}
            onFocus={onHubsIntent}
          >
            {t('hubs.button')}
          </PlainButton>
        </div>
      </AdminControls>
    </>
  );
}
