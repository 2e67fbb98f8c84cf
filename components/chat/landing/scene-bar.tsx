import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { SCENE_ICONS } from '@/components/chat/dialog-list/scene-icon';
import '@/locales/areas/chat';

/** The scenes a chat can start in from the landing; apps add their own (chat_agent, chat_flow). */
const LANDING_SCENES = [
  'chat_normal',
  'chat_knowledge',
  'chat_with_db_execute',
  'chat_with_db_qa',
  'chat_dashboard',
  'chat_excel',
] as const;

/** Chooses what the next conversation does: plain chat, a knowledge space, a database, a sheet. */
export function SceneBar({ scene }: { scene: string }) {
  const { t } = useTranslation('chat');
  const router = useRouter();
  const current = scene || 'chat_normal';
  return (
    <nav aria-label={t('landing.scenes')} className="flex flex-wrap justify-center gap-2">
      {LANDING_SCENES.map((option) => {
        const Icon = SCENE_ICONS[option];
        const active = option === current;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            onClick={() => {
              const query = option === 'chat_normal' ? {} : { scene: option };
              void router.push({ pathname: '/chat', query }, undefined, { shallow: true });
            }}
            className={`inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#0C75FC] ${
              active
                ? 'border-[#0C75FC] bg-[#0C75FC]/10 text-primary-text'
                : 'border-black/10 bg-transparent text-inherit hover:border-[#0C75FC]/50 dark:border-white/15'
            }`}
          >
            <Icon />
            {t(`dialogs.scenes.${option}`)}
          </button>
        );
      })}
    </nav>
  );
}
