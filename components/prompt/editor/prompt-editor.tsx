import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { addPrompt, updatePrompt } from '@/client/api/prompt';
import { apiInterceptors } from '@/client/envelope';
import { ArrowLeftIcon, SaveIcon } from '@/components/common/line-icons';
import { Notice } from '@/components/common/plain/notice';
import { PlainButton } from '@/components/common/plain/plain-button';
import { useToasts } from '@/components/common/plain/toasts';
import type { Prompt } from '@/contract/prompt';
import { useChatContext } from '@/contexts/chat-context';
import { usePreferences } from '@/contexts/preferences-context';
import { LIST_PATH, savedPromptHref } from '../prompt-options';
import { useVisibilitySupport } from '../use-visibility-support';
import { noteVisibilityFrom } from '../visibility-support';
import { PromptFields } from './prompt-fields';
import { createPromptForm, PromptFormContext, type PromptFieldName } from './prompt-form';
import { initialFormValues, promptFields } from './prompt-form-values';
import { ResponseSchemaField, TemplateField } from './template-field';
import { TestPanel } from './test-panel';
import { useBuiltinTemplate } from './use-builtin-template';
import '@/locales/areas/prompt';

const SAVED_FIELDS: PromptFieldName[] = [
  'prompt_type',
  'chat_scene',
  'prompt_name',
  'content',
  'response_schema',
];

/** Writes a new prompt, or changes `prompt` (found again by its code), with a test bench beside it. */
export function PromptEditor({ prompt }: { prompt?: Prompt }) {
  const { t } = useTranslation('prompt');
  const router = useRouter();
  const { language } = usePreferences();
  const { model } = useChatContext();
  const [form] = useState(() => createPromptForm(initialFormValues(prompt, { language, model })));
  const toasts = useToasts();
  const [saving, setSaving] = useState(false);
  const builtin = useBuiltinTemplate(form);
  const visibilityDropped = useVisibilitySupport(prompt) === 'dropped';

  // The model list arrives after the page: a new prompt takes the default model once it is known.
  // A stored prompt keeps what it has, since the model is part of what makes it unique.
  useEffect(() => {
    if (!prompt && model && !form.values().model) form.fill({ model });
  }, [form, model, prompt]);

  const readPrompt = () => {
    if (!form.validate(['content', 'response_schema'])) return null;
    return { ...promptFields(form.values()), ...(prompt ? { prompt_code: prompt.prompt_code } : {}) };
  };

  const save = async () => {
    if (!form.validate(SAVED_FIELDS)) return;
    const fields = promptFields(form.values());
    setSaving(true);
    // Failures are shown by the interceptor; the form keeps everything the user typed.
    const [error, saved, envelope] = await apiInterceptors(
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
    // The answer shows whether the server kept the visibility it was sent (DB-GPT drops it).
    const support = noteVisibilityFrom(saved ? [saved] : []);
    toasts.success(t('editor.saved'));
    // A private prompt is only on "My prompts": land there, with the saved row marked. Where visibility is
    // not kept (DB-GPT, which keeps no owner either) every prompt is on the public tab.
    const scope = fields.visibility === 'private' && support !== 'dropped' ? 'mine' : 'public';
    void router.push(savedPromptHref(scope, saved?.prompt_code ?? prompt?.prompt_code));
  };

  return (
    <PromptFormContext value={form}>
      <form
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-col gap-4 px-6 py-4"
        data-testid="prompt-editor"
      >
        {toasts.holder}
        <div className="flex flex-wrap items-center gap-3">
          <Link
            href={LIST_PATH}
            aria-label={t('editor.back')}
            title={t('editor.back')}
            className="inline-flex h-8 w-8 items-center justify-center rounded text-inherit hover:bg-black/5 dark:hover:bg-white/10"
          >
            <ArrowLeftIcon />
          </Link>
          <h2 className="m-0 text-lg font-semibold">
            {prompt ? t('editor.edit_title') : t('editor.add_title')}
          </h2>
          <PlainButton
            variant="primary"
            icon={<SaveIcon />}
            loading={saving}
            className="ml-auto"
            onClick={() => void save()}
          >
            {t('editor.save')}
          </PlainButton>
        </div>
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
          <div className="flex min-w-0 flex-col">
            <PromptFields
              visibilityDropped={visibilityDropped}
              onTargetChosen={(type, target) =>
                target ? void builtin.check(type, target) : builtin.dismiss()
              }
            />
            {builtin.offer && (
              <Notice
                className="mb-4"
                type="info"
                title={t('editor.builtin_found')}
                description={t('editor.builtin_replace_hint')}
                closeLabel={t('editor.builtin_dismiss')}
                onClose={builtin.dismiss}
                action={
                  <PlainButton size="small" onClick={builtin.accept}>
                    {t('editor.builtin_use')}
                  </PlainButton>
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
      </form>
    </PromptFormContext>
  );
}
