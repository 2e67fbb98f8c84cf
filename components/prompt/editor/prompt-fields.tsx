import { Form, Input, Radio, Select } from 'antd';
import { useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import { apiInterceptors } from '@/client/envelope';
import { getPromptTargets } from '@/client/api/prompt';
import type { PromptTarget } from '@/contract/prompt';
import { PROMPT_LANGUAGES, PROMPT_TYPES, TYPES_NEEDING_TARGET, TYPES_WITH_TARGET } from '../prompt-options';
import type { PromptFormValues } from './prompt-form-values';
import '@/locales/areas/prompt';

async function loadTargets(type: string): Promise<PromptTarget[]> {
  const [error, data, envelope] = await apiInterceptors(getPromptTargets(type));
  return error || !envelope?.success ? [] : (data ?? []);
}

interface PromptFieldsProps {
  /** The user picked a target (undefined: none): the editor may offer that target's built-in template. */
  onTargetChosen: (type: string, target: string | undefined) => void;
}

/** Type and target, name, language and visibility. */
export function PromptFields({ onTargetChosen }: PromptFieldsProps) {
  const { t } = useTranslation('prompt');
  const form = Form.useFormInstance<PromptFormValues>();
  const type = Form.useWatch('prompt_type', form) ?? '';
  const hasTarget = TYPES_WITH_TARGET.includes(type);
  const { data: targets = [], loading } = useRequest(() => loadTargets(type), {
    ready: hasTarget,
    refreshDeps: [type],
  });

  return (
    <div className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
      <Form.Item
        name="prompt_type"
        label={t('editor.type')}
        rules={[{ required: true, message: t('editor.type_required') }]}
      >
        <Select
          options={PROMPT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          onChange={(next: string) => {
            form.setFieldValue('chat_scene', undefined);
            onTargetChosen(next, undefined);
          }}
        />
      </Form.Item>
      {hasTarget && (
        <Form.Item
          name="chat_scene"
          label={t('editor.target')}
          rules={[{ required: TYPES_NEEDING_TARGET.includes(type), message: t('editor.target_required') }]}
        >
          <Select
            showSearch
            allowClear
            loading={loading}
            placeholder={t('editor.target_placeholder')}
            options={targets.map((target) => ({
              value: target.name,
              label: target.name,
              title: target.desc ?? target.name,
            }))}
            onChange={(target: string | undefined) => onTargetChosen(type, target)}
          />
        </Form.Item>
      )}
      <Form.Item
        name="prompt_name"
        label={t('editor.name')}
        className="md:col-span-2"
        rules={[{ required: true, whitespace: true, message: t('editor.name_required') }]}
      >
        <Input placeholder={t('editor.name_placeholder')} maxLength={128} />
      </Form.Item>
      <Form.Item name="prompt_language" label={t('editor.language')}>
        <Radio.Group
          optionType="button"
          options={PROMPT_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="visibility" label={t('editor.visibility')} extra={t('editor.visibility_help')}>
        <Radio.Group
          optionType="button"
          options={(['private', 'public'] as const).map((value) => ({
            value,
            label: t(`visibility.${value}`),
          }))}
        />
      </Form.Item>
    </div>
  );
}
