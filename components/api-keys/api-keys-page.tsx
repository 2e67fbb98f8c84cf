import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInOffNotice } from '@/components/auth/sign-in-off';
import { useSignedIn } from '@/components/auth/signed-in-context';
import { PageHeader } from '@/components/common/page-header';
import { PlainButton } from '@/components/common/plain/plain-button';
import { Segmented } from '@/components/common/plain/segmented';
import { Spinner } from '@/components/common/plain/spinner';
import { useToasts } from '@/components/common/plain/toasts';
import { RetryPanel } from '@/components/common/retry-panel';
import { useConfirm } from '@/components/knowledge/use-confirm';
import type { ApiKey, CreatedApiKey } from '@/contract/api-keys';
import { CreateKeyForm } from './create-key-form';
import { CreatedKeyNotice } from './created-key-notice';
import { useApiKeys } from './use-api-keys';
import { formatDateTime } from '@/utils/date-format';
import { API_BASE_URL } from '@/client/http-base';
import '@/locales/areas/api-keys';

const COLUMNS = ['name', 'owner', 'prefix', 'created', 'last_used', 'actions'] as const;

interface KeyTableProps {
  keys: ApiKey[];
  /** Every user's keys: an owner column. */
  withOwner: boolean;
  onRevoke: (key: ApiKey) => void;
}

function KeyRow({ apiKey, withOwner, onRevoke }: Omit<KeyTableProps, 'keys'> & { apiKey: ApiKey }) {
  const { t, i18n } = useTranslation('apiKeys');
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <tr
      data-testid="api-key-row"
      className="border-0 border-t border-solid border-black/5 dark:border-white/10"
    >
      <td className="px-3 py-2">{apiKey.name}</td>
      {withOwner && <td className="px-3 py-2">{apiKey.account_email}</td>}
      <td className="px-3 py-2 font-mono">{apiKey.prefix}…</td>
      <td className="px-3 py-2">{when(apiKey.created_at)}</td>
      <td className="px-3 py-2">{apiKey.last_used_at ? when(apiKey.last_used_at) : t('never_used')}</td>
      <td className="px-3 py-2">
        <PlainButton
          size="small"
          variant="danger_text"
          aria-label={t('revoke_label', { name: apiKey.name })}
          onClick={() => onRevoke(apiKey)}
        >
          {t('revoke')}
        </PlainButton>
      </td>
    </tr>
  );
}

function KeyTable({ keys, withOwner, onRevoke }: KeyTableProps) {
  const { t } = useTranslation('apiKeys');
  if (keys.length === 0) return <p className="m-0 py-6 text-center opacity-60">{t('empty')}</p>;
  return (
    // A phone scrolls the table sideways rather than breaking every cell into a column of syllables.
    <div className="overflow-x-auto">
      <table className="sticky-actions w-full border-collapse whitespace-nowrap text-left text-sm">
        <thead>
          <tr className="opacity-70">
            {COLUMNS.filter((column) => withOwner || column !== 'owner').map((column) => (
              <th key={column} className="px-3 py-2 font-medium">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} withOwner={withOwner} onRevoke={onRevoke} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/settings/api-keys`: the signed-in user's API keys — list, create (the key shown once), revoke. */
export default function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  const isAdmin = useSignedIn()?.me.user.role === 'admin';
  const [scope, setScope] = useState<'mine' | 'all'>('mine');
  const showAll = isAdmin && scope === 'all';
  const { list, reload, create, revoke } = useApiKeys(showAll);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const toasts = useToasts();
  const confirm = useConfirm();

  const onCreate = async (name: string) => {
    const key = await create(name);
    if (key) setCreated(key);
    return key !== null;
  };

  const onRevoke = (key: ApiKey) =>
    confirm.ask({
      title: t('revoke_title', { name: key.name }),
      content: t('revoke_content'),
      okText: t('revoke'),
      cancelText: t('cancel'),
      onConfirm: async () => {
        if (await revoke(key)) toasts.success(t('revoked', { name: key.name }));
      },
    });

  return (
    <div className="h-full overflow-y-auto">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="flex max-w-4xl flex-col gap-4 px-6 pb-6 pt-2">
        <p className="m-0 text-sm">
          {/* The server's own page (Swagger UI on /openapi.json), outside this app's routes. */}
          <a
            href={`${API_BASE_URL}/api/docs`}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary-text"
          >
            {t('docs_link')}
          </a>{' '}
          <span className="opacity-70">{t('docs_hint')}</span>
        </p>
        {created && <CreatedKeyNotice created={created} onDone={() => setCreated(null)} />}
        {list.kind === 'off' && <SignInOffNotice area="api_keys" />}
        {list.kind !== 'off' && <CreateKeyForm onCreate={onCreate} />}
        {isAdmin && list.kind !== 'off' && (
          <Segmented
            label={t('scope')}
            value={scope}
            onChange={setScope}
            options={[
              { value: 'mine', label: t('scope_mine') },
              { value: 'all', label: t('scope_all') },
            ]}
          />
        )}
        {list.kind === 'loading' && <Spinner className="mx-auto my-6 text-2xl" />}
        {list.kind === 'failed' && <RetryPanel title={t('load_failed')} onRetry={() => void reload()} />}
        {list.kind === 'ready' && <KeyTable keys={list.keys} withOwner={showAll} onRevoke={onRevoke} />}
      </div>
      {confirm.holder}
      {toasts.holder}
    </div>
  );
}
