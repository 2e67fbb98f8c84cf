import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, MessageIcon, PlusIcon } from '@/components/common/line-icons';
import { PlainButton } from '@/components/common/plain/plain-button';
import { IconTile } from '@/components/construct/area-card';
import type { Space } from '@/contract/knowledge';
import { graphHref, KNOWLEDGE_LIST_PATH, knowledgeChatHref, recallTestHref } from '../knowledge-links';
import { LinkButton } from '../link-button';
import { domainLabel, SpaceIcon, storageLabel } from '../space-card';
import { spaceHasGraph } from '../space-graph';
import { SpaceVisibilityControl } from './space-visibility-control';
import { formatDateTime } from '@/utils/date-format';
import '@/locales/areas/knowledge';

interface SpaceHeaderProps {
  space: Space;
  onAddDocuments: () => void;
  onPreloadWizard: () => void;
  /** The owner shared the space or made it private again. */
  onVisibilitySaved: () => void;
}

/** The space's name, what it stores and who owns it, and what can be done with it. */
export function SpaceHeader({ space, onAddDocuments, onPreloadWizard, onVisibilitySaved }: SpaceHeaderProps) {
  const { t, i18n } = useTranslation('knowledge');
  const name = space.name;
  const facts = [
    { term: t('detail.info.storage'), value: storageLabel(t, space.vector_type) },
    { term: t('detail.info.domain'), value: domainLabel(t, space.domain_type) },
    { term: t('detail.info.documents'), value: typeof space.docs === 'number' ? String(space.docs) : '' },
    { term: t('detail.info.owner'), value: space.owner_name || (space.owner ?? '') },
    {
      term: t('detail.info.updated'),
      value: formatDateTime(space.gmt_modified ?? space.gmt_created, i18n.language) ?? '',
    },
  ].filter((fact) => fact.value);
  return (
    <header className="flex flex-col gap-3">
      <Link
        href={KNOWLEDGE_LIST_PATH}
        className="inline-flex w-fit items-center gap-1 text-sm text-primary-text no-underline"
      >
        <ArrowLeftIcon />
        {t('detail.back')}
      </Link>
      <div className="flex flex-wrap items-start gap-3">
        <IconTile>
          <SpaceIcon storage={space.vector_type} />
        </IconTile>
        <div className="min-w-0 flex-1 basis-60">
          <h1 className="m-0 text-xl font-semibold break-all">{name}</h1>
          {space.desc && <p className="m-0 mt-1 text-sm opacity-70">{space.desc}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PlainButton
            variant="primary"
            icon={<PlusIcon />}
            onClick={onAddDocuments}
            onPointerEnter={onPreloadWizard}
            onFocus={onPreloadWizard}
          >
            {t('detail.add_documents')}
          </PlainButton>
          <LinkButton href={recallTestHref(name)}>{t('detail.recall')}</LinkButton>
          {spaceHasGraph(space) && <LinkButton href={graphHref(name)}>{t('detail.graph')}</LinkButton>}
          <LinkButton
            href={knowledgeChatHref(name)}
            label={t('card.chat_label', { name })}
            icon={<MessageIcon />}
          >
            {t('detail.chat')}
          </LinkButton>
        </div>
      </div>
      <dl className="m-0 flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="space-facts">
        {facts.map((fact) => (
          <div key={fact.term} className="flex gap-2">
            <dt className="opacity-70">{fact.term}</dt>
            <dd className="m-0">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <SpaceVisibilityControl space={space} onSaved={onVisibilitySaved} />
    </header>
  );
}
