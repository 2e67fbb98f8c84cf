import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { editDocument } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import { AntdTheme } from '@/components/common/antd-theme';
import { failureReason, succeeded } from '@/components/model/request-failure';
import type { KnowledgeDocument } from '@/contract/knowledge';
import { questionLines } from '../wizard/wizard-document';
import '@/locales/areas/knowledge';

export interface EditDocumentDialogProps {
  space: string;
  document: KnowledgeDocument;
  onClose: () => void;
  /** Saved under this name. */
  onSaved: (name: string) => void;
}

interface EditValues {
  doc_name: string;
  questions: string;
}

/** Rename a document and set the questions it answers (one per line); a refusal is shown in the dialog. */
export default function EditDocumentDialog({ space, document, onClose, onSaved }: EditDocumentDialogProps) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<EditValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    let values: EditValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setFailure(null);
    const name = values.doc_name.trim();
    const result = await apiInterceptors(
      editDocument(space, {
        doc_id: document.id,
        doc_name: name,
        questions: questionLines(values.questions ?? ''),
      }),
      '*',
    );
    setSaving(false);
    if (!succeeded(result)) {
      setFailure(failureReason(result));
      return;
    }
    onSaved(name);
  };

  return (
    <AntdTheme>
      <Modal
        open
        title={t('edit_document.title', { name: document.doc_name })}
        okText={t('edit_document.save')}
        cancelText={t('edit_document.cancel')}
        okButtonProps={{ loading: saving }}
        onOk={() => void save()}
        onCancel={onClose}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ doc_name: document.doc_name, questions: (document.questions ?? []).join('\n') }}
          data-testid="edit-document-form"
        >
          <Form.Item
            name="doc_name"
            label={t('edit_document.name')}
            rules={[{ required: true, whitespace: true, message: t('edit_document.name_required') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="questions"
            label={t('edit_document.questions')}
            extra={t('edit_document.questions_hint')}
          >
            <Input.TextArea rows={4} />
          </Form.Item>
        </Form>
        {failure && <Alert type="error" showIcon title={t('edit_document.failed')} description={failure} />}
      </Modal>
    </AntdTheme>
  );
}
