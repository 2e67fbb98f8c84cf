import { useState } from 'react';
import { Alert, Checkbox, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisibilityChoice } from '@/components/common/visibility-choice';
import type { ResourceVisibility } from '@/contract/visibility';
import { FLOW_NAME_PATTERN } from '../flow-name';
import '@/locales/areas/flow';

export interface SaveValues {
  label: string;
  name: string;
  description: string;
  editable: boolean;
  deploy: boolean;
  visibility: ResourceVisibility;
}

interface SaveFlowDialogProps {
  initial: SaveValues;
  busy: boolean;
  onSave: (values: SaveValues) => void;
  onClose: () => void;
}

/**
 * Title, name (letters, digits, `_`, `-`), description, editable, deploy and who else may use the flow;
 * checked before anything is sent.
 */
export default function SaveFlowDialog({ initial, busy, onSave, onClose }: SaveFlowDialogProps) {
  const { t } = useTranslation('flow');
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof SaveValues>(key: K, value: SaveValues[K]) =>
    setValues((old) => ({ ...old, [key]: value }));

  const submit = () => {
    const trimmed = {
      ...values,
      label: values.label.trim(),
      name: values.name.trim(),
      description: values.description.trim(),
    };
    if (!trimmed.label || !trimmed.name || !trimmed.description) return setProblem(t('save.required'));
    if (!FLOW_NAME_PATTERN.test(trimmed.name)) return setProblem(t('fields.name_pattern'));
    setProblem(null);
    onSave(trimmed);
  };

  const field = 'flex flex-col gap-1 text-sm';
  return (
    <Modal
      open
      title={t('save.title')}
      okText={t('save.ok')}
      cancelText={t('save.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="flex flex-col gap-3">
        <label className={field}>
          <span>
            <span className="text-red-500" aria-hidden>
              *{' '}
            </span>
            {t('fields.label')}
          </span>
          <Input value={values.label} onChange={(event) => set('label', event.target.value)} />
        </label>
        <label className={field}>
          <span>
            <span className="text-red-500" aria-hidden>
              *{' '}
            </span>
            {t('fields.name')}
          </span>
          <Input value={values.name} onChange={(event) => set('name', event.target.value)} />
        </label>
        <label className={field}>
          <span>
            <span className="text-red-500" aria-hidden>
              *{' '}
            </span>
            {t('fields.description')}
          </span>
          <Input.TextArea
            rows={3}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </label>
        <Checkbox checked={values.editable} onChange={(event) => set('editable', event.target.checked)}>
          {t('fields.editable')}
        </Checkbox>
        <Checkbox checked={values.deploy} onChange={(event) => set('deploy', event.target.checked)}>
          {t('fields.deploy')}
        </Checkbox>
        <div className={field}>
          <span id="flow-visibility-label">{t('visibility.label')}</span>
          <VisibilityChoice
            value={values.visibility}
            onChange={(next) => set('visibility', next)}
            words={{
              label: t('visibility.label'),
              private: t('visibility.private'),
              public: t('visibility.public'),
              privateHint: t('visibility.private_hint'),
              publicHint: t('visibility.public_hint'),
            }}
          />
        </div>
        {problem && <Alert type="error" showIcon message={problem} />}
      </div>
    </Modal>
  );
}
