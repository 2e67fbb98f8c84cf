import { useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { addFlow } from '@/client/api/flow';
import { apiInterceptors } from '@/client/envelope';
import { failureReason, succeeded } from '@/components/database/request-failure';
import type { FlowCreateRequest, FlowPanel } from '@/contract/flow';
import { FLOW_NAME_PATTERN } from './flow-name';
import '@/locales/areas/flow';

interface CopyValues {
  name: string;
  label: string;
  editable: boolean;
  deploy: boolean;
}

/** A new flow with the original's canvas and description under a new name (contract 3.1). */
export function copyRequestOf(flow: FlowPanel, values: CopyValues): FlowCreateRequest {
  return {
    name: values.name.trim(),
    label: values.label.trim(),
    description: flow.description ?? null,
    flow_category: flow.flow_category ?? null,
    flow_data: flow.flow_data ?? null,
    define_type: flow.define_type ?? 'json',
    editable: values.editable,
    state: values.deploy ? 'deployed' : 'developing',
    variables: flow.variables ?? null,
  };
}

interface CopyFlowDialogProps {
  flow: FlowPanel;
  onClose: () => void;
  onCopied: (copy: FlowPanel) => void;
}

/** Copy a flow: name, label, editable, deploy; a server refusal stays in the dialog with what was typed. */
export function CopyFlowDialog({ flow, onClose, onCopied }: CopyFlowDialogProps) {
  const { t } = useTranslation('flow');
  const [form] = Form.useForm<CopyValues>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    let values: CopyValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setFailure(null);
    const result = await apiInterceptors(addFlow(copyRequestOf(flow, values)), '*');
    setBusy(false);
    if (!succeeded(result) || !result[1]) {
      setFailure(failureReason(result));
      return;
    }
    onCopied(result[1]);
  };

  return (
    <Modal
      open
      title={t('copy.title', { name: flow.label || flow.name })}
      okText={t('copy.ok')}
      cancelText={t('copy.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CopyValues>
        form={form}
        layout="vertical"
        initialValues={{
          name: `${flow.name}_copy`,
          label: `${flow.label || flow.name} (copy)`,
          editable: true,
          deploy: false,
        }}
      >
        <Form.Item
          name="name"
          label={t('fields.name')}
          rules={[
            { required: true, whitespace: true, message: t('fields.name_required') },
            { pattern: FLOW_NAME_PATTERN, message: t('fields.name_pattern') },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="label"
          label={t('fields.label')}
          rules={[{ required: true, whitespace: true, message: t('fields.label_required') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="editable" valuePropName="checked">
          <Checkbox>{t('fields.editable')}</Checkbox>
        </Form.Item>
        <Form.Item name="deploy" valuePropName="checked">
          <Checkbox>{t('fields.deploy')}</Checkbox>
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
