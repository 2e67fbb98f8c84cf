import { useState } from 'react';
import { MoreOutlined } from '@ant-design/icons';
import { Dropdown, Modal, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import type { ModelInstance } from '@/contract/model';
import { isConfigured, modelStatus } from './model-state';
import '@/locales/areas/model';

export type ModelCommand = 'start' | 'stop' | 'delete';

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
  const [deleting, setDeleting] = useState(false);
  const status = modelStatus(model);
  const configured = isConfigured(model);

  const items: MenuProps['items'] = [
    { key: 'start', label: t('actions.start'), disabled: status === 'healthy' },
    { key: 'stop', label: t('actions.stop'), disabled: status === 'stopped' },
    { type: 'divider' },
    {
      key: 'delete',
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

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'delete') setConfirming(true);
    else void onCommand(model, key as ModelCommand);
  };

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await onCommand(model, 'delete');
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} disabled={busy} placement="bottomRight">
        <IconButton label={t('card.actions', { name: model.model_name })} disabled={busy}>
          <MoreOutlined aria-hidden />
        </IconButton>
      </Dropdown>
      <Modal
        open={confirming}
        title={t('confirm_delete.title', { name: model.model_name })}
        okText={t('confirm_delete.ok')}
        cancelText={t('confirm_delete.cancel')}
        okButtonProps={{ danger: true, loading: deleting }}
        onOk={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        {t('confirm_delete.content')}
      </Modal>
    </>
  );
}
