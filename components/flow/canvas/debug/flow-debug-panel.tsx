import { memo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXTAREA_CLASS } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import { PlainSelect } from '@/components/common/plain/plain-select';
import { useChatContext } from '@/contexts/chat-context';
import type { FlowDebugRequest } from '@/contract/flow/debug';
import { DebugAnswer } from './debug-answer';
import { DebugNodeList } from './debug-node-list';
import { useNodeRuns, type NodeTraceStore } from './node-trace-store';
import { useDebugRun, type DebugPhase } from './use-debug-run';
import '@/locales/areas/flow-run';

export interface FlowDebugPanelProps {
  store: NodeTraceStore;
  /** The flow's trigger passes a model on: the panel asks for one. */
  needsModel: boolean;
  /** The run's body for the canvas as it is now; null when there is nothing to run. */
  requestOf: (input: string, model: string) => FlowDebugRequest | null;
  labelOf: (nodeId: string) => string | undefined;
  /** Selects the node and brings it to the middle of the canvas. */
  onShowNode: (nodeId: string) => void;
  /** The canvas changed since the run, so its badges were cleared. */
  graphChanged: boolean;
  onClose: () => void;
}

function Outcome({ phase, error }: { phase: DebugPhase; error: string | null }) {
  const { t } = useTranslation('flowRun');
  if (phase === 'failed')
    return (
      <p role="alert" className="m-0 text-sm text-[#cf1322] dark:text-[#ff7875]">
        {t('debug.failed', { reason: error ?? '' })}
      </p>
    );
  if (phase === 'idle' || phase === 'running') return null;
  return (
    <p className="m-0 text-sm opacity-70">{t(phase === 'stopped' ? 'debug.stopped' : 'debug.finished')}</p>
  );
}

/** Runs the canvas with a test input and shows the answer as it grows and every node's part in it. */
function FlowDebugPanel(props: FlowDebugPanelProps) {
  const { store, needsModel, requestOf, labelOf, onShowNode, graphChanged, onClose } = props;
  const { t } = useTranslation('flowRun');
  const { model: chatModel, modelList } = useChatContext();
  const [input, setInput] = useState('');
  const [chosenModel, setModel] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const model = chosenModel ?? chatModel;
  const debug = useDebugRun(store);
  const runs = useNodeRuns(store);

  const start = () => {
    if (debug.running) return;
    if (!input.trim()) return setNotice(t('debug.input_required'));
    if (needsModel && !model) return setNotice(t('debug.model_required'));
    const body = requestOf(input, needsModel ? model : '');
    if (!body) return setNotice(t('debug.no_nodes'));
    setNotice(null);
    debug.run(body);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') return onClose();
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    // The canvas's own Ctrl+Enter (which opens this panel) must not see it again.
    event.stopPropagation();
    start();
  };

  return (
    <aside
      aria-label={t('debug.title')}
      data-testid="flow-debug-panel"
      className="fixed inset-x-0 bottom-0 top-14 z-40 flex flex-col overflow-y-auto border-0 border-solid border-black/10 bg-white shadow-xl md:static md:z-auto md:w-[400px] md:shrink-0 md:border-l md:shadow-none dark:border-white/10 dark:bg-[#1b1e28]"
    >
      <header className="flex items-center gap-2 border-b border-solid border-black/10 px-4 py-2 dark:border-white/10">
        <h2 className="m-0 flex-1 text-base font-semibold">{t('debug.title')}</h2>
        <button
          type="button"
          aria-label={t('debug.close')}
          className="cursor-pointer rounded border-0 bg-transparent px-2 text-xl leading-none text-inherit opacity-70 hover:opacity-100"
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <div className="flex flex-col gap-3 p-4">
        <label className="flex flex-col gap-1 text-sm">
          {t('debug.input')}
          <textarea
            className={TEXTAREA_CLASS}
            rows={3}
            value={input}
            placeholder={t('debug.input_placeholder')}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onKeyDown}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opens to be typed into
            autoFocus
          />
        </label>
        {needsModel && (
          <label className="flex flex-col gap-1 text-sm">
            {t('debug.model')}
            <PlainSelect
              value={model}
              placeholder={t('debug.model_placeholder')}
              options={modelList.map((name) => ({ value: name, label: name }))}
              onChange={(event) => setModel(event.target.value)}
            />
          </label>
        )}
        <div className="flex items-center gap-2">
          {debug.running ? (
            <PlainButton variant="default" onClick={debug.stop}>
              {t('debug.stop')}
            </PlainButton>
          ) : (
            <PlainButton variant="primary" onClick={start}>
              {t('debug.run')}
            </PlainButton>
          )}
          <span className="text-xs opacity-60">{t('debug.shortcut')}</span>
        </div>
        {notice && (
          <p role="alert" className="m-0 text-sm text-[#cf1322] dark:text-[#ff7875]">
            {notice}
          </p>
        )}
        <Outcome phase={debug.phase} error={debug.error} />
        {graphChanged && !debug.running && (
          <p className="m-0 text-sm opacity-70">{t('debug.graph_changed')}</p>
        )}
        <section aria-label={t('debug.answer')} className="flex flex-col gap-1">
          <h3 className="m-0 text-sm font-semibold">{t('debug.answer')}</h3>
          <div
            data-testid="debug-answer"
            aria-live="polite"
            className="min-h-12 rounded bg-black/[0.04] p-2 text-sm break-words dark:bg-white/[0.06]"
          >
            {debug.answer ? (
              <DebugAnswer text={debug.answer} streaming={debug.running} />
            ) : (
              <span className="opacity-50">{t('debug.answer_empty')}</span>
            )}
          </div>
        </section>
        <section aria-label={t('debug.nodes')} className="flex flex-col gap-1">
          <h3 className="m-0 text-sm font-semibold">{t('debug.nodes')}</h3>
          <DebugNodeList runs={runs} labelOf={labelOf} onShow={onShowNode} />
        </section>
      </div>
    </aside>
  );
}

export default memo(FlowDebugPanel);
