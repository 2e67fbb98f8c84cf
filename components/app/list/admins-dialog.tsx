import { useEffect, useState } from 'react';
import { Alert, Modal, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { getAppAdmins, updateAppAdmins } from '@/client/api/app';
import { apiInterceptors } from '@/client/envelope';
import { failureReason, succeeded } from '@/components/database/request-failure';
import type { App } from '@/contract/app';
import { adminsOf } from '../admins-value';
import '@/locales/areas/app';

interface AdminsDialogProps {
  app: App;
  onClose: () => void;
  onSaved: (app: App) => void;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; admins: string[] };

/** The app's admins as tags: type a user id and Enter to add, × to remove; Save stores the list. */
export function AdminsDialog({ app, onClose, onSaved }: AdminsDialogProps) {
  const { t } = useTranslation('app');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [admins, setAdmins] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void apiInterceptors(getAppAdmins(app.app_code)).then((result) => {
      if (!live) return;
      if (!succeeded(result)) return setLoaded({ status: 'failed' });
      const current = adminsOf(result[1]);
      setAdmins(current);
      setLoaded({ status: 'ready', admins: current });
    });
    return () => {
      live = false;
    };
  }, [app.app_code]);

  const save = async () => {
    setBusy(true);
    setFailure(null);
    const cleaned = [...new Set(admins.map((admin) => admin.trim()).filter(Boolean))];
    const result = await apiInterceptors(updateAppAdmins({ app_code: app.app_code, admins: cleaned }), '*');
    setBusy(false);
    if (!succeeded(result)) return setFailure(failureReason(result));
    onSaved(app);
  };

  return (
    <Modal
      open
      title={t('admins.title', { name: app.app_name })}
      okText={t('admins.save')}
      cancelText={t('admins.cancel')}
      okButtonProps={{ loading: busy, disabled: loaded.status !== 'ready' }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="opacity-70">{t('admins.description')}</p>
      {loaded.status === 'loading' && <Spin aria-label={t('admins.loading')} />}
      {loaded.status === 'failed' && <Alert type="error" showIcon title={t('admins.load_failed')} />}
      {loaded.status === 'ready' && (
        <label className="flex flex-col gap-1">
          <span>{t('admins.label')}</span>
          <Select
            mode="tags"
            aria-label={t('admins.label')}
            value={admins}
            onChange={setAdmins}
            placeholder={t('admins.placeholder')}
            open={false}
            tokenSeparators={[',', ' ']}
            className="w-full"
          />
        </label>
      )}
      {failure && <Alert className="mt-3" type="error" showIcon title={failure} />}
    </Modal>
  );
}
