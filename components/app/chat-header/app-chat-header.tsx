import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon, StarFilledIcon, StarIcon } from '@/components/common/line-icons';
import { TAG_CLASSES } from '@/components/common/plain/control-classes';
import { IconButton } from '@/components/common/icon-button';
import { useChatApp } from './use-chat-app';
import '@/locales/areas/app-chat';
import { AppIcon } from '@/components/app/app-icon';
import { useAppText } from '@/components/app/app-text';

const TEAM_MODE_KEYS = ['auto_plan', 'awel_layout', 'single_agent', 'native_app'] as const;
type KnownMode = (typeof TEAM_MODE_KEYS)[number];
const isKnownMode = (mode: string): mode is KnownMode => (TEAM_MODE_KEYS as readonly string[]).includes(mode);

/** The address that opens this app on a phone (spec A.17). */
export function mobileChatLink(appCode: string, scene: string): string {
  const query = new URLSearchParams({ chat_scene: scene, app_code: appCode });
  return `${window.location.origin}/mobile/chat?${query.toString()}`;
}

interface AppChatHeaderProps {
  appCode: string;
  scene: string;
  /** Asks a recommended question; absent once the conversation has started. */
  onAsk?: (question: string) => void;
  /** In another site's iframe: no favourite star and no share link (the visitor has no account here). */
  embedded?: boolean;
}

/** Above a chat with an app: its icon, name, work mode and description, the favourite star, a share link and its questions. */
export function AppChatHeader({ appCode, scene, onAsk, embedded = false }: AppChatHeaderProps) {
  const { t } = useTranslation('appChat');
  const { app, collected, toggleCollect } = useChatApp(appCode, scene);
  const [copied, setCopied] = useState<'copied' | 'copy_failed' | null>(null);
  const textOf = useAppText();
  if (!app) return null;
  const { name, describe } = textOf(app);

  const share = async () => {
    try {
      await navigator.clipboard.writeText(mobileChatLink(appCode, scene));
      setCopied('copied');
    } catch {
      setCopied('copy_failed');
    }
  };
  const questions = (app.recommend_questions ?? []).filter(
    (item) => item.question && item.valid !== false && item.valid !== 'false',
  );
  const mode = app.team_mode;

  return (
    <section
      aria-label={t('label')}
      data-testid="app-chat-header"
      className="flex flex-col gap-2 border-b border-black/5 px-4 py-3 dark:border-white/10"
    >
      <div className="flex items-center gap-3">
        <AppIcon icon={app.icon} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="m-0 truncate text-base font-semibold">{name}</h2>
            {/* How the app works is the builder's concern, not an embedded app's visitor's. */}
            {!embedded && (
              <span className={TAG_CLASSES.blue}>{isKnownMode(mode) ? t(`team_modes.${mode}`) : mode}</span>
            )}
          </div>
          {/* Before the first question the introduction is the page's content: shown whole, not cut. */}
          {app.app_describe && (
            <p className={`m-0 text-xs opacity-70 ${onAsk ? 'line-clamp-4' : 'truncate'}`}>{describe}</p>
          )}
        </div>
        {!embedded && (
          <>
            <IconButton
              label={t(collected ? 'uncollect' : 'collect', { name })}
              aria-pressed={collected}
              onClick={() => void toggleCollect()}
            >
              {collected ? <StarFilledIcon className="text-[#faad14]" /> : <StarIcon />}
            </IconButton>
            <IconButton label={t('share', { name })} onClick={() => void share()}>
              <CopyIcon />
            </IconButton>
          </>
        )}
        {copied && (
          <span role="status" className="text-xs opacity-70">
            {t(`${copied}`)}
          </span>
        )}
      </div>
      {onAsk && questions.length > 0 && (
        <div className="flex flex-wrap items-center gap-2" aria-label={t('questions')} role="group">
          <span className="text-xs opacity-70">{t('questions')}</span>
          {questions.map((item) => (
            <button
              key={item.id ?? item.question}
              type="button"
              onClick={() => onAsk(item.question ?? '')}
              className="cursor-pointer rounded-full border border-solid border-black/10 bg-transparent px-3 py-1 text-xs text-inherit hover:border-[#0C75FC] hover:text-primary-text focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:border-white/15"
            >
              {item.question}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
