import { useState } from 'react';
import { Alert, Button, Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Toasts } from '@/components/common/plain/toasts';
import { ConnectionItem } from './connection-item';
import { DatasourceFormDialog } from './datasource-form-dialog';
import { toDatasourceView, type DatasourceView } from './datasource-view';
import type { Datasource } from '@/contract/datasource';
import { DeleteDatasourceConfirm } from './delete-datasource-confirm';
import type { TypeEntry } from './type-catalogue';
import { useDatasourceCommands } from './use-datasource-commands';
import '@/locales/areas/database';

export interface TypeDrawerProps {
  /** The type shown; null closes the drawer. */
  entry: TypeEntry | null;
  /** Open with the create form (the page's "New data source" chose this type). */
  startCreating?: boolean;
  onClose: () => void;
  /** A data source was added, changed or deleted: the grid reloads. */
  onChanged: () => void;
  toast: Pick<Toasts, 'success' | 'error'>;
}

type Editing = { mode: 'create' } | { mode: 'edit'; source: DatasourceView };

/** A type's data sources, with Add, and per data source Browse schema, Refresh, Edit and Delete. */
export function TypeDrawer({ entry, startCreating = false, onClose, onChanged, toast }: TypeDrawerProps) {
  const { t } = useTranslation('database');
  const creating = (next: TypeEntry | null): Editing | null =>
    next && startCreating && next.creatable ? { mode: 'create' } : null;
  // Keeps the last type on screen while the drawer slides away.
  const [shown, setShown] = useState<TypeEntry | null>(entry);
  const [editing, setEditing] = useState<Editing | null>(() => creating(entry));
  const [openedFor, setOpenedFor] = useState<string | null>(entry?.name ?? null);
  if (entry && entry !== shown) setShown(entry);
  // Opened again (for this or another type): start with the form if asked; a reload of the same type keeps it.
  if ((entry?.name ?? null) !== openedFor) {
    setOpenedFor(entry?.name ?? null);
    if (entry) setEditing(creating(entry));
  }
  const [deleting, setDeleting] = useState<DatasourceView | null>(null);
  const commands = useDatasourceCommands(toast, onChanged);
  if (!shown) return null;

  const saved = (name: string, created: boolean, record: Datasource | null) => {
    setEditing(null);
    toast.success(t(created ? 'form.created' : 'form.updated', { name }));
    onChanged();
    // Saving just connected: read its tables now, in the background, rather than leave it "never read"
    // (a type without a connector on this server cannot be read).
    if (created && record && shown.hasConnector)
      void commands.readSchema({ ...toDatasourceView(record), displayName: name });
  };
  const add = shown.creatable ? (
    <Button type="primary" onClick={() => setEditing({ mode: 'create' })}>
      {t('drawer.add')}
    </Button>
  ) : null;

  return (
    <Drawer
      open={entry !== null}
      onClose={onClose}
      title={t('drawer.title', { type: shown.label })}
      extra={add}
      closable={{ 'aria-label': t('drawer.close') }}
      size={560}
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      <div className="flex flex-col gap-3" data-testid="type-drawer">
        {shown.creatable && !shown.hasConnector && (
          <Alert type="warning" showIcon title={t('drawer.no_connector', { type: shown.label })} />
        )}
        {!shown.creatable && (
          <Alert type="info" showIcon title={t('drawer.not_creatable', { type: shown.label })} />
        )}
        {shown.sources.length === 0 ? (
          <Empty description={t('drawer.empty', { type: shown.label })}>
            <p className="opacity-70">{t('drawer.empty_hint')}</p>
            {add}
          </Empty>
        ) : (
          <ul
            className="m-0 flex list-none flex-col gap-3 p-0"
            aria-label={t('drawer.title', { type: shown.label })}
          >
            {shown.sources.map((source) => (
              <li key={source.id}>
                <ConnectionItem
                  source={source}
                  editable={shown.creatable}
                  refreshing={commands.isRefreshing(source)}
                  onRefresh={() => void commands.refresh(source)}
                  onEdit={() => setEditing({ mode: 'edit', source })}
                  onDelete={() => setDeleting(source)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing && (
        <DatasourceFormDialog
          entry={shown}
          editing={editing.mode === 'edit' ? editing.source : null}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <DeleteDatasourceConfirm
        name={deleting?.displayName ?? null}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await commands.remove(deleting);
          setDeleting(null);
        }}
      />
    </Drawer>
  );
}
