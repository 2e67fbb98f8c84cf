import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSpaceArguments } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import { SaveIcon } from '@/components/common/line-icons';
import { INPUT_CLASS, TEXTAREA_CLASS } from '@/components/common/plain/control-classes';
import { Notice } from '@/components/common/plain/notice';
import { PlainButton } from '@/components/common/plain/plain-button';
import { PlainSelect } from '@/components/common/plain/plain-select';
import { RetryPanel } from '@/components/common/retry-panel';
import { failureReason, succeeded } from '@/components/model/request-failure';
import type { SpaceArguments } from '@/contract/knowledge';
import {
  problemsOf,
  toArguments,
  toValues,
  type ArgumentField,
  type ArgumentProblem,
  type ArgumentValues,
} from './arguments-values';
import { useEmbeddingModels, useSpaceArguments } from './use-space-arguments';
import '@/locales/areas/knowledge';

type Feedback = { kind: 'saved' } | { kind: 'failed'; reason: string } | { kind: 'invalid' } | null;

interface FieldProps {
  field: ArgumentField;
  label: string;
  problem?: string;
  children: (props: { id: string; invalid: boolean; describedBy?: string }) => ReactNode;
}

function Field({ field, label, problem, children }: FieldProps) {
  const id = `argument-${field}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      {children({ id, invalid: Boolean(problem), describedBy: problem ? `${id}-problem` : undefined })}
      {problem && (
        <span id={`${id}-problem`} className="text-xs text-[#cf1322] dark:text-[#ff7875]">
          {problem}
        </span>
      )}
    </div>
  );
}

function ArgumentsForm({ space, loaded }: { space: string; loaded: SpaceArguments }) {
  const { t } = useTranslation('knowledge');
  const models = useEmbeddingModels();
  const [values, setValues] = useState<ArgumentValues>(() => toValues(loaded));
  const [saved, setSaved] = useState<SpaceArguments>(loaded);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const problems = problemsOf(values);
  const say = (problem: ArgumentProblem | undefined) =>
    problem && touched
      ? problem.key === 'arguments.errors.integer'
        ? t(problem.key, { min: problem.min })
        : t(problem.key)
      : undefined;

  const set = (field: ArgumentField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFeedback(null);
  };

  const save = async () => {
    if (saving) return;
    setTouched(true);
    if (Object.keys(problems).length > 0) {
      setFeedback({ kind: 'invalid' });
      return;
    }
    const next = toArguments(saved, values);
    setSaving(true);
    const result = await apiInterceptors(saveSpaceArguments(space, { argument: JSON.stringify(next) }), '*');
    setSaving(false);
    if (!succeeded(result)) {
      setFeedback({ kind: 'failed', reason: failureReason(result) });
      return;
    }
    setSaved(next);
    setFeedback({ kind: 'saved' });
  };

  const numberField = (field: ArgumentField, step = '1') => (
    <Field
      key={field}
      field={field}
      label={t(`arguments.fields.${field}` as const)}
      problem={say(problems[field])}
    >
      {({ id, invalid, describedBy }) => (
        <input
          id={id}
          type="number"
          inputMode={step === '1' ? 'numeric' : 'decimal'}
          step={step}
          className={INPUT_CLASS}
          value={values[field]}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );
  const textField = (field: ArgumentField) => (
    <Field key={field} field={field} label={t(`arguments.fields.${field}` as const)}>
      {({ id }) => (
        <input
          id={id}
          className={INPUT_CLASS}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );

  const section = (key: 'embedding' | 'prompt' | 'summary', children: ReactNode) => (
    <fieldset className="m-0 grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-black/10 p-4 sm:grid-cols-2 dark:border-white/10">
      <legend className="px-1 text-sm font-semibold">{t(`arguments.sections.${key}`)}</legend>
      {children}
    </fieldset>
  );

  return (
    <form
      className="flex max-w-3xl flex-col gap-4"
      noValidate
      data-testid="arguments-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {section(
        'embedding',
        <>
          {numberField('topk')}
          {numberField('recall_score', 'any')}
          {textField('recall_type')}
          <Field field="model" label={t('arguments.fields.model')}>
            {({ id }) =>
              models.length > 0 ? (
                <PlainSelect
                  id={id}
                  value={values.model}
                  placeholder={t('arguments.fields.model_none')}
                  options={models.map((name) => ({ value: name, label: name }))}
                  onChange={(event) => set('model', event.target.value)}
                />
              ) : (
                <input
                  id={id}
                  className={INPUT_CLASS}
                  value={values.model}
                  onChange={(event) => set('model', event.target.value)}
                />
              )
            }
          </Field>
          {numberField('chunk_size')}
          {numberField('chunk_overlap')}
        </>,
      )}
      {section(
        'prompt',
        <>
          {textField('scene')}
          {numberField('max_token')}
          <div className="sm:col-span-2">
            <Field field="template" label={t('arguments.fields.template')}>
              {({ id }) => (
                <textarea
                  id={id}
                  rows={5}
                  className={TEXTAREA_CLASS}
                  value={values.template}
                  onChange={(event) => set('template', event.target.value)}
                />
              )}
            </Field>
          </div>
        </>,
      )}
      {section(
        'summary',
        <>
          {numberField('max_iteration')}
          {numberField('concurrency_limit')}
        </>,
      )}
      {feedback?.kind === 'saved' && (
        <Notice type="success" title={t('arguments.saved')} data-testid="arguments-feedback" />
      )}
      {feedback?.kind === 'invalid' && (
        <Notice type="error" title={t('arguments.fix_errors')} data-testid="arguments-feedback" />
      )}
      {feedback?.kind === 'failed' && (
        <Notice
          type="error"
          title={t('arguments.save_failed')}
          description={feedback.reason}
          data-testid="arguments-feedback"
        />
      )}
      <div>
        <PlainButton type="submit" variant="primary" icon={<SaveIcon />} loading={saving}>
          {t('arguments.save')}
        </PlainButton>
      </div>
    </form>
  );
}

/** The space's arguments: retrieval and embedding, prompt, summary; numbers checked before saving. */
export function ArgumentsTab({ space }: { space: string }) {
  const { t } = useTranslation('knowledge');
  const { state, retry } = useSpaceArguments(space);
  if (state.status === 'loading') {
    return (
      <p role="status" aria-busy="true" className="m-0 p-6 text-sm opacity-70">
        {t('arguments.loading')}
      </p>
    );
  }
  if (state.status === 'error')
    return <RetryPanel title={t('arguments.load_failed')} onRetry={retry} testId="arguments-error" />;
  return <ArgumentsForm space={space} loaded={state.arguments} />;
}
