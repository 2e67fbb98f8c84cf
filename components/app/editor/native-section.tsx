import { InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { getAppResources, getLlmStrategyValues, getNativeScenes } from '@/client/api/app';
import type { NativeScene } from '@/contract/app';
import type { NativeDraft } from './app-draft';
import { bindsResource, type DraftProblems } from './draft-checks';
import { Field, Section } from './field';
import { resourceChoices, withCurrent } from './resource-choices';
import { useLoaded } from './use-loaded';
import '@/locales/areas/app';

interface NativeSectionProps {
  native: NativeDraft;
  problems: DraftProblems;
  onChange: (native: NativeDraft) => void;
}

const resourceTypeOf = (scene: NativeScene) =>
  scene.param_need.find((need) => need.type === 'resource')?.value?.toString() ?? '';

/** A native app: its scene, the resource bound to it, and the model with its temperature and token limit. */
export function NativeSection({ native, problems, onChange }: NativeSectionProps) {
  const { t } = useTranslation('app');
  const scenes = useLoaded('scenes', getNativeScenes);
  const needsResource = bindsResource(native.resource_type);
  const resources = useLoaded(needsResource ? `resources:${native.resource_type}` : null, () =>
    getAppResources({ type: native.resource_type }),
  );
  const models = useLoaded('models', () => getLlmStrategyValues('priority'));
  const failed = (loaded: { failed: boolean }) => (loaded.failed ? t('editor.options_failed') : undefined);

  const chooseScene = (chatScene: string) => {
    const scene = scenes.data?.find((item) => item.chat_scene === chatScene);
    if (!scene) return;
    // A new scene answers from another kind of resource: the old choice no longer fits.
    onChange({
      ...native,
      chat_scene: scene.chat_scene,
      scene_name: scene.scene_name,
      resource_type: resourceTypeOf(scene),
      resource: '',
    });
  };

  return (
    <Section title={t('editor.native.title')}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Field label={t('editor.native.scene')} problem={problems['native.chat_scene']} hint={failed(scenes)}>
          {(ids) => (
            <Select
              {...ids}
              value={native.chat_scene || undefined}
              placeholder={t('editor.native.scene_placeholder')}
              loading={scenes.loading}
              status={problems['native.chat_scene'] ? 'error' : undefined}
              onChange={chooseScene}
              options={withCurrent(
                (scenes.data ?? []).map((scene) => ({ value: scene.chat_scene, label: scene.scene_name })),
                native.chat_scene,
              )}
            />
          )}
        </Field>
        <Field
          label={
            native.resource_type
              ? `${t('editor.native.resource')} (${native.resource_type})`
              : t('editor.native.resource')
          }
          problem={problems['native.resource']}
          hint={
            needsResource
              ? failed(resources)
              : native.resource_type === 'excel_file'
                ? t('editor.native.sheet_in_chat')
                : t('editor.native.no_resource')
          }
        >
          {(ids) => (
            <Select
              {...ids}
              showSearch
              disabled={!needsResource}
              value={native.resource || undefined}
              placeholder={t('editor.native.resource_placeholder')}
              loading={resources.loading}
              status={problems['native.resource'] ? 'error' : undefined}
              onChange={(resource: string) => onChange({ ...native, resource })}
              options={withCurrent(resourceChoices(resources.data), native.resource)}
            />
          )}
        </Field>
        <Field label={t('editor.native.model')} hint={failed(models)}>
          {(ids) => (
            <Select
              {...ids}
              allowClear
              value={native.model || undefined}
              placeholder={t('editor.native.model_placeholder')}
              loading={models.loading}
              onChange={(model?: string) => onChange({ ...native, model: model ?? '' })}
              options={withCurrent(
                (models.data ?? []).map((model) => ({ value: model, label: model })),
                native.model,
              )}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label={t('editor.native.temperature')} problem={problems['native.temperature']}>
            {(ids) => (
              <InputNumber
                {...ids}
                className="w-full"
                min={0}
                max={1}
                step={0.1}
                value={native.temperature}
                status={problems['native.temperature'] ? 'error' : undefined}
                onChange={(temperature) => onChange({ ...native, temperature })}
              />
            )}
          </Field>
          <Field label={t('editor.native.max_new_tokens')} problem={problems['native.max_new_tokens']}>
            {(ids) => (
              <InputNumber
                {...ids}
                className="w-full"
                min={1}
                step={256}
                precision={0}
                value={native.max_new_tokens}
                status={problems['native.max_new_tokens'] ? 'error' : undefined}
                onChange={(max_new_tokens) => onChange({ ...native, max_new_tokens })}
              />
            )}
          </Field>
        </div>
      </div>
    </Section>
  );
}
