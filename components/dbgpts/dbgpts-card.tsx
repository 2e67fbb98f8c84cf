import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApartmentIcon, ControlIcon, DatabaseIcon, RobotIcon } from '@/components/common/line-icons';
import { HoverHint } from '@/components/common/plain/hover-hint';
import { PlainButton } from '@/components/common/plain/plain-button';
import { AppsIcon } from '@/components/common/shell-icons';
import { AreaCard, IconTile } from '@/components/construct/area-card';
import { isOneOf } from '@/components/construct/one-of';
import { DBGPTS_TYPES, isInstalled, type DbgptsEntry, type DbgptsType } from './use-dbgpts-list';
import '@/locales/areas/dbgpts';

const TYPE_ICONS: Record<DbgptsType, ReactNode> = {
  flow: <ApartmentIcon />,
  agent: <RobotIcon />,
  resource: <DatabaseIcon />,
  app: <AppsIcon />,
  operator: <ControlIcon />,
};

export function TypeIcon({ type }: { type: string | null | undefined }) {
  return <IconTile>{isOneOf(DBGPTS_TYPES, type) ? TYPE_ICONS[type] : <AppsIcon />}</IconTile>;
}

function InstalledBadge() {
  const { t } = useTranslation('dbgpts');
  return (
    <span className="inline-flex items-center gap-1.5 text-xs" data-testid="dbgpts-installed">
      <span aria-hidden className="inline-block h-2 w-2 rounded-full bg-green-500" />
      {t('card.installed')}
    </span>
  );
}

export interface DbgptsCardProps {
  entry: DbgptsEntry;
  fromNow: (time: string | null | undefined) => string | undefined;
  /** Install or uninstall of this package is under way. */
  busy: boolean;
  /** Why this package cannot be installed here, when its details said so. */
  blocked: string | undefined;
  onInstall: () => void;
  onUninstall: () => void;
  onOpen: () => void;
  /** The pointer or focus reached the card: start loading the drawer's code. */
  onIntent: () => void;
}

/** Clicks on the card's own buttons do their job; anywhere else a click opens the details. */
const fromControl = (event: MouseEvent | KeyboardEvent) =>
  event.target instanceof Element && event.target.closest('button, a') !== null;

/** One package: type icon, name, description, type, version, author, hub, last change, Install / Uninstall. */
export function DbgptsCard(props: DbgptsCardProps) {
  const { entry, fromNow, busy, blocked, onInstall, onUninstall, onOpen, onIntent } = props;
  const { t } = useTranslation('dbgpts');
  const { item } = entry;
  const installed = isInstalled(entry);
  const tags = [
    isOneOf(DBGPTS_TYPES, item.type) ? t(`list.types.${item.type}`) : (item.type ?? ''),
    item.version ? t('card.version', { version: item.version }) : '',
    ...(entry.kind === 'hub'
      ? [
          entry.item.author ? t('card.author', { author: entry.item.author }) : '',
          entry.item.storage_channel ?? '',
        ]
      : [entry.item.file_name ?? '']),
  ].filter(Boolean);

  const main = installed ? (
    <PlainButton
      size="small"
      loading={busy}
      aria-label={t('card.uninstall_label', { name: item.name })}
      onClick={onUninstall}
    >
      {t('card.uninstall')}
    </PlainButton>
  ) : blocked !== undefined ? (
    <HoverHint text={blocked || t('card.cannot_install')} align="start">
      <PlainButton
        size="small"
        variant="primary"
        aria-disabled
        aria-label={t('card.install_label', { name: item.name })}
        className="cursor-not-allowed opacity-50"
      >
        {t('card.install')}
      </PlainButton>
    </HoverHint>
  ) : (
    <PlainButton
      size="small"
      variant="primary"
      loading={busy}
      aria-label={t('card.install_label', { name: item.name })}
      onClick={onInstall}
    >
      {t('card.install')}
    </PlainButton>
  );

  return (
    // The whole card opens the details for pointer and keyboard users (Tab to it, Enter); assistive
    // technology has the card's own Details button for the same thing.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a shortcut; the Details button is the accessible way
    <div
      role="group"
      aria-label={t('card.open', { name: item.name })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users reach the card's shortcut by Tab
      tabIndex={0}
      className="flex w-full cursor-pointer rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#0C75FC]"
      onClick={(event) => {
        if (!fromControl(event)) onOpen();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onOpen();
      }}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <AreaCard
        testId="dbgpts-card"
        title={item.name}
        icon={<TypeIcon type={item.type} />}
        description={entry.kind === 'hub' ? entry.item.description : null}
        status={installed ? <InstalledBadge /> : null}
        tags={tags}
        owner={entry.kind === 'installed' ? entry.item.owner_name || entry.item.user_name : null}
        updatedAt={item.gmt_modified ?? item.gmt_created}
        fromNow={fromNow}
        actions={
          <>
            {main}
            <PlainButton size="small" variant="text" onClick={onOpen}>
              {t('card.details')}
            </PlainButton>
          </>
        }
      />
    </div>
  );
}
