import { useState } from 'react';
import { Alert, Button, Divider, Drawer, Empty, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdTheme } from '@/components/common/antd-theme';
import type { Toasts } from '@/components/common/plain/toasts';
import type { HubSource } from '@/contract/hub';
import { AddHubForm } from './add-hub-form';
import { HubSourceItem } from './hub-source-item';
import { useHubSources } from './use-hub-sources';
import '@/locales/areas/dbgpts';

export interface HubSettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  /** A hub was added or removed: the package list reloads. */
  onChanged: () => void;
  toast: Pick<Toasts, 'success' | 'error'>;
}

/** Administrators' hub settings: every hub with its state, Add a hub, Remove (not the built-in one). */
export default function HubSettingsDrawer({ open, onClose, onChanged, toast }: HubSettingsDrawerProps) {
  const { t } = useTranslation('dbgpts');
  const { state, reload, add, remove } = useHubSources(open, toast, onChanged);
  const [removing, setRemoving] = useState<HubSource | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    await remove(removing);
    setBusy(false);
    setRemoving(null);
  };

  return (
    <AntdTheme>
      <Drawer
        open={open}
        onClose={onClose}
        title={t('hubs.title')}
        closable={{ 'aria-label': t('drawer.close') }}
        size={560}
        styles={{ wrapper: { maxWidth: '100vw' } }}
      >
        <div className="flex flex-col gap-4" data-testid="hub-settings">
          {state.status === 'loading' && <Skeleton active aria-label={t('hubs.loading')} />}
          {state.status === 'error' && (
            <Alert
              type="error"
              showIcon
              title={t('hubs.load_failed')}
              action={
                <Button size="small" onClick={reload}>
                  {t('hubs.retry')}
                </Button>
              }
            />
          )}
          {state.status === 'ready' && state.hubs.length === 0 && <Empty description={t('hubs.empty')} />}
          {state.status === 'ready' &&
            state.hubs.map((hub) => <HubSourceItem key={hub.id} hub={hub} onRemove={setRemoving} />)}
          <Divider className="my-2" />
          <h3 className="m-0 text-base font-semibold">{t('hubs.add_title')}</h3>
          <AddHubForm onAdd={add} />
        </div>
        <Modal
          open={removing !== null}
          title={removing ? t('hubs.remove_title', { name: removing.name }) : ''}
          okText={t('hubs.remove')}
          cancelText={t('hubs.cancel')}
          okButtonProps={{ danger: true, loading: busy }}
          onOk={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
          destroyOnHidden
        >
          <p data-testid="remove-hub-content">{t('hubs.remove_content')}</p>
        </Modal>
      </Drawer>
    </AntdTheme>
  );
}
