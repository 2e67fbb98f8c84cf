import { Button, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRelativeTime } from '@/components/model/use-relative-time';
import type { HubSource } from '@/contract/hub';
import '@/locales/areas/dbgpts';

/** One configured hub: where it is, what it holds, when it was read and why that failed; Remove. */
export function HubSourceItem({ hub, onRemove }: { hub: HubSource; onRemove: (hub: HubSource) => void }) {
  const { t } = useTranslation('dbgpts');
  const fromNow = useRelativeTime();
  const items = [
    { key: 'channel', label: t('hubs.channel'), children: t(`hubs.channels.${hub.channel}`) },
    { key: 'url', label: t('hubs.url'), children: <code className="break-all">{hub.url}</code> },
    ...(hub.channel === 'git'
      ? [{ key: 'branch', label: t('hubs.branch'), children: hub.branch ?? '—' }]
      : []),
    {
      key: 'token',
      label: t('hubs.token'),
      children: hub.has_token ? t('hubs.token_set') : t('hubs.token_unset'),
    },
    { key: 'packages', label: t('hubs.packages'), children: String(hub.package_count) },
    {
      key: 'refreshed',
      label: t('hubs.last_refreshed'),
      children: hub.last_refreshed ? (fromNow(hub.last_refreshed) ?? hub.last_refreshed) : t('hubs.never'),
    },
    ...(hub.last_error
      ? [
          {
            key: 'error',
            label: t('hubs.last_error'),
            children: <span className="text-[#cf1322] dark:text-[#ff7875]">{hub.last_error}</span>,
          },
        ]
      : []),
  ];
  return (
    <article aria-label={hub.name} data-testid="hub-source" className="flex flex-col gap-2">
      <header className="flex items-center gap-2">
        <h3 className="m-0 min-w-0 flex-1 truncate text-base font-semibold">{hub.name}</h3>
        {hub.last_error && <Tag color="error">{t('hubs.last_error')}</Tag>}
        {hub.channel !== 'builtin' && (
          <Button
            size="small"
            danger
            aria-label={t('hubs.remove_label', { name: hub.name })}
            onClick={() => onRemove(hub)}
          >
            {t('hubs.remove')}
          </Button>
        )}
      </header>
      <Descriptions size="small" column={1} bordered items={items} />
    </article>
  );
}
