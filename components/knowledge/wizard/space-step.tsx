import { useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addSpace } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import { VisibilityChoice } from '@/components/common/visibility-choice';
import { failureReason, succeeded } from '@/components/model/request-failure';
import type { ResourceVisibility } from '@/contract/visibility';
import { domainLabel, storageLabel } from '../space-card';
import { disallowedCharacters, isValidSpaceName } from '../space-name';
import { spaceVisibilityWords } from '../space-visibility';
import { useSpaceConfig } from './use-wizard-data';
import '@/locales/areas/knowledge';

interface SpaceValues {
  name: string;
  vector_type: string;
  domain_type: string;
  desc?: string;
  visibility: ResourceVisibility;
}

const FALLBACK_STORAGE = 'VectorStore';
const FALLBACK_DOMAIN = 'Normal';

/** Step 1: name, storage, domain and description; the server creates the space before the wizard goes on. */
export function SpaceStep({ onCreated }: { onCreated: (name: string) => void }) {
  const { t } = useTranslation(['knowledge', 'common']);
  const [form] = Form.useForm<SpaceValues>();
  const { state, retry } = useSpaceConfig();
  const [saving, setSaving] = useState(false);
  const storage = Form.useWatch('vector_type', form) ?? FALLBACK_STORAGE;
  const storages = state.status === 'ready' ? state.data.storage : [];
  const domains = storages.find((item) => item.name === storage)?.domain_types ?? [];

  const submit = async () => {
    let values: SpaceValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The fields say what is wrong.
    }
    setSaving(true);
    const name = values.name.trim();
    // The server's reason is shown under the name (where the user can fix it), not as a notification.
    const result = await apiInterceptors(addSpace({ ...values, name, desc: values.desc ?? '' }), '*');
    setSaving(false);
    if (!succeeded(result)) {
      form.setFields([{ name: 'name', errors: [failureReason(result)] }]);
      return;
    }
    onCreated(name);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ vector_type: FALLBACK_STORAGE, domain_type: FALLBACK_DOMAIN, visibility: 'private' }}
      onFinish={() => void submit()}
      data-testid="space-step"
      disabled={saving}
    >
      {state.status === 'error' && (
        <Alert
          type="warning"
          showIcon
          className="mb-4"
          title={t('wizard.space.config_failed')}
          action={
            <Button size="small" onClick={retry}>
              {t('common:retry')}
            </Button>
          }
        />
      )}
      <Form.Item
        name="name"
        label={t('wizard.space.name')}
        extra={t('wizard.space.name_rule')}
        rules={[
          { required: true, whitespace: true, message: t('wizard.space.name_required') },
          {
            validator: async (_rule, value: string | undefined) => {
              const name = value?.trim() ?? '';
              // The rule itself stays below the field; the error names what breaks it, not the rule again.
              if (name && !isValidSpaceName(name))
                throw new Error(
                  t('wizard.space.name_invalid', {
                    characters: disallowedCharacters(name)
                      .map((character) => (character.trim() ? `“${character}”` : t('wizard.space.space_character')))
                      .join(' '),
                  }),
                );
            },
          },
        ]}
      >
        <Input placeholder={t('wizard.space.name_placeholder')} maxLength={100} />
      </Form.Item>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <Form.Item name="vector_type" label={t('wizard.space.storage')} rules={[{ required: true }]}>
          <Select
            loading={state.status === 'loading'}
            onChange={(next: string) => {
              const first = storages.find((item) => item.name === next)?.domain_types[0]?.name;
              form.setFieldValue('domain_type', first ?? FALLBACK_DOMAIN);
            }}
            options={(storages.length ? storages : [{ name: FALLBACK_STORAGE, desc: null }]).map((item) => ({
              value: item.name,
              label: storageLabel(t, item.name),
              title: item.desc ?? undefined,
            }))}
          />
        </Form.Item>
        <Form.Item name="domain_type" label={t('wizard.space.domain')} rules={[{ required: true }]}>
          <Select
            options={(domains.length ? domains : [{ name: FALLBACK_DOMAIN, desc: null }]).map((item) => ({
              value: item.name,
              label: domainLabel(t, item.name),
              title: item.desc ?? undefined,
            }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="desc" label={t('wizard.space.description')}>
        <Input.TextArea rows={3} maxLength={500} placeholder={t('wizard.space.description_placeholder')} />
      </Form.Item>
      <Form.Item name="visibility" label={t('visibility.label')}>
        <VisibilityChoice words={spaceVisibilityWords(t)} />
      </Form.Item>
      <div className="flex justify-end">
        <Button type="primary" htmlType="submit" loading={saving} data-testid="create-space-submit">
          {t('wizard.space.create')}
        </Button>
      </div>
    </Form>
  );
}
