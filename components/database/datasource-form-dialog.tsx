import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  checkDatasourceConnection,
  createDatasource,
  updateDatasource,
  uploadDatasourceFile,
} from '@/client/api/datasource';
import { apiInterceptors } from '@/client/envelope';
import {
  ParameterForm,
  toParameterValues,
  type ParameterFormValues,
} from '@/components/common/parameter-form';
import type { Datasource, DatasourceVisibility, TypedDatasourceRequest } from '@/contract/datasource';
import {
  DatabaseFileDragger,
  FileSourceSwitch,
  isUploadableType,
  PathFolderHint,
  type FileSource,
} from './database-file-source';
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
  /** The server stored it; `name` is what the user calls it, `saved` the server's record when it sent one. */
  onSaved: (name: string, created: boolean, saved: Datasource | null) => void;
}

interface ExtraValues {
  display_name?: string;
  description?: string;
  visibility?: DatasourceVisibility;
}

type Outcome =
  | { kind: 'tested'; warnings: string[] }
  | { kind: 'test_failed'; reason: string }
  | { kind: 'save_failed'; reason: string };

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
  const uploadable = !editing && isUploadableType(entry.name);
  const [fileSource, setFileSource] = useState<FileSource>('upload');
  const [databaseFile, setDatabaseFile] = useState<File | null>(null);
  const uploading = uploadable && fileSource === 'upload';
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

  /** The request as typed; an upload has no parameters (the server fills in the stored file's path). */
  const readRequest = async (withParams = true): Promise<TypedDatasourceRequest | null> => {
    try {
      const [values, extra] = await Promise.all([
        withParams ? form.validateFields() : Promise.resolve({}),
        extraForm.validateFields(),
      ]);
      return {
        type: entry.name,
        params: withParams ? toParameterValues(values, descriptors) : {},
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
    const result = await apiInterceptors(checkDatasourceConnection(request), '*');
    setBusy(null);
    setOutcome(
      succeeded(result)
        ? { kind: 'tested', warnings: result[1]?.warnings ?? [] }
        : { kind: 'test_failed', reason: failureReason(result) },
    );
  };

  const send = (request: TypedDatasourceRequest) => {
    if (editing) return updateDatasource(request);
    if (!uploading || !databaseFile) return createDatasource(request);
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(request))
      if (typeof value === 'string' && name !== 'params') fields[name] = value;
    return uploadDatasourceFile(databaseFile, fields);
  };

  const save = async () => {
    const request = await readRequest(!uploading);
    if (!request) return;
    if (uploading && !databaseFile) {
      setOutcome({ kind: 'save_failed', reason: t('file_source.required') });
      return;
    }
    setBusy('save');
    setOutcome(null);
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
    onSaved(name, !editing, saved && typeof saved.id === 'number' ? saved : null);
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
          disabled={!entry.hasConnector || uploading || busy === 'save'}
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
        {uploadable && (
          <FileSourceSwitch value={fileSource} onChange={setFileSource} disabled={busy !== null} />
        )}
        {uploading ? (
          <DatabaseFileDragger
            typeLabel={entry.label}
            file={databaseFile}
            onChange={setDatabaseFile}
            disabled={busy !== null}
          />
        ) : (
          <ParameterForm
            descriptors={descriptors}
            form={form}
            initialValues={initialValues}
            disabled={busy !== null}
          />
        )}
        {uploadable && !uploading && <PathFolderHint />}
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
        {outcome?.kind === 'tested' && outcome.warnings.length === 0 && (
          <Alert type="success" showIcon title={t('form.test_ok')} />
        )}
        {outcome?.kind === 'tested' && outcome.warnings.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('connection_warnings.title')}
            description={
              <ul className="m-0 list-disc pl-5">
                {outcome.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            }
          />
        )}
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
