import { useState } from 'react';
import { Alert, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportFlowFile, exportFlowJson } from '@/client/api/flow';
import { failureReason } from '@/components/database/request-failure';
import { PlainButton } from '@/components/common/plain/plain-button';
import type { FlowCreateRequest } from '@/contract/flow';
import { exportFailure } from './export-failure';
import { saveBlob } from '@/utils/save-blob';
import { envelopeFailureIn, fileNameOf } from './save-file';
import '@/locales/areas/flow-tools';

type Kind = 'json' | 'dbgpts';
type Form = 'file' | 'text';

interface ExportFlowDialogProps {
  /** The stored flow's id and name; without a uid the flow was never saved. */
  flow: { uid?: string; name: string; label?: string };
  /** The canvas as it is now, for a flow never saved (exported by the browser itself, as JSON). */
  canvasFlow?: () => FlowCreateRequest;
  /** The canvas has changes the stored flow does not have. */
  changesLeftOut?: boolean;
  onClose: () => void;
}

/** Export as JSON or as a dbgpts package, to download or as text to copy (contract 3.8's companion). */
export default function ExportFlowDialog({
  flow,
  canvasFlow,
  changesLeftOut,
  onClose,
}: ExportFlowDialogProps) {
  const { t } = useTranslation('flowTools');
  const stored = Boolean(flow.uid);
  const [kind, setKind] = useState<Kind>('json');
  const [form, setForm] = useState<Form>('file');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const baseName = fileNameOf(flow.name);

  const run = async () => {
    setProblem(null);
    setText(null);
    setCopied(false);
    if (!flow.uid) {
      const json = JSON.stringify({ flow: canvasFlow?.() }, null, 2);
      if (form === 'text') return setText(json);
      return saveBlob(new Blob([json], { type: 'application/json' }), `${baseName}.json`);
    }
    setBusy(true);
    try {
      if (form === 'text') {
        const response = await exportFlowJson(flow.uid, kind);
        setText(JSON.stringify(response.data, null, 2));
        return;
      }
      const response = await exportFlowFile(flow.uid, kind, baseName);
      const type = String(response.headers['content-type'] ?? '');
      const refused = envelopeFailureIn(response.data, type);
      if (refused) return setProblem(t('export.failed', { reason: refused }));
      saveBlob(new Blob([response.data], { type }), `${baseName}.${kind === 'json' ? 'json' : 'zip'}`);
    } catch (error) {
      setProblem(t('export.failed', { reason: exportFailure(error, failureReason) }));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (text === null) return;
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setProblem(t('export.copy_failed'));
    }
  };

  return (
    <Modal
      open
      title={t('export.title', { name: flow.label || flow.name })}
      okText={form === 'file' ? t('export.download') : t('export.show')}
      cancelText={t('close')}
      okButtonProps={{ loading: busy }}
      onOk={() => void run()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="flex flex-col gap-3 text-sm">
        {!stored && <Alert type="info" showIcon title={t('export.unsaved')} />}
        {stored && changesLeftOut && <Alert type="warning" showIcon title={t('export.changes_left_out')} />}
        <div className="flex flex-col gap-1">
          <span id="export-kind">{t('export.kind')}</span>
          <Radio.Group
            aria-labelledby="export-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
          >
            <Radio value="json">{t('export.json')}</Radio>
            <Radio value="dbgpts" disabled={!stored}>
              {t('export.dbgpts')}
            </Radio>
          </Radio.Group>
          {!stored && <span className="text-xs opacity-70">{t('export.package_needs_save')}</span>}
        </div>
        <div className="flex flex-col gap-1">
          <span id="export-form">{t('export.form')}</span>
          <Radio.Group
            aria-labelledby="export-form"
            value={form}
            onChange={(event) => setForm(event.target.value as Form)}
          >
            <Radio value="file">{t('export.file')}</Radio>
            <Radio value="text">{t('export.text')}</Radio>
          </Radio.Group>
        </div>
        {busy && <span className="opacity-70">{t('export.working')}</span>}
        {problem && <Alert type="error" showIcon title={problem} />}
        {text !== null && (
          <div className="flex flex-col gap-1">
            <Input.TextArea
              aria-label={t('export.text_label')}
              readOnly
              value={text}
              autoSize={{ minRows: 6, maxRows: 14 }}
              className="font-mono text-xs"
            />
            <div>
              <PlainButton size="small" onClick={() => void copy()}>
                {copied ? t('export.copied') : t('export.copy')}
              </PlainButton>
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
