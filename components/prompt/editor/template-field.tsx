import { useDeferredValue, useId } from 'react';
import { Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChatMarkdown } from '@/components/chat/markdown';
import { isValidJsonOrEmpty, type PromptFormValues } from './prompt-form-values';
import { useTemplateVariables } from './use-template-variables';
import '@/locales/areas/prompt';

/** The template in markdown, the variables found in it as you type, and a live preview. */
export function TemplateField() {
  const { t } = useTranslation('prompt');
  const form = Form.useFormInstance<PromptFormValues>();
  const content = Form.useWatch('content', form) ?? '';
  const variables = useTemplateVariables();
  const preview = useDeferredValue(content);
  const previewId = useId();

  return (
    <div className="flex flex-col gap-3">
      <Form.Item
        name="content"
        label={t('editor.template')}
        rules={[{ required: true, whitespace: true, message: t('editor.content_required') }]}
        className="mb-0"
      >
        <Input.TextArea
          autoSize={{ minRows: 10, maxRows: 24 }}
          placeholder={t('editor.template_placeholder')}
          className="font-mono text-sm"
          spellCheck={false}
        />
      </Form.Item>
      <div className="flex flex-wrap items-center gap-2" data-testid="prompt-variables">
        <span className="text-sm opacity-70">{t('editor.variables')}</span>
        {variables.length === 0 ? (
          <span className="text-sm opacity-50">{t('editor.no_variables')}</span>
        ) : (
          variables.map((name) => (
            <Tag key={name} color="blue" className="m-0 font-mono">
              {`{${name}}`}
            </Tag>
          ))
        )}
      </div>
      <section
        aria-labelledby={previewId}
        className="rounded border border-black/10 p-3 dark:border-white/15"
      >
        <h3 id={previewId} className="m-0 mb-2 text-sm font-medium opacity-70">
          {t('editor.preview')}
        </h3>
        <div className="max-h-96 overflow-y-auto" data-testid="prompt-preview">
          {preview.trim() ? (
            <ChatMarkdown content={preview} />
          ) : (
            <p className="m-0 text-sm opacity-50">{t('editor.preview_empty')}</p>
          )}
        </div>
      </section>
    </div>
  );
}

/** The JSON the answer should follow; Verify checks the test's answer against it. */
export function ResponseSchemaField() {
  const { t } = useTranslation('prompt');
  return (
    <Form.Item
      name="response_schema"
      label={t('editor.response_schema')}
      extra={t('editor.response_schema_help')}
      rules={[
        {
          validator: (_, value: string | undefined) =>
            isValidJsonOrEmpty(value)
              ? Promise.resolve()
              : Promise.reject(new Error(t('editor.response_schema_invalid'))),
        },
      ]}
    >
      <Input.TextArea
        autoSize={{ minRows: 4, maxRows: 16 }}
        className="font-mono text-sm"
        spellCheck={false}
      />
    </Form.Item>
  );
}
