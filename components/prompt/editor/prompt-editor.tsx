import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Alert, Button, Form, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { addPrompt, updatePrompt } from '@/client/api/prompt';
import { apiInterceptors } from '@/client/envelope';
import type { Prompt } from '@/contract/prompt';
import { useChatContext } from '@/contexts/chat-context';
import { usePreferences } from '@/contexts/preferences-context';
import { LIST_PATH } from '../prompt-options';
import { PromptFields } from './prompt-fields';
import { initialFormValues, promptFields, type PromptFormValues } from './prompt-form-values';
import { ResponseSchemaField, TemplateField } from './template-field';
import { TestPanel } from './test-panel';
import { useBuiltinTemplate } from './use-builtin-template';
import '@/locales/areas/prompt';

const SAVED_FIELDS = ['prompt_type', 'chat_scene', 'prompt_name', 'content', 'response_schema'];

/** Writes a new prompt, or changes `prompt` (found again by its code), with a test bench beside it. */
export function PromptEditor({ prompt }: { prompt?: Prompt }) {
  const { t } = useTranslation('prompt');
  const router = useRouter();
  const { language } = usePreferences();
  const { model } = useChatContext();
  const [form] = Form.useForm<PromptFormValues>();
  const [toast, toastHolder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  const [initialValues] = useState(() => initialFormValues(prompt, { language, model }));
  const builtin = useBuiltinTemplate(form);

  // The model list arrives after the page: a new prompt takes the default model once it is known.
  // A stored prompt keeps what it has, since the model is part of what makes it unique.
  useEffect(() => {
    if (!prompt && model && !form.getFieldValue('model')) form.setFieldValue('model', model);
  }, [form, model, prompt]);

  const readFields = () => promptFields(form.getFieldsValue(true) as PromptFormValues);

  const readPrompt = async () => {
    try {
      await form.validateFields(['content', 'response_schema']);
    } catch {
      return null;
    }
    return { ...readFields(), ...(prompt ? { prompt_code: prompt.prompt_code } : {}) };
  };

  const save = async () => {
    try {
      await form.validateFields(SAVED_FIELDS);
    } catch {
      return;
    }
    const fields = readFields();
    setSaving(true);
    // Failures are shown by the interceptor; the form keeps everything the user typed.
    const [error, , envelope] = await apiInterceptors(
      prompt
        ? updatePrompt({
            ...fields,
            prompt_code: prompt.prompt_code,
            ...(prompt.sys_code ? { sys_code: prompt.sys_code } : {}),
          })
        : addPrompt(fields),
    );
    setSaving(false);
    if (error || !envelope?.success) return;
    void toast.success(t('editor.saved'));
    void router.push(LIST_PATH);
  };

  return (
    <Form<PromptFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      className="flex flex-col gap-4 px-6 py-4"
      data-testid="prompt-editor"
    >
      {toastHolder}
      <div className="flex flex-wrap items-center gap-3">
        <Link
          href={LIST_PATH}
          aria-label={t('editor.back')}
          title={t('editor.back')}
          className="inline-flex h-8 w-8 items-center justify-center rounded text-inherit hover:bg-black/5 dark:hover:bg-white/10"
        >
          <ArrowLeftOutlined aria-hidden />
        </Link>
        <h2 className="m-0 text-lg font-semibold">
          {prompt ? t('editor.edit_title') : t('editor.add_title')}
        </h2>
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          loading={saving}
          className="ml-auto"
          onClick={() => void save()}
        >
          {t('editor.save')}
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <div className="flex min-w-0 flex-col">
          <PromptFields
            onTargetChosen={(type, target) => (target ? void builtin.check(type, target) : builtin.dismiss())}
          />
          {builtin.offer && (
            <Alert
              className="mb-4"
              type="info"
              showIcon
              title={t('editor.builtin_found')}
              description={t('editor.builtin_replace_hint')}
              closable={{ onClose: builtin.dismiss }}
              action={
                <Button size="small" onClick={builtin.accept}>
                  {t('editor.builtin_use')}
                </Button>
              }
              data-testid="prompt-builtin-offer"
            />
          )}
          <TemplateField />
          <div className="mt-4">
            <ResponseSchemaField />
          </div>
        </div>
        <div className="min-w-0">
          <TestPanel readPrompt={readPrompt} />
        </div>
      </div>
    </Form>
  );
}
