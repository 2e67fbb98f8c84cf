import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { addDocument, editDocument } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import { failureReason, succeeded } from '@/components/model/request-failure';
import { questionLines, type WizardDocument } from './wizard-document';
import '@/locales/areas/knowledge';

interface TypedValues {
  doc_name: string;
  content: string;
  questions?: string;
}

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

interface TypedSourceProps {
  space: string;
  kind: 'TEXT' | 'URL';
  onAdded: (document: WizardDocument) => void;
}

/**
 * A text or a web page: name, the text or the address, and optional questions. The server's refusal
 * (a duplicate name, an address that cannot be reached) is shown here and what was typed stays.
 */
export function TypedSource({ space, kind, onAdded }: TypedSourceProps) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<TypedValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: TypedValues) => {
    setSaving(true);
    setFailure(null);
    const docName = values.doc_name.trim();
    const questions = questionLines(values.questions ?? '');
    const content = kind === 'URL' ? values.content.trim() : values.content;
    const result = await apiInterceptors(
      addDocument(space, { doc_name: docName, doc_type: kind, content, questions }),
      '*',
    );
    const id = result[1];
    if (!succeeded(result) || typeof id !== 'number') {
      setSaving(false);
      setFailure(failureReason(result));
      return;
    }
    // DB-GPT's add does not keep the questions; the edit call does.
    if (questions.length > 0) await apiInterceptors(editDocument(space, { doc_id: id, questions }));
    setSaving(false);
    form.resetFields();
    onAdded({ id, name: docName, type: kind, suffix: '' });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => void submit(values)}
      disabled={saving}
      data-testid={`${kind.toLowerCase()}-source`}
    >
      <Form.Item
        name="doc_name"
        label={t('wizard.source.doc_name')}
        rules={[{ required: true, whitespace: true, message: t('wizard.source.required') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      {kind === 'URL' ? (
        <Form.Item
          name="content"
          label={t('wizard.source.url')}
          rules={[
            { required: true, whitespace: true, message: t('wizard.source.required') },
            {
              validator: async (_rule, value: string | undefined) => {
                if (value && value.trim() && !isWebAddress(value.trim()))
                  throw new Error(t('wizard.source.url_invalid'));
              },
            },
          ]}
        >
          <Input type="url" placeholder={t('wizard.source.url_placeholder')} />
        </Form.Item>
      ) : (
        <Form.Item
          name="content"
          label={t('wizard.source.text')}
          rules={[{ required: true, whitespace: true, message: t('wizard.source.required') }]}
        >
          <Input.TextArea rows={6} />
        </Form.Item>
      )}
      <Form.Item
        name="questions"
        label={t('wizard.source.questions')}
        extra={t('wizard.source.questions_hint')}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      {failure && (
        <Alert
          type="error"
          showIcon
          className="mb-4"
          title={t('wizard.source.add_failed')}
          description={failure}
          data-testid="add-document-failure"
        />
      )}
      <div className="flex justify-end">
        <Button htmlType="submit" loading={saving}>
          {t('wizard.source.add')}
        </Button>
      </div>
    </Form>
  );
}
