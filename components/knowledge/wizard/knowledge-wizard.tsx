import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Modal, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { syncDocumentBatch } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import { failureReason, succeeded } from '@/components/model/request-failure';
import { AUTOMATIC, choiceProblems, toChunkParameters, type StrategyChoice } from './chunk-strategies';
import { SourceStep } from './source-step';
import { SpaceStep } from './space-step';
import { StrategyStep } from './strategy-step';
import { SyncStep } from './sync-step';
import { useFileUploads } from './use-file-uploads';
import { useChunkStrategies } from './use-wizard-data';
import type { WizardDocument } from './wizard-document';
import '@/locales/areas/knowledge';

export interface KnowledgeWizardProps {
  open: boolean;
  /** Add documents to this existing space: the wizard starts at the source step. */
  space?: string;
  /** Closing keeps whatever the server has: the space and the documents added so far. */
  onClose: () => void;
  onSpaceCreated?: (name: string) => void;
}

type Step = 0 | 1 | 2 | 3;
const STEP_KEYS = ['space', 'source', 'strategy', 'sync'] as const;

/** Create a space (or add to one) → documents → chunk strategy per document → sync with live status. */
export function KnowledgeWizard({ open, space: existing, onClose, onSpaceCreated }: KnowledgeWizardProps) {
  const { t } = useTranslation('knowledge');
  const [space, setSpace] = useState<string | null>(existing ?? null);
  const [step, setStep] = useState<Step>(existing ? 1 : 0);
  const [documents, setDocuments] = useState<WizardDocument[]>([]);
  const [choices, setChoices] = useState<Record<number, StrategyChoice>>({});
  const [starting, setStarting] = useState(false);
  const [startFailure, setStartFailure] = useState<string | null>(null);
  const strategies = useChunkStrategies();

  const added = useCallback(
    (document: WizardDocument) => setDocuments((current) => [...current, document]),
    [],
  );
  const uploads = useFileUploads(space ?? '', added);
  const ids = useMemo(() => documents.map((document) => document.id), [documents]);
  const choiceOf = (id: number): StrategyChoice => choices[id] ?? { strategy: AUTOMATIC, values: {} };
  const strategyList = strategies.state.status === 'ready' ? strategies.state.data : [];
  const invalidChoice = documents.some((document) => choiceProblems(strategyList, choiceOf(document.id)));

  const created = (name: string) => {
    setSpace(name);
    setStep(1);
    onSpaceCreated?.(name);
  };

  const startSync = async () => {
    if (!space) return;
    setStarting(true);
    setStartFailure(null);
    const result = await apiInterceptors(
      syncDocumentBatch(
        space,
        documents.map((document) => ({
          doc_id: document.id,
          chunk_parameters: toChunkParameters(choiceOf(document.id)),
        })),
      ),
      '*',
    );
    setStarting(false);
    if (!succeeded(result)) {
      setStartFailure(failureReason(result));
      return;
    }
    setStep(3);
  };

  const footer = () => {
    const close = (
      <Button key="close" onClick={onClose}>
        {step === 3 ? t('wizard.done') : t('wizard.close')}
      </Button>
    );
    if (step === 1) {
      return [
        close,
        <Button
          key="next"
          type="primary"
          disabled={documents.length === 0 || uploads.busy}
          onClick={() => setStep(2)}
          data-testid="wizard-next"
        >
          {t('wizard.next')}
        </Button>,
      ];
    }
    if (step === 2) {
      return [
        <Button key="back" onClick={() => setStep(1)} disabled={starting}>
          {t('wizard.back')}
        </Button>,
        <Button
          key="sync"
          type="primary"
          loading={starting}
          disabled={invalidChoice}
          onClick={() => void startSync()}
          data-testid="wizard-sync"
        >
          {t('wizard.sync.start')}
        </Button>,
      ];
    }
    return [close];
  };

  return (
    <Modal
      open={open}
      title={space && existing ? t('wizard.title_add', { name: space }) : t('wizard.title_new')}
      onCancel={onClose}
      footer={footer()}
      width={760}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <div className="flex flex-col gap-5" data-testid="knowledge-wizard">
        <Steps
          current={step}
          size="small"
          aria-label={t('wizard.steps_label')}
          items={STEP_KEYS.map((key) => ({ title: t(`wizard.steps.${key}`) }))}
        />
        {step === 0 && <SpaceStep onCreated={created} />}
        {step === 1 && space && (
          <>
            <SourceStep space={space} uploads={uploads} documents={documents} onAdded={added} />
            {uploads.busy && <p className="m-0 text-sm opacity-70">{t('wizard.source.waiting_uploads')}</p>}
          </>
        )}
        {step === 2 && (
          <>
            <StrategyStep
              documents={documents}
              strategies={strategies.state}
              choices={choices}
              onChoose={(id, choice) => setChoices((current) => ({ ...current, [id]: choice }))}
            />
            {startFailure && (
              <Alert
                type="error"
                showIcon
                title={t('wizard.sync.start_failed')}
                description={startFailure}
                data-testid="sync-start-failure"
              />
            )}
          </>
        )}
        {step === 3 && space && (
          <SyncStep space={space} documents={documents} ids={ids} choiceOf={choiceOf} />
        )}
      </div>
    </Modal>
  );
}
