import { useState } from 'react';
import { Alert, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { importFlow } from '@/client/api/flow';
import { apiInterceptors } from '@/client/envelope';
import { PlainButton } from '@/components/common/plain/plain-button';
import { failureReason, succeeded } from '@/components/database/request-failure';
import type { FlowPanel } from '@/contract/flow';
import { ImportedFlowSummary } from './imported-flow-summary';
import '@/locales/areas/flow-tools';

type Source = 'file' | 'text';

interface ImportFlowDialogProps {
  /** Opens the parsed flow in the canvas, unsaved. */
  onOpen: (flow: FlowPanel) => void;
  /** The flow was saved on the server as it was imported. */
  onSaved: (flow: FlowPanel) => void;
  onClose: () => void;
}

const ACCEPTED = /\.(json|zip)$/i;

/**
 * Import (contract 3.8): a .json or .zip file, or pasted JSON sent as a .json file, is read by the server
 * first (`save_flow=false`) to show what it holds; then open it in the canvas or save it. Failures are
 * shown in place and the chosen file or text stays.
 */
export default function ImportFlowDialog({ onOpen, onSaved, onClose }: ImportFlowDialogProps) {
  const { t } = useTranslation('flowTools');
  const [source, setSource] = useState<Source>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<FlowPanel | null>(null);
  const [busy, setBusy] = useState<'read' | 'save' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = (chosen: File, save: boolean) => {
    const form = new FormData();
    form.append('file', chosen, chosen.name);
    return apiInterceptors(importFlow(form, save), '*');
  };
  const currentFile = () =>
    source === 'file' ? file : new File([text], 'pasted-flow.json', { type: 'application/json' });

  const read = async (chosen: File | null) => {
    setParsed(null);
    if (!chosen) return setProblem(t('import.text_empty'));
    if (!ACCEPTED.test(chosen.name)) return setProblem(t('import.wrong_type', { name: chosen.name }));
    setProblem(null);
    setBusy('read');
    const result = await upload(chosen, false);
    setBusy(null);
    if (!succeeded(result) || !result[1])
      return setProblem(t('import.failed', { reason: failureReason(result) }));
    setParsed(result[1]);
  };

  const save = async () => {
    const chosen = currentFile();
    if (!chosen) return;
    setBusy('save');
    const result = await upload(chosen, true);
    setBusy(null);
    if (!succeeded(result) || !result[1])
      return setProblem(t('import.save_failed', { reason: failureReason(result) }));
    onSaved(result[1]);
  };

  const footer = (
    <div className="flex flex-wrap justify-end gap-2">
      <PlainButton onClick={onClose}>{t('cancel')}</PlainButton>
      {parsed && (
        <>
          <PlainButton disabled={busy !== null} onClick={() => onOpen(parsed)}>
            {t('import.open')}
          </PlainButton>
          <PlainButton
            variant="primary"
            loading={busy === 'save'}
            disabled={busy !== null}
            onClick={() => void save()}
          >
            {t('import.save')}
          </PlainButton>
        </>
      )}
    </div>
  );

  return (
    <Modal open title={t('import.title')} footer={footer} onCancel={onClose} destroyOnHidden>
      <div className="flex flex-col gap-3 text-sm">
        <Radio.Group
          aria-label={t('import.source')}
          value={source}
          onChange={(event) => {
            setSource(event.target.value as Source);
            setParsed(null);
            setProblem(null);
          }}
        >
          <Radio value="file">{t('import.from_file')}</Radio>
          <Radio value="text">{t('import.from_text')}</Radio>
        </Radio.Group>
        {source === 'file' ? (
          <label className="flex flex-col gap-1">
            <span>{t('import.pick')}</span>
            <input
              type="file"
              accept=".json,.zip,application/json,application/zip"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                void read(chosen);
              }}
            />
            {file && <span className="opacity-70">{t('import.chosen', { name: file.name })}</span>}
          </label>
        ) : (
          <div className="flex flex-col gap-1">
            <Input.TextArea
              aria-label={t('import.text_label')}
              placeholder={t('import.text_placeholder')}
              value={text}
              autoSize={{ minRows: 6, maxRows: 12 }}
              className="font-mono text-xs"
              onChange={(event) => setText(event.target.value)}
            />
            <div>
              <PlainButton
                size="small"
                loading={busy === 'read'}
                onClick={() => void read(text.trim() ? currentFile() : null)}
              >
                {t('import.read')}
              </PlainButton>
            </div>
          </div>
        )}
        {busy === 'read' && <span className="opacity-70">{t('import.reading')}</span>}
        {problem && <Alert type="error" showIcon title={problem} />}
        {parsed && <ImportedFlowSummary flow={parsed} />}
      </div>
    </Modal>
  );
}
