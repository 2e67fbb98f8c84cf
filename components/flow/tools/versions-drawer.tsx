import { useCallback, useEffect, useState } from 'react';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { getFlowVersions, restoreFlowVersion } from '@/client/api/flow';
import { apiInterceptors } from '@/client/envelope';
import ConfirmDialog from '@/components/common/confirm-dialog';
import { PlainButton } from '@/components/common/plain/plain-button';
import { Spinner } from '@/components/common/plain/spinner';
import type { Toasts } from '@/components/common/plain/toasts';
import { RetryPanel } from '@/components/common/retry-panel';
import { succeeded } from '@/components/database/request-failure';
import type { FlowVersion } from '@/contract/flow';
import { formatDateTime } from '@/utils/date-format';
import '@/locales/areas/flow-tools';

type Versions = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: FlowVersion[] };

interface VersionsDrawerProps {
  uid: string;
  readOnly: boolean;
  toasts: Toasts;
  /** A version became the flow's definition: the canvas loads it. */
  onRestored: () => void;
  onClose: () => void;
}

const nodeLabels = (version: FlowVersion) =>
  (version.flow_data?.nodes ?? [])
    .map((node) => {
      const data = node.data as { label?: unknown; name?: unknown };
      return typeof data.label === 'string'
        ? data.label
        : typeof data.name === 'string'
          ? data.name
          : node.id;
    })
    .join(', ');

/** The definitions kept at each save (beyond DB-GPT): when, by whom, what; restore one after confirming. */
export default function VersionsDrawer({ uid, readOnly, toasts, onRestored, onClose }: VersionsDrawerProps) {
  const { t, i18n } = useTranslation('flowTools');
  const [versions, setVersions] = useState<Versions>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [restoring, setRestoring] = useState<FlowVersion | null>(null);
  useEffect(() => {
    let live = true;
    void apiInterceptors(getFlowVersions(uid), '*').then((result) => {
      if (!live) return;
      if (!succeeded(result)) return setVersions({ status: 'failed' });
      const items = [...(result[1] ?? [])].sort((a, b) => b.version - a.version);
      setVersions({ status: 'ready', items });
    });
    return () => {
      live = false;
    };
  }, [uid, attempt]);
  const retry = useCallback(() => {
    setVersions({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const restore = async (version: FlowVersion) => {
    const result = await apiInterceptors(restoreFlowVersion(uid, version.version));
    if (!succeeded(result)) return;
    setRestoring(null);
    toasts.success(t('versions.restored', { version: version.version }));
    onRestored();
  };

  return (
    <Drawer
      open
      title={t('versions.title')}
      onClose={onClose}
      size={480}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      closable={{ 'aria-label': t('close') }}
      destroyOnHidden
    >
      <div className="flex flex-col gap-3 text-sm" data-testid="flow-versions">
        <p className="m-0 opacity-70">{t('versions.intro')}</p>
        {versions.status === 'loading' && <Spinner label={t('versions.loading')} className="m-auto" />}
        {versions.status === 'failed' && <RetryPanel title={t('versions.failed')} onRetry={retry} />}
        {versions.status === 'ready' && versions.items.length === 0 && (
          <p className="m-0 opacity-70">{t('versions.empty')}</p>
        )}
        {versions.status === 'ready' && versions.items.length > 0 && (
          <ol className="m-0 flex list-none flex-col gap-2 p-0">
            {versions.items.map((version) => (
              <li
                key={version.version}
                aria-label={t('versions.version', { version: version.version })}
                className="flex flex-col gap-1 rounded border border-black/10 p-2 dark:border-white/10"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <strong>{t('versions.version', { version: version.version })}</strong>
                  <span className="opacity-70">{formatDateTime(version.gmt_created, i18n.language)}</span>
                  <span className="opacity-70">{t('versions.by', { name: version.saved_by })}</span>
                  {!readOnly && (
                    <PlainButton size="small" className="ml-auto" onClick={() => setRestoring(version)}>
                      {t('versions.restore')}
                    </PlainButton>
                  )}
                </div>
                <span>
                  {version.label}
                  {' — '}
                  <span className="opacity-70">{version.description || t('versions.no_note')}</span>
                </span>
                <span className="opacity-70">
                  {t('versions.shape', {
                    nodes: t('nodes', { count: version.flow_data?.nodes.length ?? 0 }),
                    edges: t('versions.edges', { count: version.flow_data?.edges.length ?? 0 }),
                  })}
                </span>
                {nodeLabels(version) && (
                  <span className="break-words text-xs opacity-60">
                    {t('versions.node_names', { names: nodeLabels(version) })}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      <ConfirmDialog
        open={restoring !== null}
        title={t('versions.restore_title', { version: restoring?.version ?? '' })}
        content={t('versions.restore_content')}
        okText={t('versions.restore')}
        cancelText={t('cancel')}
        onConfirm={() => (restoring ? restore(restoring) : Promise.resolve())}
        onCancel={() => setRestoring(null)}
      />
    </Drawer>
  );
}
