import { useState } from 'react';
import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HubSourceCreate } from '@/contract/hub';
import '@/locales/areas/dbgpts';

interface AddHubValues {
  name?: string;
  channel: 'folder' | 'git';
  url: string;
  branch?: string;
  authorization?: string;
}

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Add a hub: a folder on the server or a git repository (URL, branch, token). The token is never shown back. */
export function AddHubForm({ onAdd }: { onAdd: (body: HubSourceCreate) => Promise<boolean> }) {
  const { t } = useTranslation('dbgpts');
  const [form] = Form.useForm<AddHubValues>();
  const channel = Form.useWatch('channel', form) ?? 'folder';
  const [saving, setSaving] = useState(false);

  const submit = async (values: AddHubValues) => {
    setSaving(true);
    const added = await onAdd({
      channel: values.channel,
      url: values.url.trim(),
      name: optional(values.name),
      ...(values.channel === 'git'
        ? { branch: optional(values.branch), authorization: optional(values.authorization) }
        : {}),
    });
    setSaving(false);
    if (added) form.resetFields();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ channel: 'folder' }}
      onFinish={(values) => void submit(values)}
      aria-label={t('hubs.add_title')}
      data-testid="add-hub-form"
    >
      <Form.Item name="channel" label={t('hubs.channel')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'folder', label: t('hubs.channels.folder') },
            { value: 'git', label: t('hubs.channels.git') },
          ]}
        />
      </Form.Item>
      <Form.Item name="name" label={t('hubs.name')}>
        <Input placeholder={t('hubs.name_placeholder')} maxLength={100} />
      </Form.Item>
      <Form.Item
        name="url"
        label={channel === 'git' ? t('hubs.url_git') : t('hubs.url_folder')}
        rules={[{ required: true, whitespace: true, message: t('hubs.url_required') }]}
      >
        <Input
          placeholder={channel === 'git' ? t('hubs.url_git_placeholder') : t('hubs.url_folder_placeholder')}
        />
      </Form.Item>
      {channel === 'git' && (
        <>
          <Form.Item name="branch" label={t('hubs.branch')}>
            <Input placeholder={t('hubs.branch_placeholder')} />
          </Form.Item>
          <Form.Item name="authorization" label={t('hubs.token')}>
            <Input.Password placeholder={t('hubs.token_placeholder')} autoComplete="new-password" />
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('hubs.add')}
      </Button>
    </Form>
  );
}
