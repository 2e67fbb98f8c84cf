import { useState } from 'react';
import { Alert, Button, Modal, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/common/confirm-dialog';
import type { App } from '@/contract/app';
import { EMBED_EXPIRY_DAYS } from '@/contract/constants/embed';
import type { EmbedLink } from '@/contract/embed';
import { EmbedLinkItem } from './embed-link-item';
import { useEmbedLinks } from './use-embed-links';
import '@/locales/areas/embed';

const NEVER = 0;

interface EmbedDialogProps {
  app: App;
  onClose: () => void;
}

/** An app's embed links: create one (with an optional expiry), copy its address or iframe snippet, revoke. */
export default function EmbedDialog({ app, onClose }: EmbedDialogProps) {
  const { t } = useTranslation('embed');
  const { state, reload, create, revoke } = useEmbedLinks(app.app_code);
  const [expiry, setExpiry] = useState<number>(NEVER);
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<EmbedLink | null>(null);
  const [openedAt] = useState(Date.now);

  const createLink = async () => {
    setCreating(true);
    setFailure(null);
    const outcome = await create(expiry === NEVER ? null : expiry);
    setCreating(false);
    if (typeof outcome === 'string') setFailure(outcome);
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    const problem = await revoke(revoking.id);
    setFailure(problem);
    setRevoking(null);
  };

  const expiryOptions = [
    { value: NEVER, label: t('expiry_never') },
    ...EMBED_EXPIRY_DAYS.map((days) => ({ value: days, label: t('expiry_days', { count: days }) })),
  ];

  return (
    <Modal
      open
      title={t('title', { name: app.app_name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      destroyOnHidden
      width={640}
    >
      <p className="opacity-70">{t('intro')}</p>
      {state.status === 'loading' && <Spin aria-label={t('links')} />}
      {state.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('load_failed')}
          action={
            <Button size="small" onClick={reload}>
              {t('retry')}
            </Button>
          }
        />
      )}
      {state.status === 'ready' && (
        <>
          {state.embed_origins.length === 0 ? (
            <Alert type="warning" showIcon title={t('origins_missing')} data-testid="embed-origins-missing" />
          ) : (
            <p className="text-xs opacity-70">
              {t('origins_set', { origins: state.embed_origins.join(', ') })}
            </p>
          )}
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-sm">
              <span>{t('expiry')}</span>
              <Select
                aria-label={t('expiry')}
                value={expiry}
                onChange={setExpiry}
                options={expiryOptions}
                className="min-w-40"
              />
            </label>
            <Button type="primary" loading={creating} onClick={() => void createLink()}>
              {creating ? t('creating') : t('create')}
            </Button>
          </div>
          {failure && <Alert className="mt-3" type="error" showIcon title={failure} />}
          <h3 className="mb-0 mt-4 text-sm font-semibold">{t('links')}</h3>
          {state.links.length === 0 ? (
            <p className="opacity-70">{t('empty')}</p>
          ) : (
            <ul className="m-0 list-none p-0">
              {state.links.map((link) => (
                <EmbedLinkItem
                  key={link.id}
                  link={link}
                  appName={app.app_name}
                  onRevoke={setRevoking}
                  now={openedAt}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('revoke_title')}
        content={t('revoke_content')}
        okText={t('revoke')}
        cancelText={t('cancel')}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Modal>
  );
}
