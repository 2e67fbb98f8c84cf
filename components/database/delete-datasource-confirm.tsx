import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/common/confirm-dialog';
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
  return (
    <ConfirmDialog
      open={name !== null}
      title={t('delete.title', { name: name ?? '' })}
      content={t('delete.content')}
      okText={t('delete.ok')}
      cancelText={t('delete.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
