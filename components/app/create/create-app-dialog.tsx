import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { createApp, getAgentList } from '@/client/api/app';
import { apiInterceptors } from '@/client/envelope';
import { failureReason, succeeded } from '@/components/database/request-failure';
import type { AppCreateRequest, AppDetailInput, AwelTeamContext, TeamModeValue } from '@/contract/app';
import { usePreferences } from '@/contexts/preferences-context';
import { flowContextOf } from '../editor/awel-section';
import { FlowPicker, useChatFlows } from './flow-picker';
import { TeamModePicker } from './team-mode-picker';
import '@/locales/areas/app';

export const APP_NAME_MAX = 100;

interface CreateValues {
  team_mode?: TeamModeValue;
  app_name?: string;
  app_describe?: string;
  language?: string;
  /** The uid of the chat flow an AWEL flow app runs. */
  flow?: string;
}

/** A native app starts as a normal chat (no resource to bind); the editor chooses its scene. */
const STARTING_CONTEXT = { chat_scene: 'chat_normal', scene_name: 'Chat Normal' };

/** What the app runs from the start: a native app's scene, an AWEL app's flow, an agent app's agent. */
export interface CreateStart {
  flow?: AwelTeamContext;
  /** The agent an agent app starts with, so that it can be saved as created (the editor changes it). */
  agent?: string;
}

const startingAgent = (agent: string): AppDetailInput => ({
  agent_name: agent,
  llm_strategy: 'default',
  llm_strategy_value: [],
  resources: [],
});

export function createRequestOf(
  values: Required<Omit<CreateValues, 'flow'>>,
  start: CreateStart = {},
): AppCreateRequest {
  const mode = values.team_mode;
  const agentMode = mode === 'single_agent' || mode === 'auto_plan';
  return {
    app_name: values.app_name.trim(),
    app_describe: values.app_describe.trim(),
    team_mode: mode,
    language: values.language,
    team_context:
      mode === 'native_app' ? STARTING_CONTEXT : mode === 'awel_layout' ? (start.flow ?? null) : null,
    details: agentMode && start.agent ? [startingAgent(start.agent)] : [],
    recommend_questions: [],
    param_need: [],
  };
}

/** The first agent the server offers, for an agent app; none for the other modes or when the list fails. */
async function firstAgent(mode: TeamModeValue | undefined): Promise<string | undefined> {
  if (mode !== 'single_agent' && mode !== 'auto_plan') return undefined;
  const [, agents] = await apiInterceptors(getAgentList());
  return agents?.[0]?.name;
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
  const mode = Form.useWatch('team_mode', form);
  const chatFlows = useChatFlows(mode === 'awel_layout');

  const submit = async () => {
    let values: CreateValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    setBusy(true);
    setFailure(null);
    const chosenFlow = chatFlows.items.find((flow) => flow.uid === values.flow);
    const start: CreateStart = {
      flow: chosenFlow ? flowContextOf(chosenFlow) : undefined,
      agent: await firstAgent(values.team_mode),
    };
    const request = createRequestOf(values as Required<CreateValues>, start);
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
        {mode === 'awel_layout' && (
          <Form.Item
            name="flow"
            label={t('create.flow_label')}
            rules={[{ required: true, message: t('validation.flow_required') }]}
          >
            <FlowPicker flows={chatFlows.items} loading={chatFlows.loading} failed={chatFlows.failed} />
          </Form.Item>
        )}
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
