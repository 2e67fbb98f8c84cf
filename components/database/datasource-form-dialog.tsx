import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { createDatasource, testDatasourceConnection, updateDatasource } from '@/client/api/datasource';
import { apiInterceptors } from '@/client/envelope';
import {
  ParameterForm,
  toParameterValues,
  type ParameterFormValues,
} from '@/components/common/parameter-form';
import type { DatasourceVisibility, TypedDatasourceRequest } from '@/contract/datasource';
import { describesDisplayName, editDescriptors, editInitialValues } from './datasource-form-values';
import type { DatasourceView } from './datasource-view';
import { failureReason, succeeded } from './request-failure';
import type { TypeEntry } from './type-catalogue';
import '@/locales/areas/database';

export interface DatasourceFormDialogProps {
  entry: TypeEntry;
  /** The data source being edited; null to create one. */
  editing: DatasourceView | null;
  onClose: () => void;
  /** The server stored it; `name` is what the user calls it. */
  onSaved: (name: string, created: boolean) => void;
}

interface ExtraValues {
  display_name?: string;
  description?: string;
  visibility?: DatasourceVisibility;
}

type Outcome =
  { kind: 'tested' } | { kind: 'test_failed'; reason: string } | { kind: 'save_failed'; reason: string };

const trimmed = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * Create or edit a data source: the type's parameter form, a display name and a description, "Test
 * connection" and Save. Failures are shown in the dialog with the server's reason and keep what was typed.
 * Editing never shows the stored password: left empty, the server keeps it.
 */
export function DatasourceFormDialog({ entry, editing, onClose, onSaved }: DatasourceFormDialogProps) {
  const { t } = useTranslation('database');
  const [form] = Form.useForm<ParameterFormValues>();
  const [extraForm] = Form.useForm<ExtraValues>();
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const keepText = t('form.password_keep');
  const descriptors = useMemo(
    () => (editing ? editDescriptors(entry.parameters, keepText) : entry.parameters),
    [editing, entry.parameters, keepText],
  );
  const initialValues = useMemo(
    () => (editing ? editInitialValues(editing, entry.parameters) : undefined),
    [editing, entry.parameters],
  );
  const ownDisplayName = !describesDisplayName(descriptors);
  const extraInitial: ExtraValues = {
    display_name: editing && editing.displayName !== editing.name ? editing.displayName : undefined,
    description: editing?.description ?? undefined,
    visibility: editing?.visibility ?? 'private',
  };

  const readRequest = async (): Promise<TypedDatasourceRequest | null> => {
    try {
      const [values, extra] = await Promise.all([form.validateFields(), extraForm.validateFields()]);
      return {
        type: entry.name,
        params: toParameterValues(values, descriptors),
        description: trimmed(extra.description) ?? null,
        visibility: extra.visibility ?? 'private',
        ...(ownDisplayName ? { display_name: trimmed(extra.display_name) ?? null } : {}),
        ...(editing ? { id: editing.id } : {}),
      };
    } catch {
      return null; // The forms show what is missing or wrong.
    }
  };

  const test = async () => {
    const request = await readRequest();
    if (!request) return;
    setBusy('test');
    setOutcome(null);
    const result = await apiInterceptors(testDatasourceConnection(request), '*');
    setBusy(null);
    setOutcome(
      succeeded(result) ? { kind: 'tested' } : { kind: 'test_failed', reason: failureReason(result) },
    );
  };

  const save = async () => {
    const request = await readRequest();
    if (!request) return;
    setBusy('save');
    setOutcome(null);
    const send = editing ? updateDatasource : createDatasource;
    const result = await apiInterceptors(send(request), '*');
    setBusy(null);
    if (!succeeded(result)) {
      setOutcome({ kind: 'save_failed', reason: failureReason(result) });
      return;
    }
    const saved = result[1];
    const name =
      request.display_name ??
      (saved && typeof saved.db_name === 'string' ? saved.db_name : (editing?.displayName ?? entry.label));
    onSaved(name, !editing);
  };

  return (
    <Modal
      open
      title={
        editing
          ? t('form.edit_title', { name: editing.displayName })
          : t('form.create_title', { type: entry.label })
      }
      onCancel={onClose}
      destroyOnHidden
      width={560}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('form.cancel')}
        </Button>,
        <Button
          key="test"
          onClick={() => void test()}
          loading={busy === 'test'}
          disabled={!entry.hasConnector || busy === 'save'}
        >
          {t('form.test')}
        </Button>,
        <Button
          key="save"
          type="primary"
          onClick={() => void save()}
          loading={busy === 'save'}
          disabled={busy === 'test'}
        >
          {t('form.save')}
        </Button>,
      ]}
    >
      <div className="flex flex-col gap-3" data-testid="datasource-form">
        {!entry.hasConnector && (
          <Alert type="warning" showIcon title={t('drawer.no_connector', { type: entry.label })} />
        )}
        <ParameterForm
          descriptors={descriptors}
          form={form}
          initialValues={initialValues}
          disabled={busy !== null}
        />
        <Form form={extraForm} layout="vertical" initialValues={extraInitial} disabled={busy !== null}>
          {ownDisplayName && (
            <Form.Item name="display_name" label={t('form.display_name')} extra={t('form.display_name_help')}>
              <Input autoComplete="off" aria-label={t('form.display_name')} />
            </Form.Item>
          )}
          <Form.Item name="description" label={t('form.description')}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder={t('form.description_placeholder')}
              aria-label={t('form.description')}
            />
          </Form.Item>
          <Form.Item name="visibility" label={t('form.visibility')} extra={t('form.visibility_help')}>
            <Radio.Group
              aria-label={t('form.visibility')}
              options={[
                { value: 'private', label: t('form.visibility_private') },
                { value: 'public', label: t('form.visibility_public') },
              ]}
            />
          </Form.Item>
        </Form>
        {outcome?.kind === 'tested' && <Alert type="success" showIcon title={t('form.test_ok')} />}
        {outcome?.kind === 'test_failed' && (
          <Alert type="error" showIcon title={t('form.test_failed')} description={outcome.reason} />
        )}
        {outcome?.kind === 'save_failed' && (
          <Alert type="error" showIcon title={t('form.save_failed')} description={outcome.reason} />
        )}
      </div>
    </Modal>
  );
}
