import { useMemo, useState } from 'react';
import { Alert, Button, Form, Modal, Radio, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { createModel } from '@/client/api/model';
import { apiInterceptors } from '@/client/envelope';
import {
  ParameterForm,
  toParameterValues,
  type ParameterFormValues,
} from '@/components/common/parameter-form';
import { WORKER_TYPES, type WorkerType } from '@/contract/constants/model';
import type { SupportedModel } from '@/contract/model';
import { dialogDescriptors } from './dialog-descriptors';
import { byRelevance, choiceKey, matchesTyped, modelTypeGroups } from './model-type-options';
import { modelParameterLabels } from './parameter-labels';
import { failureReason, succeeded } from './request-failure';
import { useSupportModels } from './use-support-models';
import '@/locales/areas/model';
import '@/locales/areas/request';

export interface CreateModelDialogProps {
  open: boolean;
  onClose: () => void;
  /** The server created and started the model named `name`. */
  onCreated: (name: string) => void;
}

const LIST_HEIGHT = 320;

/**
 * Create model: the worker type, then the model (from `GET /model-types`: DB-GPT lists some 350, so they are
 * grouped by provider, searchable by model and provider, in antd's virtual list), then its parameter form. A
 * refused request shows "Start model failed" with the server's reason and keeps everything typed.
 */
export function CreateModelDialog({ open, onClose, onCreated }: CreateModelDialogProps) {
  const { t } = useTranslation(['model', 'request', 'common']);
  const { state, retry } = useSupportModels(open);
  const [form] = Form.useForm<ParameterFormValues>();
  const [workerType, setWorkerType] = useState<WorkerType>('llm');
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const choices = useMemo<SupportedModel[]>(
    () => (state.status === 'ready' ? state.models.filter((model) => model.worker_type === workerType) : []),
    [state, workerType],
  );
  const groups = useMemo(() => modelTypeGroups(choices, t), [choices, t]);
  const labelOf = useMemo(() => modelParameterLabels(t), [t]);
  const selected = choices.find((model) => choiceKey(model) === choice);
  // Rebuilt each render; ParameterForm only resets when their content changes.
  const descriptors = selected
    ? dialogDescriptors(selected.params, selected.provider, {
        label: t('create_form.model_name'),
        description: t('create_form.model_name_description'),
      })
    : [];

  const pickWorkerType = (next: WorkerType) => {
    setWorkerType(next);
    setChoice(undefined);
    setFailure(null);
  };
  const pickModel = (next: string) => {
    setChoice(next);
    setFailure(null);
  };

  const submit = async () => {
    if (!selected) return;
    let values: ParameterFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is missing or wrong.
    }
    const params = toParameterValues(values, descriptors);
    const name = typeof params.name === 'string' ? params.name : '';
    setSubmitting(true);
    setFailure(null);
    const result = await apiInterceptors(
      createModel({
        host: selected.host,
        port: selected.port,
        model: name,
        worker_type: workerType,
        params: { ...(selected.provider ? { provider: selected.provider } : {}), ...params },
      }),
      // The reason is shown in the dialog, under the start failure's title, rather than as a notification.
      '*',
    );
    setSubmitting(false);
    if (!succeeded(result)) {
      setFailure(failureReason(result));
      return;
    }
    setChoice(undefined);
    onCreated(name);
  };

  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('create_form.title')}
      onCancel={close}
      destroyOnHidden
      width={560}
      footer={[
        <Button key="cancel" onClick={close}>
          {t('create_form.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={submitting}
          disabled={!selected}
          onClick={() => void submit()}
          data-testid="create-model-submit"
        >
          {t('create_form.submit')}
        </Button>,
      ]}
    >
      <div className="flex flex-col gap-4" data-testid="create-model-dialog">
        <Radio.Group
          aria-label={t('create_form.worker_type')}
          optionType="button"
          value={workerType}
          disabled={submitting}
          onChange={(event) => pickWorkerType(event.target.value as WorkerType)}
          options={WORKER_TYPES.map((type) => ({ value: type, label: t(`worker_types.${type}`) }))}
        />
        {state.status === 'error' ? (
          <Alert
            type="error"
            showIcon
            title={t('create_form.providers_failed')}
            action={
              <Button size="small" onClick={retry}>
                {t('common:retry')}
              </Button>
            }
          />
        ) : state.status === 'ready' ? (
          <Select
            aria-label={t('create_form.model')}
            placeholder={t('create_form.model_placeholder')}
            value={choice}
            disabled={submitting}
            onChange={pickModel}
            showSearch={{ filterOption: matchesTyped, filterSort: byRelevance }}
            virtual
            listHeight={LIST_HEIGHT}
            notFoundContent={t('create_form.no_models')}
            options={groups}
            data-testid="create-model-type"
          />
        ) : (
          <Spin aria-label={t('create_form.providers_loading')} />
        )}
        {selected && (
          <ParameterForm descriptors={descriptors} form={form} disabled={submitting} labelOf={labelOf} />
        )}
        {failure && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('request:startModelFailed')}
            description={failure}
            data-testid="create-model-failure"
          />
        )}
      </div>
    </Modal>
  );
}
