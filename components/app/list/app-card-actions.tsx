import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { MessageIcon, MoreIcon } from '@/components/common/line-icons';
import { BUTTON_CLASSES, BUTTON_SIZES } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import { PlainMenu } from '@/components/common/plain/plain-menu';
import type { App } from '@/contract/app';
import { useAppText } from '../app-text';
import { publicationOf } from './app-list-card';
import '@/locales/areas/app';
import '@/locales/areas/embed';

export type AppCommand = 'publish' | 'unpublish' | 'admins' | 'embed' | 'delete';

export const editorHref = (app: App) => `/construct/app/extra?app_code=${encodeURIComponent(app.app_code)}`;

interface AppCardActionsProps {
  app: App;
  busy: boolean;
  onChat: (app: App) => void;
  onCommand: (app: App, command: AppCommand) => void;
  /** The menu opened: its dialogs' code can start loading. */
  onIntent: () => void;
}

/** Chat, Edit and a menu with Publish or Unpublish, Admins, Embed and Delete. */
export function AppCardActions({ app, busy, onChat, onCommand, onIntent }: AppCardActionsProps) {
  const { t } = useTranslation('app');
  const { t: tEmbed } = useTranslation('embed');
  const published = publicationOf(app) === 'published';
  const { name } = useAppText()(app);
  return (
    <>
      <Link href={editorHref(app)} className={`${BUTTON_CLASSES.default} ${BUTTON_SIZES.small} no-underline`}>
        {t('actions.edit')}
      </Link>
      <div className="ml-auto flex items-center gap-1">
        <PlainButton size="small" variant="primary" icon={<MessageIcon />} onClick={() => onChat(app)}>
          {t('actions.chat')}
        </PlainButton>
        <PlainMenu<AppCommand>
          label={t('actions.menu', { name })}
          disabled={busy}
          onOpen={onIntent}
          onSelect={(command) => onCommand(app, command)}
          items={[
            published
              ? { key: 'unpublish', label: t('actions.unpublish') }
              : { key: 'publish', label: t('actions.publish') },
            { key: 'admins', label: t('actions.admins') },
            { key: 'embed', label: tEmbed('menu') },
            { key: 'delete', label: t('actions.delete'), danger: true, separated: true },
          ]}
        >
          <MoreIcon />
        </PlainMenu>
      </div>
    </>
  );
}
