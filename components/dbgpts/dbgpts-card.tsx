import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApartmentIcon, ControlIcon, DatabaseIcon, RobotIcon } from '@/components/common/line-icons';
import { AppsIcon } from '@/components/common/shell-icons';
import { AreaCard, IconTile } from '@/components/construct/area-card';
import { isOneOf } from '@/components/construct/one-of';
import { DBGPTS_TYPES, type DbgptsEntry, type DbgptsType } from './use-dbgpts-list';
import '@/locales/areas/plugin';

const TYPE_ICONS: Record<DbgptsType, ReactNode> = {
  flow: <ApartmentIcon />,
  agent: <RobotIcon />,
  resource: <DatabaseIcon />,
  app: <AppsIcon />,
  operator: <ControlIcon />,
};

/** Whether a hub package is installed: 0/1 on the wire, a boolean in some builds. */
function isInstalled(entry: DbgptsEntry): boolean {
  if (entry.kind === 'installed') return true;
  return (
    entry.item.installed === true || (typeof entry.item.installed === 'number' && entry.item.installed > 0)
  );
}

function InstalledBadge() {
  const { t } = useTranslation('plugin');
  return (
    <span className="inline-flex items-center gap-1.5 text-xs" data-testid="dbgpts-installed">
      <span aria-hidden className="inline-block h-2 w-2 rounded-full bg-green-500" />
      {t('card.installed')}
    </span>
  );
}

interface DbgptsCardProps {
  entry: DbgptsEntry;
  fromNow: (time: string | null | undefined) => string | undefined;
}

/** One package: its type's icon, name, description, type, version, author and repository, and whether it is installed. */
export function DbgptsCard({ entry, fromNow }: DbgptsCardProps) {
  const { t } = useTranslation('plugin');
  const { item } = entry;
  const type = item.type;
  const known = isOneOf(DBGPTS_TYPES, type);
  const tags = [
    known ? t(`list.types.${type}`) : (type ?? ''),
    item.version ? t('card.version', { version: item.version }) : '',
    ...(entry.kind === 'hub'
      ? [
          entry.item.author ? t('card.author', { author: entry.item.author }) : '',
          entry.item.storage_channel ?? '',
        ]
      : [entry.item.file_name ?? '']),
  ].filter(Boolean);
  return (
    <AreaCard
      testId="dbgpts-card"
      title={item.name}
      icon={<IconTile>{known ? TYPE_ICONS[type] : <AppsIcon />}</IconTile>}
      description={entry.kind === 'hub' ? entry.item.description : null}
      status={isInstalled(entry) ? <InstalledBadge /> : null}
      tags={tags}
      owner={entry.kind === 'installed' ? entry.item.user_name : null}
      updatedAt={item.gmt_modified ?? item.gmt_created}
      fromNow={fromNow}
    />
  );
}
