import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { createApp } from '@/client/api/app';
import { apiInterceptors } from '@/client/envelope';
import { failureReason, succeeded } from '@/components/database/request-failure';
import type { AppCreateRequest, TeamModeValue } from '@/contract/app';
import { usePreferences } from '@/contexts/preferences-context';
import { TeamModePicker } from './team-mode-picker';
import '@/locales/areas/app';

export const APP_NAME_MAX = 100;

interface CreateValues {
  team_mode?: TeamModeValue;
  app_name?: string;
  app_describe?: string;
  language?: string;
}

/** A native app starts as a normal chat (no resource to bind); the editor chooses its scene. */
const STARTING_CONTEXT = { chat_scene: 'chat_normal', scene_name: 'Chat Normal' };

export function createRequestOf(values: Required<CreateValues>): AppCreateRequest {
  return {
    app_name: values.app_name.trim(),
    app_describe: values.app_describe.trim(),
    team_mode: values.team_mode,
    language: values.language,
    team_context: values.team_mode === 'native_app' ? STARTING_CONTEXT : null,
    details: [],
    recommend_questions: [],
    param_need: [],
  };
}

interface CreateAppDialogProps {
  open: boolean;
  onClose: () => void;
  /** The server stored it under `appCode`: time to set it up in the editor. */
  onCreated: (appCode: string, name: string) => void;
}

/**
 * Create an app: its work mode (each explained), name, description and answer language. A server
 * refusal (a name already taken) is shown in the dialog, and what was typed stays.
 */
export function CreateAppDialog({ open, onClose, onCreated }: CreateAppDialogProps) {
  const { t } = useTranslation('app');
  const { language } = usePreferences();
  const [form] = Form.useForm<CreateValues>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    let values: CreateValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    setBusy(true);
    setFailure(null);
    const request = createRequestOf(values as Required<CreateValues>);
    const result = await apiInterceptors(createApp(request), '*');
    setBusy(false);
    if (!succeeded(result)) {
      setFailure(failureReason(result));
      return;
    }
    const appCode = result[1]?.app_code;
    if (!appCode) {
      setFailure(failureReason([new Error('no app_code'), undefined, undefined, undefined]));
      return;
    }
    onCreated(appCode, request.app_name);
  };

  return (
    <Modal
      open={open}
      title={t('create.title')}
      okText={t('create.submit')}
      cancelText={t('create.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<CreateValues>
        form={form}
        layout="vertical"
        initialValues={{ language }}
        onValuesChange={() => setFailure(null)}
        requiredMark
      >
        <Form.Item
          name="team_mode"
          label={t('create.mode_label')}
          rules={[{ required: true, message: t('validation.mode_required') }]}
        >
          <TeamModePicker />
        </Form.Item>
        <Form.Item
          name="app_name"
          label={t('create.name_label')}
          rules={[
            { required: true, whitespace: true, message: t('validation.name_required') },
            { max: APP_NAME_MAX, message: t('validation.name_too_long', { max: APP_NAME_MAX }) },
          ]}
        >
          <Input placeholder={t('create.name_placeholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="app_describe"
          label={t('create.describe_label')}
          rules={[{ required: true, whitespace: true, message: t('validation.describe_required') }]}
        >
          <Input.TextArea
            placeholder={t('create.describe_placeholder')}
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </Form.Item>
        <Form.Item name="language" label={t('create.language_label')}>
          <Select
            options={[
              { value: 'en', label: t('languages.en') },
              { value: 'zh', label: t('languages.zh') },
            ]}
          />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={t('create.failed', { reason: failure })} />}
    </Modal>
  );
}
