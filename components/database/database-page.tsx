import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import { PlusIcon } from '@/components/common/line-icons';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import { PlainButton } from '@/components/common/plain/plain-button';
import { SearchInput } from '@/components/common/plain/search-input';
import { useToasts } from '@/components/common/plain/toasts';
import { AreaListPage } from '@/components/construct/area-page-parts';
import { AreaListView } from '@/components/construct/area-list-view';
import { areaListTexts } from '@/components/construct/area-list-texts';
import { usePreferences } from '@/contexts/preferences-context';
import { TypeCard } from './type-card';
import type { TypeEntry } from './type-catalogue';
import { typeDescription } from './type-description';
import { useDatabaseCatalogue } from './use-database-catalogue';
import '@/locales/areas/construct';
import '@/locales/areas/database';

// The drawer, its forms and confirmations are antd: they load when the user first opens a type.
const TypeDrawer = lazyOnDemand(() => import('./type-drawer-island'));
const TypePicker = lazyOnDemand(() => import('./type-picker'));

/**
 * `/construct/database`: every database type the server describes as a tile (icon, description in the
 * user's language, how many data sources), searchable; a tile opens the type's drawer with its data
 * sources and the create/edit forms. Paints without antd.
 */
export default function DatabasePage() {
  const { t } = useTranslation(['database', 'construct']);
  const { t: cardT } = useTranslation('database');
  const { language } = usePreferences();
  const describe = useCallback((entry: TypeEntry) => typeDescription(entry, t, language), [t, language]);
  const { state, retry, reload, search, setSearch, entries, shown, total } = useDatabaseCatalogue(describe);
  const [openType, setOpenType] = useState<string | null>(null);
  // Opened from "New data source": the drawer starts with the create form.
  const [startCreating, setStartCreating] = useState(false);
  const [picking, setPicking] = useState(false);
  const toasts = useToasts();
  const opened = entries.find((entry) => entry.name === openType) ?? null;
  const describedByServer = entries.some((entry) => entry.creatable);

  return (
    <AreaListPage
      state={state}
      extra={
        state.status === 'ready' && describedByServer ? (
          <PlainButton
            variant="primary"
            icon={<PlusIcon />}
            onClick={() => setPicking(true)}
            onPointerEnter={TypePicker.preload}
            onFocus={TypePicker.preload}
          >
            {t('picker.add')}
          </PlainButton>
        ) : undefined
      }
      note={
        state.status === 'ready' && !describedByServer && entries.length > 0
          ? t('list.catalogue_only')
          : undefined
      }
      toolbar={
        <>
          <SearchInput
            label={t('list.search_label')}
            placeholder={t('list.search_placeholder')}
            clearLabel={t('list.search_clear')}
            value={search}
            onChange={setSearch}
            className="max-w-sm"
          />
          {/* Its line is kept while the grid loads: the count arriving moves nothing. */}
          <span
            className="text-sm opacity-70"
            data-testid="datasource-total"
            aria-hidden={state.status !== 'ready'}
          >
            {state.status === 'ready' ? t('list.total', { count: total }) : '\u00a0'}
          </span>
        </>
      }
    >
      {toasts.holder}
      <AreaListView
        state={state}
        items={shown}
        itemKey={(entry) => entry.name}
        renderItem={(entry) => (
          <TypeCard
            entry={entry}
            t={cardT}
            description={describe(entry)}
            onOpen={(next) => {
              setStartCreating(false);
              setOpenType(next.name);
            }}
            onIntent={TypeDrawer.preload}
          />
        )}
        texts={areaListTexts(t)}
        whenEmpty={
          search.trim()
            ? { title: t('list.no_match.title'), description: t('list.no_match.description') }
            : { title: t('list.empty.title'), description: t('list.empty.description') }
        }
        onRetry={retry}
        testId="database-types"
      />
      <OnDemand armed={picking}>
        <Suspense fallback={picking ? <LoadingMask /> : null}>
          <TypePicker.Component
            open={picking}
            entries={entries}
            describe={describe}
            onClose={() => setPicking(false)}
            onPick={(entry) => {
              setPicking(false);
              setStartCreating(true);
              setOpenType(entry.name);
            }}
          />
        </Suspense>
      </OnDemand>
      <OnDemand armed={opened !== null}>
        <Suspense fallback={opened ? <LoadingMask /> : null}>
          <TypeDrawer.Component
            entry={opened}
            startCreating={startCreating}
            onClose={() => {
              setOpenType(null);
              setStartCreating(false);
            }}
            onChanged={reload}
            toast={toasts}
          />
        </Suspense>
      </OnDemand>
    </AreaListPage>
  );
}
