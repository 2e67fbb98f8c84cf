import { useState } from 'react';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileSource } from './file-source';
import { TypedSource } from './typed-source';
import type { useFileUploads } from './use-file-uploads';
import type { WizardDocument } from './wizard-document';
import '@/locales/areas/knowledge';

type SourceKind = 'file' | 'text' | 'url';

interface SourceStepProps {
  space: string;
  uploads: ReturnType<typeof useFileUploads>;
  documents: readonly WizardDocument[];
  onAdded: (document: WizardDocument) => void;
}

/** Step 2: files (many at once), a text or a web page; the documents added so far are listed below. */
export function SourceStep({ space, uploads, documents, onAdded }: SourceStepProps) {
  const { t } = useTranslation('knowledge');
  const [kind, setKind] = useState<SourceKind>('file');
  return (
    <div className="flex flex-col gap-4" data-testid="source-step">
      <Segmented<SourceKind>
        aria-label={t('wizard.source.kind')}
        value={kind}
        onChange={setKind}
        options={(['file', 'text', 'url'] as const).map((value) => ({
          value,
          label: t(`wizard.source.kinds.${value}`),
        }))}
      />
      {kind === 'file' && (
        <FileSource
          uploads={uploads.uploads}
          onFiles={uploads.add}
          onRetry={uploads.retry}
          onRemove={uploads.remove}
        />
      )}
      {kind === 'text' && <TypedSource key="text" space={space} kind="TEXT" onAdded={onAdded} />}
      {kind === 'url' && <TypedSource key="url" space={space} kind="URL" onAdded={onAdded} />}
      <section aria-label={t('wizard.source.batch')}>
        <h3 className="m-0 mb-2 text-sm font-semibold">{t('wizard.source.batch')}</h3>
        {documents.length === 0 ? (
          <p className="m-0 text-sm opacity-70">{t('wizard.source.none_yet')}</p>
        ) : (
          <ul className="m-0 flex list-none flex-wrap gap-2 p-0" data-testid="batch-documents">
            {documents.map((document) => (
              <li
                key={document.id}
                className="rounded border border-black/10 px-2 text-sm leading-6 dark:border-white/15"
              >
                {document.name}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
