import { Alert, Button, Drawer, Skeleton, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdTheme } from '@/components/common/antd-theme';
import { PackageFacts } from './package-facts';
import type { PackageRef } from './use-package-actions';
import { usePackageDetail } from './use-package-detail';
import '@/locales/areas/dbgpts';

export interface PackageDrawerProps {
  /** The package shown; null closes the drawer. */
  target: PackageRef | null;
  /** Changes after an install or uninstall, so the details are read again. */
  version: number;
  busy: boolean;
  onInstall: (pkg: PackageRef) => void;
  onUninstall: (pkg: PackageRef) => void;
  onClose: () => void;
}

/** A package's details: what it is, what installing adds, its manifest and README; Install / Uninstall. */
export default function PackageDrawer({
  target,
  version,
  busy,
  onInstall,
  onUninstall,
  onClose,
}: PackageDrawerProps) {
  const { t } = useTranslation('dbgpts');
  const { state, retry } = usePackageDetail(target, version);
  const detail = state.status === 'ready' ? state.detail : null;
  const pkg = target && detail ? { ...target, type: detail.type, name: detail.name } : target;

  const action =
    pkg && detail ? (
      detail.installed ? (
        <Button loading={busy} onClick={() => onUninstall(pkg)}>
          {t('card.uninstall')}
        </Button>
      ) : detail.installable ? (
        <Button type="primary" loading={busy} onClick={() => onInstall(pkg)}>
          {t('card.install')}
        </Button>
      ) : (
        <Tooltip title={detail.reason || t('card.cannot_install')}>
          <Button type="primary" disabled>
            {t('card.install')}
          </Button>
        </Tooltip>
      )
    ) : null;

  return (
    <AntdTheme>
      <Drawer
        open={target !== null}
        onClose={onClose}
        title={detail?.label || target?.name}
        extra={action}
        closable={{ 'aria-label': t('drawer.close') }}
        size={640}
        styles={{ wrapper: { maxWidth: '100vw' } }}
      >
        <div data-testid="package-drawer">
          {state.status === 'loading' && <Skeleton active aria-label={t('drawer.loading')} />}
          {state.status === 'error' && (
            <Alert
              type="error"
              showIcon
              title={t('drawer.load_failed')}
              action={
                <Button size="small" onClick={retry}>
                  {t('drawer.retry')}
                </Button>
              }
            />
          )}
          {detail && <PackageFacts detail={detail} />}
        </div>
      </Drawer>
    </AntdTheme>
  );
}
