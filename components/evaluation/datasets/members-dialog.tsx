import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import type { Dataset } from '@/contract/evaluate';
import { DialogFrame } from '@/components/common/dialog-frame';
import { FormProblem } from '@/components/common/form-problem';
import { Field } from '../evaluation-dialog';
import type { ChangeOutcome } from './use-datasets';
import '@/locales/areas/evaluation';

interface MembersDialogProps {
  dataset: Dataset;
  onSave: (members: string) => Promise<ChangeOutcome>;
  onClose: () => void;
}

/** The dataset's members as a comma list; a refusal is shown and the text kept. */
export default function MembersDialog({ dataset, onSave, onClose }: MembersDialogProps) {
  const { t } = useTranslation('evaluation');
  const id = useId();
  const [members, setMembers] = useState(dataset.members ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await onSave(members.trim());
      setProblem(outcome.ok ? null : (outcome.message ?? t('datasets.members_failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      title={t('datasets.members_title', { name: dataset.name })}
      closeLabel={t('close')}
      onClose={onClose}
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <FormProblem text={problem} />
        <Field id={`${id}-members`} label={t('datasets.members')} hint={t('datasets.members_hint')}>
          <input
            id={`${id}-members`}
            className={INPUT_CLASS}
            value={members}
            onChange={(event) => setMembers(event.target.value)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <PlainButton onClick={onClose}>{t('cancel')}</PlainButton>
          <PlainButton type="submit" variant="primary" loading={busy}>
            {t('save')}
          </PlainButton>
        </div>
      </form>
    </DialogFrame>
  );
}
