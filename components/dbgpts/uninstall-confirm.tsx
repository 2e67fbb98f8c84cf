import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/common/confirm-dialog';
import type { PendingUninstall, UsedBy } from './use-package-actions';
import '@/locales/areas/dbgpts';

export interface UninstallConfirmProps {
  pending: PendingUninstall | null;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

const hrefOf = ({ kind, id }: UsedBy[number]) =>
  kind === 'app'
    ? `/construct/app/extra?app_code=${encodeURIComponent(id)}`
    : `/construct/flow/canvas?id=${encodeURIComponent(id)}`;

/** "Uninstall …?": plain, or naming the apps and flows that still use the package (with links to them). */
export default function UninstallConfirm({ pending, onConfirm, onCancel }: UninstallConfirmProps) {
  const { t } = useTranslation('dbgpts');
  const usedBy = pending?.usedBy ?? [];
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? t('uninstall.title', { name: pending.pkg.name }) : ''}
      okText={usedBy.length > 0 ? t('uninstall.confirm_anyway') : t('uninstall.confirm')}
      cancelText={t('uninstall.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      content={
        <div data-testid="uninstall-confirm" className="flex flex-col gap-2">
          {usedBy.length === 0 ? (
            <p className="m-0">{t('uninstall.plain')}</p>
          ) : (
            <>
              <p className="m-0">{t('uninstall.in_use')}</p>
              <ul className="m-0 pl-5" data-testid="uninstall-users">
                {usedBy.map((user) => (
                  <li key={`${user.kind}:${user.id}`}>
                    <Link href={hrefOf(user)} target="_blank">
                      {t(user.kind === 'app' ? 'uninstall.used_app' : 'uninstall.used_flow', {
                        name: user.name,
                      })}
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="m-0">{t('uninstall.in_use_after')}</p>
            </>
          )}
        </div>
      }
    />
  );
}
