import { useTranslation } from 'react-i18next';
import { FileTextIcon, ReadIcon } from '@/components/common/line-icons';
import { lineIcon } from '@/components/common/shell-icons';
import { AreaCard, IconTile } from '@/components/construct/area-card';
import { isOneOf } from '@/components/construct/one-of';
import type { Space } from '@/contract/knowledge';
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
function SpaceIcon({ storage }: { storage: string | null | undefined }) {
  if (storage === 'KnowledgeGraph') return <GraphIcon />;
  if (storage === 'FullText') return <FileTextIcon />;
  return <ReadIcon />;
}

interface SpaceCardProps {
  space: Space;
  fromNow: (time: string | null | undefined) => string | undefined;
}

/** One knowledge space: storage kind, name, description, document count, domain, owner and last change. */
export function SpaceCard({ space, fromNow }: SpaceCardProps) {
  const { t } = useTranslation('knowledge');
  const storage = space.vector_type;
  const domain = space.domain_type;
  const tags = [
    typeof space.docs === 'number' ? t('card.documents', { count: space.docs }) : '',
    isOneOf(STORAGE_TYPES, storage) ? t(`storage_types.${storage}`) : (storage ?? ''),
    isOneOf(DOMAIN_TYPES, domain) ? t(`domain_types.${domain}`) : (domain ?? ''),
  ].filter(Boolean);
  return (
    <AreaCard
      testId="space-card"
      title={space.name}
      icon={
        <IconTile>
          <SpaceIcon storage={storage} />
        </IconTile>
      }
      description={space.desc}
      tags={tags}
      owner={space.owner}
      updatedAt={space.gmt_modified ?? space.gmt_created}
      fromNow={fromNow}
    />
  );
}
