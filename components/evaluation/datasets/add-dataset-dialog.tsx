import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS, TEXTAREA_CLASS } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import { RadioButtons } from '@/components/common/plain/radio-buttons';
import { DialogFrame } from '@/components/common/dialog-frame';
import { FormProblem } from '@/components/common/form-problem';
import { Field } from '../evaluation-dialog';
import { previewFile, type FilePreview } from './file-preview';
import { FilePreviewTable } from './file-preview-table';
import type { ChangeOutcome, NewDataset } from './use-datasets';
import '@/locales/areas/evaluation';

type Source = 'file' | 'content';

interface AddDatasetDialogProps {
  onAdd: (dataset: NewDataset) => Promise<ChangeOutcome>;
  onClose: () => void;
}

/** Name, members and the rows (a CSV / XLSX / JSON file or pasted JSON); a refusal keeps what was typed. */
export default function AddDatasetDialog({ onAdd, onClose }: AddDatasetDialogProps) {
  const { t } = useTranslation('evaluation');
  const id = useId();
  const [name, setName] = useState('');
  const [members, setMembers] = useState('');
  const [source, setSource] = useState<Source>('file');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<FilePreview>({ kind: 'none' });
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview({ kind: 'none' });
    if (chosen) void previewFile(chosen).then(setPreview);
  };

  const missing = (): string | null => {
    if (!name.trim()) return t('datasets.required_name');
    if (source === 'file' && !file) return t('datasets.required_file');
    if (source === 'content' && !content.trim()) return t('datasets.required_content');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const reason = missing();
    setProblem(reason);
    if (reason) return;
    const common = { name: name.trim(), members: members.trim() };
    setBusy(true);
    try {
      const outcome = await onAdd(
        source === 'file' && file
          ? { ...common, source: 'file', file }
          : { ...common, source: 'content', content: content.trim() },
      );
      if (!outcome.ok) setProblem(outcome.message ?? t('datasets.add_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      title={t('datasets.add_title')}
      closeLabel={t('close')}
      onClose={onClose}
      width="wide"
      testId="add-dataset-dialog"
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <FormProblem text={problem} />
        <Field id={`${id}-name`} label={t('datasets.name')}>
          <input
            id={`${id}-name`}
            className={INPUT_CLASS}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field id={`${id}-members`} label={t('datasets.members')} hint={t('datasets.members_hint')}>
          <input
            id={`${id}-members`}
            className={INPUT_CLASS}
            value={members}
            onChange={(event) => setMembers(event.target.value)}
          />
        </Field>
        <div className="flex flex-col gap-1 text-sm">
          <span id={`${id}-source`} className="font-medium">
            {t('datasets.source')}
          </span>
          <RadioButtons
            labelledBy={`${id}-source`}
            name={`${id}-source-choice`}
            value={source}
            onChange={setSource}
            options={[
              { value: 'file', label: t('datasets.source_file') },
              { value: 'content', label: t('datasets.source_content') },
            ]}
          />
        </div>
        {source === 'file' ? (
          <Field id={`${id}-file`} label={t('datasets.file')} hint={t('datasets.file_hint')}>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,.xlsx,.xls,.json"
              className="text-sm"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
            {file && <FilePreviewTable file={file} preview={preview} />}
          </Field>
        ) : (
          <Field id={`${id}-content`} label={t('datasets.content')} hint={t('datasets.content_hint')}>
            <textarea
              id={`${id}-content`}
              className={`${TEXTAREA_CLASS} min-h-32 font-mono text-xs`}
              value={content}
              placeholder={t('datasets.content_placeholder')}
              onChange={(event) => setContent(event.target.value)}
            />
          </Field>
        )}
        <div className="flex justify-end gap-2">
          <PlainButton onClick={onClose}>{t('cancel')}</PlainButton>
          <PlainButton type="submit" variant="primary" loading={busy}>
            {busy ? t('datasets.submitting') : t('datasets.submit')}
          </PlainButton>
        </div>
      </form>
    </DialogFrame>
  );
}
