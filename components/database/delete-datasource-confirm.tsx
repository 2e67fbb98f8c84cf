import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/database';

interface DeleteDatasourceConfirmProps {
  name: string | null;
  /** Resolves once the server has answered; the dialog stays open (and busy) until then. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** "Delete the data source “sales”?": names what goes, and says the database itself stays. */
export function DeleteDatasourceConfirm({ name, onConfirm, onCancel }: DeleteDatasourceConfirmProps) {
  const { t } = useTranslation('database');
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
    <Modal
      open={name !== null}
      title={t('delete.title', { name: name ?? '' })}
      okText={t('delete.ok')}
      cancelText={t('delete.cancel')}
      okButtonProps={{ danger: true, loading: deleting }}
      onOk={() => void confirm()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {t('delete.content')}
    </Modal>
  );
}
