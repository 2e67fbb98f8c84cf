import type { useTranslation } from 'react-i18next';
import type { VisibilityWords } from '@/components/common/visibility-choice';
import { readUserId } from '@/client/identity';
import type { Space } from '@/contract/knowledge';
import '@/locales/areas/knowledge';

type KnowledgeT = ReturnType<typeof useTranslation<'knowledge'>>['t'];

export function spaceVisibilityWords(t: KnowledgeT): VisibilityWords {
  return {
    label: t('visibility.label'),
    private: t('visibility.private'),
    public: t('visibility.public'),
    privateHint: t('visibility.private_hint'),
    publicHint: t('visibility.public_hint'),
  };
}

/** The owner to show beside a space, by name where the server gives one: none when it is the caller's own. */
export function otherOwner(space: Pick<Space, 'owner' | 'owner_name'>): string | null {
  return space.owner && space.owner !== readUserId() ? space.owner_name || space.owner : null;
}
