import type { ReactNode } from 'react';
import { Alert, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChatMarkdown } from '@/components/chat/markdown';
import { isOneOf } from '@/components/construct/one-of';
import { useRelativeTime } from '@/components/model/use-relative-time';
import type { PackageDetail } from '@/contract/hub';
import { DBGPTS_TYPES } from './use-dbgpts-list';
import '@/locales/areas/dbgpts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="m-0 text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** The body of the details drawer: facts, what installing adds, the manifest and the README. */
export function PackageFacts({ detail }: { detail: PackageDetail }) {
  const { t } = useTranslation('dbgpts');
  const fromNow = useRelativeTime();
  const type = isOneOf(DBGPTS_TYPES, detail.type) ? t(`list.types.${detail.type}`) : detail.type;
  const facts = [
    { key: 'type', label: t('drawer.type'), children: type },
    { key: 'version', label: t('drawer.version'), children: detail.version ?? '—' },
    { key: 'author', label: t('drawer.author'), children: detail.author ?? '—' },
    { key: 'source', label: t('drawer.source'), children: detail.source },
    { key: 'path', label: t('drawer.path'), children: <code className="break-all">{detail.path}</code> },
    {
      key: 'installed',
      label: t('drawer.installed'),
      children: detail.installed ? t('drawer.installed') : t('drawer.not_installed'),
    },
    ...(detail.gmt_modified
      ? [
          {
            key: 'updated',
            label: t('drawer.updated'),
            children: fromNow(detail.gmt_modified) ?? detail.gmt_modified,
          },
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-6">
      {detail.description && <p className="m-0 opacity-80">{detail.description}</p>}
      {!detail.installable && detail.reason && (
        <Alert type="warning" showIcon title={detail.reason} data-testid="package-not-installable" />
      )}
      <Descriptions size="small" column={1} bordered items={facts} />
      <Section title={detail.installed ? t('drawer.adds_after') : t('drawer.adds_before')}>
        {detail.adds.length === 0 ? (
          <p className="m-0 opacity-70">{t('drawer.adds_none')}</p>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-1 p-0" data-testid="package-adds">
            {detail.adds.map((thing) => (
              <li key={`${thing.kind}:${thing.id ?? thing.name}`} className="flex items-center gap-2">
                <Tag>{t(`drawer.things.${thing.kind}`)}</Tag>
                <span className="min-w-0 truncate">{thing.name}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('drawer.readme')}>
        {detail.readme ? (
          <div data-testid="package-readme">
            <ChatMarkdown content={detail.readme} />
          </div>
        ) : (
          <p className="m-0 opacity-70">{t('drawer.no_readme')}</p>
        )}
      </Section>
      <Section title={t('drawer.manifest')}>
        <pre
          className="m-0 max-h-80 overflow-auto rounded bg-black/[0.04] p-3 text-xs dark:bg-white/[0.08]"
          data-testid="package-manifest"
        >
          {JSON.stringify(detail.manifest, null, 2)}
        </pre>
      </Section>
    </div>
  );
}
