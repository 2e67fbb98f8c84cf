import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readUserId } from '@/client/identity';
import { INPUT_CLASS } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import { PlainSelect } from '@/components/common/plain/plain-select';
import { RadioButtons } from '@/components/common/plain/radio-buttons';
import type { EvaluationStartRequest } from '@/contract/evaluate';
import type { ChangeOutcome } from '../datasets/use-datasets';
import { DialogFrame } from '@/components/common/dialog-frame';
import { FormProblem } from '@/components/common/form-problem';
import { Field } from '../evaluation-dialog';
import { MetricPicker } from './metric-picker';
import { needsJudge, useStartOptions, type SceneKey } from './use-start-options';
import '@/locales/areas/evaluation';

export const MAX_PARALLEL = 16;

interface StartEvaluationDialogProps {
  onStart: (body: EvaluationStartRequest) => Promise<ChangeOutcome>;
  onClose: () => void;
}

/** Scene, its space or app, dataset, metrics, parallelism, and the judge model and prompt a metric needs. */
export default function StartEvaluationDialog({ onStart, onClose }: StartEvaluationDialogProps) {
  const { t } = useTranslation('evaluation');
  const id = useId();
  const [scene, setScene] = useState<SceneKey>('recall');
  const [target, setTarget] = useState('');
  const [dataset, setDataset] = useState('');
  const [metrics, setMetrics] = useState<string[]>([]);
  const [parallel, setParallel] = useState('1');
  const [model, setModel] = useState('');
  const [prompt, setPrompt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useStartOptions(scene, target);

  const offered = options.metrics.kind === 'ready' ? options.metrics.items : [];
  const judged = offered.filter((metric) => metrics.includes(metric.name) && needsJudge(metric));
  const models = [...new Set(judged.flatMap((metric) => metric.params?.models ?? []))];
  const prompts = judged.flatMap((metric) => metric.params?.prompts ?? []);
  const parallelNumber = Number(parallel);

  const missing = (): string | null => {
    if (!target) return t(scene === 'recall' ? 'start.required_space' : 'start.required_app');
    if (!dataset) return t('start.required_dataset');
    // The server refuses a run without metrics, in either scene.
    if (metrics.length === 0) return t('start.required_metrics');
    if (!Number.isInteger(parallelNumber) || parallelNumber < 1 || parallelNumber > MAX_PARALLEL)
      return t('start.parallel_range', { max: MAX_PARALLEL });
    if (judged.length > 0 && models.length > 0 && !model) return t('start.required_model');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const reason = missing();
    setProblem(reason);
    if (reason) return;
    const datasetName =
      options.datasets.kind === 'ready'
        ? options.datasets.items.find((item) => item.value === dataset)?.label
        : undefined;
    const context = judged.length > 0 ? { ...(model ? { model } : {}), ...(prompt ? { prompt } : {}) } : {};
    setBusy(true);
    try {
      const outcome = await onStart({
        scene_key: scene,
        scene_value: target,
        datasets: dataset,
        ...(datasetName ? { datasets_name: datasetName } : {}),
        evaluate_metrics: metrics,
        context,
        parallel_num: parallelNumber,
        user_id: readUserId(),
      });
      if (!outcome.ok) setProblem(outcome.message ?? t('start.failed'));
    } finally {
      setBusy(false);
    }
  };

  const changeScene = (next: SceneKey) => {
    setScene(next);
    setTarget('');
    setMetrics([]);
  };

  return (
    <DialogFrame
      title={t('start.title')}
      closeLabel={t('close')}
      onClose={onClose}
      width="wide"
      testId="start-evaluation-dialog"
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <FormProblem text={problem} />
        <div className="flex flex-col gap-1 text-sm">
          <span id={`${id}-scene`} className="font-medium">
            {t('start.scene')}
          </span>
          <RadioButtons
            labelledBy={`${id}-scene`}
            name={`${id}-scene-choice`}
            value={scene}
            onChange={changeScene}
            options={[
              { value: 'recall', label: t('runs.scene.recall') },
              { value: 'app', label: t('runs.scene.app') },
            ]}
          />
        </div>
        <Field id={`${id}-target`} label={t(scene === 'recall' ? 'start.space' : 'start.app')}>
          <PlainSelect
            id={`${id}-target`}
            value={target}
            disabled={options.targets.kind !== 'ready'}
            placeholder={options.targets.kind === 'loading' ? t('loading') : t('start.pick')}
            options={options.targets.kind === 'ready' ? options.targets.items : []}
            onChange={(event) => {
              setTarget(event.target.value);
              setMetrics([]);
            }}
          />
        </Field>
        <Field id={`${id}-dataset`} label={t('start.dataset')}>
          <PlainSelect
            id={`${id}-dataset`}
            value={dataset}
            disabled={options.datasets.kind !== 'ready'}
            placeholder={options.datasets.kind === 'loading' ? t('loading') : t('start.pick')}
            options={options.datasets.kind === 'ready' ? options.datasets.items : []}
            onChange={(event) => setDataset(event.target.value)}
          />
        </Field>
        <div className="flex flex-col gap-1 text-sm">
          <span id={`${id}-metrics`} className="font-medium">
            {t('start.metrics')}
          </span>
          <MetricPicker
            labelId={`${id}-metrics`}
            metrics={options.metrics}
            waiting={!target}
            chosen={metrics}
            onChange={setMetrics}
          />
        </div>
        {judged.length > 0 && (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={`${id}-model`} label={t('start.judge_model')} hint={t('start.judge_hint')}>
              <PlainSelect
                id={`${id}-model`}
                value={model}
                placeholder={t('start.pick')}
                options={models.map((name) => ({ value: name, label: name }))}
                onChange={(event) => setModel(event.target.value)}
              />
            </Field>
            <Field id={`${id}-prompt`} label={t('start.judge_prompt')}>
              <PlainSelect
                id={`${id}-prompt`}
                value={prompt}
                placeholder={t('start.default_prompt')}
                options={prompts.map((item) => ({
                  value: item.prompt_code,
                  label: item.prompt_name,
                  title: item.content ?? undefined,
                }))}
                onChange={(event) => setPrompt(event.target.value)}
              />
            </Field>
          </div>
        )}
        <Field
          id={`${id}-parallel`}
          label={t('start.parallel')}
          hint={t('start.parallel_hint', { max: MAX_PARALLEL })}
        >
          <input
            id={`${id}-parallel`}
            type="number"
            min={1}
            max={MAX_PARALLEL}
            className={`${INPUT_CLASS} max-w-32`}
            value={parallel}
            onChange={(event) => setParallel(event.target.value)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <PlainButton onClick={onClose}>{t('cancel')}</PlainButton>
          <PlainButton type="submit" variant="primary" loading={busy}>
            {busy ? t('start.submitting') : t('start.submit')}
          </PlainButton>
        </div>
      </form>
    </DialogFrame>
  );
}
