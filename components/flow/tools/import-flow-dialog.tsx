import { useState } from 'react';
import { isAxiosError } from 'axios';
import { Alert, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { addFlow, importFlow } from '@/client/api/flow';
import { apiInterceptors, type ApiResult } from '@/client/envelope';
import { PlainButton } from '@/components/common/plain/plain-button';
import { failureReason, succeeded } from '@/components/database/request-failure';
import type { FlowPanel } from '@/contract/flow';
import { FLOW_NAME_PATTERN } from '../flow-name';
import { ImportFlowFile } from './import-flow-file';
import { ImportFlowName } from './import-flow-name';
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

/** A taken name: our server answers 409; DB-GPT says so in words. */
function nameTaken<T>(result: ApiResult<T>): boolean {
  const [error, , envelope] = result;
  if (isAxiosError(error) && error.response?.status === 409) return true;
  return /already exists|已存在/i.test(envelope?.err_msg ?? '');
}

/** The imported flow under another name: everything the file held but its identity. */
function renamed(flow: FlowPanel, name: string) {
  const {
    uid: _uid,
    dag_id: _dagId,
    gmt_created: _created,
    gmt_modified: _modified,
    problems: _problems,
    ...rest
  } = flow;
  return { ...rest, name, label: flow.label && flow.label !== flow.name ? flow.label : name };
}

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
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<{ text: string; suggestion: string | null } | null>(null);

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
    setName(result[1].name);
    setNameProblem(null);
  };

  const save = async () => {
    const chosen = currentFile();
    if (!chosen || !parsed) return;
    const wanted = name.trim();
    if (!FLOW_NAME_PATTERN.test(wanted))
      return setNameProblem({ text: t('import.name_rule'), suggestion: null });
    setNameProblem(null);
    setProblem(null);
    setBusy('save');
    // Under its own name the server saves the file as it is; under another, the flow it read is created anew.
    const result =
      wanted === parsed.name
        ? await upload(chosen, true)
        : await apiInterceptors(addFlow(renamed(parsed, wanted)), '*');
    setBusy(null);
    if (succeeded(result) && result[1]) return onSaved(result[1]);
    if (nameTaken(result))
      return setNameProblem({ text: t('import.name_taken', { name: wanted }), suggestion: `${wanted}-copy` });
    setProblem(t('import.save_failed', { reason: failureReason(result) }));
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
          <ImportFlowFile
            file={file}
            disabled={busy !== null}
            onChange={(chosen) => {
              setFile(chosen);
              if (chosen) void read(chosen);
              else setParsed(null);
            }}
          />
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
        {parsed && (
          <ImportFlowName
            value={name}
            onChange={(next) => {
              setName(next);
              setNameProblem(null);
            }}
            problem={nameProblem?.text ?? null}
            suggestion={nameProblem?.suggestion ?? null}
          />
        )}
      </div>
    </Modal>
  );
}
