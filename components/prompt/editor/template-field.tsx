import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatMarkdown } from '@/components/chat/markdown';
import { TAG_CLASSES, TEXTAREA_CLASS } from '@/components/common/plain/control-classes';
import { FormField } from './form-field';
import { useField } from './prompt-form';
import { useTemplateVariables } from './use-template-variables';
import '@/locales/areas/prompt';

/** The template in markdown, the variables found in it as you type, and a live preview. */
export function TemplateField() {
  const { t } = useTranslation('prompt');
  const content = useField('content');
  const variables = useTemplateVariables();
  const preview = useDeferredValue(content.value ?? '');
  const previewId = useId();

  return (
    <div className="flex flex-col gap-3">
      <FormField name="content" label={t('editor.template')} required error={content.error} className="mb-0">
        <textarea
          {...content.control}
          rows={10}
          placeholder={t('editor.template_placeholder')}
          spellCheck={false}
          value={content.value ?? ''}
          onChange={(event) => content.change(event.target.value)}
          className={`${TEXTAREA_CLASS} min-h-[14.5rem] max-h-[33.5rem] font-mono`}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-2" data-testid="prompt-variables">
        <span className="text-sm opacity-70">{t('editor.variables')}</span>
        {variables.length === 0 ? (
          <span className="text-sm opacity-70">{t('editor.no_variables')}</span>
        ) : (
          variables.map((name) => (
            <span key={name} className={`${TAG_CLASSES.blue} font-mono`}>
              {`{${name}}`}
            </span>
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
            <p className="m-0 text-sm opacity-70">{t('editor.preview_empty')}</p>
          )}
        </div>
      </section>
    </div>
  );
}

/** The JSON the answer should follow; Verify checks the test's answer against it. */
export function ResponseSchemaField() {
  const { t } = useTranslation('prompt');
  const schema = useField('response_schema');
  return (
    <FormField
      name="response_schema"
      label={t('editor.response_schema')}
      help={t('editor.response_schema_help')}
      error={schema.error}
    >
      <textarea
        {...schema.control}
        rows={4}
        spellCheck={false}
        value={schema.value ?? ''}
        onChange={(event) => schema.change(event.target.value)}
        className={`${TEXTAREA_CLASS} min-h-[6.5rem] max-h-[23rem] font-mono`}
      />
    </FormField>
  );
}
