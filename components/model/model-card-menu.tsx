import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoreIcon } from '@/components/common/line-icons';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import { PlainMenu, type PlainMenuItem } from '@/components/common/plain/plain-menu';
import type { ModelInstance } from '@/contract/model';
import { isConfigured, modelStatus } from './model-state';
import '@/locales/areas/model';

export type ModelCommand = 'start' | 'stop' | 'delete';

const DeleteConfirm = lazyOnDemand(() => import('./delete-model-confirm'));

interface ModelCardMenuProps {
  model: ModelInstance;
  busy: boolean;
  /** Resolves once the server has answered; the confirmation stays open (and busy) until then. */
  onCommand: (model: ModelInstance, command: ModelCommand) => Promise<void>;
}

/** Start, Stop, and Stop and delete (asked first; not offered for models configured on the server). */
export function ModelCardMenu({ model, busy, onCommand }: ModelCardMenuProps) {
  const { t } = useTranslation('model');
  const [confirming, setConfirming] = useState(false);
  const status = modelStatus(model);
  const configured = isConfigured(model);

  const items: PlainMenuItem<ModelCommand>[] = [
    { key: 'start', label: t('actions.start'), disabled: status === 'healthy' },
    { key: 'stop', label: t('actions.stop'), disabled: status === 'stopped' },
    {
      key: 'delete',
      separated: true,
      danger: !configured,
      disabled: configured,
      label: configured ? (
        <span className="flex max-w-64 flex-col">
          <span>{t('actions.stop_and_delete')}</span>
          <span className="text-xs whitespace-normal">{t('actions.config_cannot_delete')}</span>
        </span>
      ) : (
        t('actions.stop_and_delete')
      ),
    },
  ];

  const select = (command: ModelCommand) => {
    if (command === 'delete') setConfirming(true);
    else void onCommand(model, command);
  };

  const confirmDelete = async () => {
    try {
      await onCommand(model, 'delete');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <PlainMenu
        label={t('card.actions', { name: model.model_name })}
        items={items}
        onSelect={select}
        disabled={busy}
        // The confirmation is antd: start fetching it while the user reads the menu.
        onOpen={configured ? undefined : DeleteConfirm.preload}
      >
        <MoreIcon />
      </PlainMenu>
      <OnDemand armed={confirming}>
        <Suspense fallback={confirming ? <LoadingMask /> : null}>
          <DeleteConfirm.Component
            open={confirming}
            name={model.model_name}
            onConfirm={confirmDelete}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      </OnDemand>
    </>
  );
}
