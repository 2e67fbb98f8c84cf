import { useTranslation } from 'react-i18next';
import { AntdTheme } from '@/components/common/antd-theme';
import ConfirmDialog from '@/components/common/confirm-dialog';
import type { App } from '@/contract/app';
import { CreateAppDialog } from '../create/create-app-dialog';
import EmbedDialog from '../embed/embed-dialog';
import { AdminsDialog } from './admins-dialog';
import '@/locales/areas/app';

export type AppDialog =
  | { kind: 'create' }
  | { kind: 'admins'; app: App }
  | { kind: 'embed'; app: App }
  | { kind: 'delete'; app: App }
  | null;

interface AppDialogsProps {
  dialog: AppDialog;
  onClose: () => void;
  onCreated: (appCode: string, name: string) => void;
  onAdminsSaved: (app: App) => void;
  onDelete: (app: App) => Promise<void>;
}

/** The app list's antd dialogs (create, admins, embed, delete), loaded the first time one is opened. */
export default function AppDialogsIsland({
  dialog,
  onClose,
  onCreated,
  onAdminsSaved,
  onDelete,
}: AppDialogsProps) {
  const { t } = useTranslation('app');
  const deleting = dialog?.kind === 'delete' ? dialog.app : null;
  return (
    <AntdTheme>
      <CreateAppDialog open={dialog?.kind === 'create'} onClose={onClose} onCreated={onCreated} />
      {dialog?.kind === 'admins' && (
        <AdminsDialog app={dialog.app} onClose={onClose} onSaved={onAdminsSaved} />
      )}
      {dialog?.kind === 'embed' && <EmbedDialog app={dialog.app} onClose={onClose} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title', { name: deleting?.app_name ?? '' })}
        content={t('delete.content')}
        okText={t('delete.ok')}
        cancelText={t('delete.cancel')}
        onConfirm={() => (deleting ? onDelete(deleting) : Promise.resolve())}
        onCancel={onClose}
      />
    </AntdTheme>
  );
}
