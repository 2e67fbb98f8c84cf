import { useTranslation } from 'react-i18next';
import { ToolIcon } from '@/components/common/line-icons';
import { PlainButton } from '@/components/common/plain/plain-button';
import { AreaCard, IconTile, type CardDetail } from '@/components/construct/area-card';
import type { PluginEntry } from './use-plugin-list';
import '@/locales/areas/plugins';

const KNOWN_TYPES = ['http', 'mcp'] as const;
type KnownType = (typeof KNOWN_TYPES)[number];
const isKnownType = (type: string | null | undefined): type is KnownType =>
  (KNOWN_TYPES as readonly (string | null | undefined)[]).includes(type);

/** Whether a market plugin is installed: 0/1 on the wire, a boolean in some builds. */
export function isInstalled(entry: PluginEntry): boolean {
  if (entry.kind === 'mine') return true;
  const { installed } = entry.item;
  return installed === true || (typeof installed === 'number' && installed > 0);
}

function InstalledBadge() {
  const { t } = useTranslation('plugins');
  return (
    <span className="inline-flex items-center gap-1.5 text-xs" data-testid="plugin-installed">
      <span aria-hidden className="inline-block h-2 w-2 rounded-full bg-green-500" />
      {t('card.installed')}
    </span>
  );
}

interface PluginCardProps {
  entry: PluginEntry;
  busy: boolean;
  /** The current user's id: whose an installed plugin is. */
  userId: string;
  fromNow: (time: string | null | undefined) => string | undefined;
  formatDate: (time: string) => string;
  onInstall: (name: string) => void;
  onUninstall: (name: string) => void;
}

/** One plugin: what it is and where it comes from, how much it is used, and install / uninstall. */
export function PluginCard({
  entry,
  busy,
  userId,
  fromNow,
  formatDate,
  onInstall,
  onUninstall,
}: PluginCardProps) {
  const { t } = useTranslation('plugins');
  const { item } = entry;
  const installed = isInstalled(entry);
  const tags = [
    isKnownType(item.type) ? t(`card.types.${item.type}`) : (item.type ?? ''),
    item.version ? t('card.version', { version: item.version }) : '',
    entry.kind === 'market' && entry.item.author ? t('card.author', { author: entry.item.author }) : '',
  ].filter(Boolean);
  const details: CardDetail[] = [];
  if (entry.kind === 'market' && entry.item.storage_channel) {
    details.push({ term: t('card.source'), value: entry.item.storage_channel });
  }
  if (entry.kind === 'mine') {
    const mine = entry.item;
    const count = mine.use_count ?? 0;
    details.push({
      term: t('card.uses'),
      value: t('card.uses_value', { count, succeeded: mine.succ_count ?? 0 }),
    });
    if (mine.gmt_created) details.push({ term: t('card.installed_at'), value: formatDate(mine.gmt_created) });
    details.push({
      term: t('card.owner'),
      value: !mine.user_code
        ? t('card.owner_everyone')
        : mine.user_code === userId
          ? t('card.owner_mine')
          : (mine.user_name ?? mine.user_code),
    });
  }
  const label = t(installed ? 'card.uninstall_label' : 'card.install_label', { name: item.name });
  return (
    <AreaCard
      testId="plugin-card"
      title={item.name}
      icon={
        <IconTile>
          <ToolIcon />
        </IconTile>
      }
      description={entry.kind === 'market' ? entry.item.description : entry.item.file_name}
      status={entry.kind === 'market' && installed ? <InstalledBadge /> : null}
      tags={tags}
      details={details}
      updatedAt={entry.kind === 'market' ? entry.item.gmt_created : null}
      fromNow={fromNow}
      actions={
        <PlainButton
          size="small"
          variant={installed ? 'danger_text' : 'primary'}
          loading={busy}
          aria-label={label}
          onClick={() => (installed ? onUninstall(item.name) : onInstall(item.name))}
        >
          {t(installed ? 'card.uninstall' : 'card.install')}
        </PlainButton>
      }
    />
  );
}
