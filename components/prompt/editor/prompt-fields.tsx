import { useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import { apiInterceptors } from '@/client/envelope';
import { getPromptTargets } from '@/client/api/prompt';
import { INPUT_CLASS } from '@/components/common/plain/control-classes';
import { PlainSelect } from '@/components/common/plain/plain-select';
import { Notice } from '@/components/common/plain/notice';
import { RadioButtons } from '@/components/common/plain/radio-buttons';
import type { PromptTarget } from '@/contract/prompt';
import { PROMPT_LANGUAGES, PROMPT_TYPES, TYPES_NEEDING_TARGET, TYPES_WITH_TARGET } from '../prompt-options';
import { FormField } from './form-field';
import { useField, usePromptForm } from './prompt-form';
import '@/locales/areas/prompt';

async function loadTargets(type: string): Promise<PromptTarget[]> {
  const [error, data, envelope] = await apiInterceptors(getPromptTargets(type));
  return error || !envelope?.success ? [] : (data ?? []);
}

interface PromptFieldsProps {
  /** The server drops visibility (DB-GPT): a note says every prompt is everyone's instead of offering privacy. */
  visibilityDropped?: boolean;
  /** The user picked a target (undefined: none): the editor may offer that target's built-in template. */
  onTargetChosen: (type: string, target: string | undefined) => void;
}

/** Type and target, name, language and visibility. */
export function PromptFields({ onTargetChosen, visibilityDropped = false }: PromptFieldsProps) {
  const { t } = useTranslation(['prompt', 'common']);
  const form = usePromptForm();
  const type = useField('prompt_type');
  const target = useField('chat_scene');
  const name = useField('prompt_name');
  const language = useField('prompt_language');
  const visibility = useField('visibility');
  const typeName = type.value ?? '';
  const hasTarget = TYPES_WITH_TARGET.includes(typeName);
  const { data: targets = [], loading } = useRequest(() => loadTargets(typeName), {
    ready: hasTarget,
    refreshDeps: [typeName],
  });

  return (
    <div className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
      <FormField name="prompt_type" label={t('editor.type')} required error={type.error}>
        <PlainSelect
          {...type.control}
          value={typeName}
          placeholder={typeName ? undefined : ''}
          options={PROMPT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          onChange={(event) => {
            type.change(event.target.value || undefined);
            form.fill({ chat_scene: undefined });
            onTargetChosen(event.target.value, undefined);
          }}
        />
      </FormField>
      {hasTarget && (
        <FormField
          name="chat_scene"
          label={t('editor.target')}
          required={TYPES_NEEDING_TARGET.includes(typeName)}
          error={target.error}
        >
          <PlainSelect
            {...target.control}
            aria-busy={loading || undefined}
            value={target.value ?? ''}
            placeholder={
              loading && targets.length === 0 ? t('common:loading') : t('editor.target_placeholder')
            }
            options={targets.map((option) => ({
              value: option.name,
              label: option.name,
              title: option.desc ?? option.name,
            }))}
            onChange={(event) => {
              const chosen = event.target.value || undefined;
              target.change(chosen);
              onTargetChosen(typeName, chosen);
            }}
          />
        </FormField>
      )}
      <FormField
        name="prompt_name"
        label={t('editor.name')}
        required
        error={name.error}
        className="md:col-span-2"
      >
        <input
          {...name.control}
          type="text"
          autoComplete="off"
          maxLength={128}
          placeholder={t('editor.name_placeholder')}
          value={name.value ?? ''}
          onChange={(event) => name.change(event.target.value)}
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField name="prompt_language" label={t('editor.language')} group>
        <RadioButtons
          labelledBy="prompt_language_label"
          name="prompt_language"
          value={language.value}
          onChange={language.change}
          options={PROMPT_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        />
      </FormField>
      {visibilityDropped ? (
        <FormField name="visibility" label={t('editor.visibility')} group>
          <Notice
            type="warning"
            title={t('editor.visibility_not_kept')}
            description={t('editor.visibility_not_kept_help')}
            data-testid="prompt-visibility-not-kept"
          />
        </FormField>
      ) : (
        <FormField name="visibility" label={t('editor.visibility')} group help={t('editor.visibility_help')}>
          <RadioButtons
            labelledBy="visibility_label"
            name="visibility"
            value={visibility.value}
            onChange={visibility.change}
            options={(['private', 'public'] as const).map((value) => ({
              value,
              label: t(`visibility.${value}`),
            }))}
          />
        </FormField>
      )}
    </div>
  );
}
