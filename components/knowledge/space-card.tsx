import { useTranslation } from 'react-i18next';
import { DeleteIcon, FileTextIcon, MessageIcon, ReadIcon } from '@/components/common/line-icons';
import { PlainButton } from '@/components/common/plain/plain-button';
import { lineIcon } from '@/components/common/shell-icons';
import { AreaCard, IconTile } from '@/components/construct/area-card';
import { isOneOf } from '@/components/construct/one-of';
import type { Space } from '@/contract/knowledge';
import { knowledgeChatHref, spaceDetailHref } from './knowledge-links';
import { LinkButton } from './link-button';
import { otherOwner } from './space-visibility';
import '@/locales/areas/knowledge';

const GraphIcon = lineIcon(
  <>
    <circle cx="6" cy="6" r="2.5" />
    <circle cx="18" cy="8" r="2.5" />
    <circle cx="10" cy="18" r="2.5" />
    <path d="M8.5 6.4l7 1.2M6.8 8.4l2.4 7.2M16.6 10.1l-5.2 6" />
  </>,
);

const STORAGE_TYPES = ['VectorStore', 'KnowledgeGraph', 'FullText'] as const;
const DOMAIN_TYPES = ['Normal', 'FinancialReport'] as const;

/** A graph or full-text space says so; any other type names the vector store the server uses (e.g. Chroma). */
export function SpaceIcon({ storage }: { storage: string | null | undefined }) {
  if (storage === 'KnowledgeGraph') return <GraphIcon />;
  if (storage === 'FullText') return <FileTextIcon />;
  return <ReadIcon />;
}

type KnowledgeT = ReturnType<typeof useTranslation<'knowledge'>>['t'];

/** The storage type's name in the user's language, or the store the server names (e.g. Chroma). */
export function storageLabel(t: KnowledgeT, storage: string | null | undefined): string {
  return isOneOf(STORAGE_TYPES, storage) ? t(`storage_types.${storage}`) : (storage ?? '');
}

export function domainLabel(t: KnowledgeT, domain: string | null | undefined): string {
  return isOneOf(DOMAIN_TYPES, domain) ? t(`domain_types.${domain}`) : (domain ?? '');
}

interface SpaceCardProps {
  space: Space;
  fromNow: (time: string | null | undefined) => string | undefined;
  onDelete: (space: Space) => void;
  /** The delete confirmation is loading or the server is deleting. */
  deleting?: boolean;
}

/** One knowledge space: what it stores, its documents, owner and last change; open, chat, delete. */
export function SpaceCard({ space, fromNow, onDelete, deleting }: SpaceCardProps) {
  const { t } = useTranslation('knowledge');
  const name = space.name;
  const tags = [
    space.visibility === 'public' ? t('card.shared') : '',
    typeof space.docs === 'number' ? t('card.documents', { count: space.docs }) : '',
    storageLabel(t, space.vector_type),
    domainLabel(t, space.domain_type),
  ].filter(Boolean);
  return (
    <AreaCard
      testId="space-card"
      title={name}
      icon={
        <IconTile>
          <SpaceIcon storage={space.vector_type} />
        </IconTile>
      }
      description={space.desc}
      tags={tags}
      owner={otherOwner(space)}
      updatedAt={space.gmt_modified ?? space.gmt_created}
      fromNow={fromNow}
      actions={
        <>
          <LinkButton
            href={spaceDetailHref(name)}
            label={t('card.open_label', { name })}
            size="small"
            variant="primary"
          >
            {t('card.open')}
          </LinkButton>
          <LinkButton
            href={knowledgeChatHref(name)}
            label={t('card.chat_label', { name })}
            size="small"
            icon={<MessageIcon />}
          >
            {t('card.chat')}
          </LinkButton>
          <PlainButton
            variant="danger_text"
            size="small"
            className="ml-auto"
            icon={<DeleteIcon />}
            aria-label={t('card.delete_label', { name })}
            loading={deleting}
            onClick={() => onDelete(space)}
          >
            {t('card.delete')}
          </PlainButton>
        </>
      }
    />
  );
}
