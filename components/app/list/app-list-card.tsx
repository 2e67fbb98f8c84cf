import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readUserId } from '@/client/identity';
import { ownerLabel } from '@/components/common/owner-label';
import { AppsIcon } from '@/components/common/shell-icons';
import { AreaCard, IconTile, ImageIcon } from '@/components/construct/area-card';
import { isOneOf } from '@/components/construct/one-of';
import type { App } from '@/contract/app';
import '@/locales/areas/app';
import '@/locales/areas/construct';
import { useAppText } from '../app-text';

const TEAM_MODES = ['auto_plan', 'awel_layout', 'single_agent', 'native_app'] as const;
const LANGUAGES = ['en', 'zh'] as const;

/** The server keeps the flag as the strings "true"/"false"; some builds send a boolean, some nothing. */
export function publicationOf(app: App): 'published' | 'unpublished' | null {
  if (app.published === null || app.published === undefined) return null;
  return app.published === true || app.published === 'true' ? 'published' : 'unpublished';
}

interface AppListCardProps {
  app: App;
  fromNow: (time: string | null | undefined) => string | undefined;
  actions?: ReactNode;
}

/** One application: icon, name, description, work mode, language, publication, owner and last change. */
export function AppListCard({ app, fromNow, actions }: AppListCardProps) {
  const { t } = useTranslation('app');
  const { t: tConstruct } = useTranslation('construct');
  const { name, describe } = useAppText()(app);
  const mode = app.team_mode;
  const language = app.language?.trim().toLowerCase() ?? '';
  const publication = publicationOf(app);
  const tags = [
    isOneOf(TEAM_MODES, mode) ? t(`team_modes.${mode}`) : mode,
    isOneOf(LANGUAGES, language) ? t(`languages.${language}`) : language,
    publication ? t(`card.${publication}`) : '',
  ].filter(Boolean);
  return (
    <AreaCard
      testId="app-list-card"
      title={name}
      icon={
        app.icon ? (
          <ImageIcon src={app.icon} />
        ) : (
          <IconTile>
            <AppsIcon />
          </IconTile>
        )
      }
      description={describe}
      tags={tags}
      owner={ownerLabel(
        { id: app.user_code, name: app.owner_name || app.user_name },
        tConstruct('card.owner_you'),
        readUserId(),
      )}
      updatedAt={app.updated_at ?? app.created_at}
      fromNow={fromNow}
      actions={actions}
    />
  );
}
