import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdTheme } from '@/components/common/antd-theme';
import '@/locales/areas/model';

export interface DeleteModelConfirmProps {
  open: boolean;
  name: string;
  /** Resolves once the server has answered; the dialog stays open (and busy) until then. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** "Stop and delete gpt-4o?": antd's modal, loaded when the user first asks to delete a model. */
export default function DeleteModelConfirm({ open, name, onConfirm, onCancel }: DeleteModelConfirmProps) {
  const { t } = useTranslation('model');
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <AntdTheme>
      <Modal
        open={open}
        title={t('confirm_delete.title', { name })}
        okText={t('confirm_delete.ok')}
        cancelText={t('confirm_delete.cancel')}
        okButtonProps={{ danger: true, loading: deleting }}
        onOk={() => void confirm()}
        onCancel={onCancel}
        destroyOnHidden
      >
        {t('confirm_delete.content')}
      </Modal>
    </AntdTheme>
  );
}
