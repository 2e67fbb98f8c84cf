import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS, TAG_CLASSES } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import type { RecallTestRequest } from '@/contract/knowledge';
import { retrieverLabel } from './retriever-name';
import type { StringList } from './use-recall-test';
import '@/locales/areas/knowledge-retrieval';

export const DEFAULT_TOP_K = 5;

interface RecallFormProps {
  retrievers: StringList;
  questions: StringList;
  running: boolean;
  onRun: (body: RecallTestRequest & { question: string }) => void;
}

type Problem = 'question_required' | 'top_k_invalid' | 'threshold_invalid' | 'retrievers_required';

const LABEL = 'text-sm font-medium';
const ERROR = 'm-0 text-sm text-red-600 dark:text-red-400';

/** Question (Enter runs it), retrievers, top k and score threshold; what was typed stays after a failure. */
export function RecallForm({ retrievers, questions, running, onRun }: RecallFormProps) {
  const { t } = useTranslation('knowledgeRetrieval');
  const ids = useId();
  const [question, setQuestion] = useState('');
  const [topK, setTopK] = useState(String(DEFAULT_TOP_K));
  const [threshold, setThreshold] = useState('');
  // null: every retriever the space offers (until the user changes the choice).
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const offered = retrievers.status === 'ready' ? retrievers.items : [];
  const selected = chosen ?? offered;

  const submit = (text = question) => {
    const trimmed = text.trim();
    const k = Number(topK);
    const score = threshold.trim() === '' ? undefined : Number(threshold);
    let found: Problem | null = null;
    if (!trimmed) found = 'question_required';
    else if (!Number.isInteger(k) || k < 1) found = 'top_k_invalid';
    else if (score !== undefined && !Number.isFinite(score)) found = 'threshold_invalid';
    else if (offered.length > 0 && selected.length === 0) found = 'retrievers_required';
    setProblem(found);
    if (found || running) return;
    onRun({
      question: trimmed,
      recall_top_k: k,
      ...(score === undefined ? {} : { recall_score_threshold: score }),
      ...(offered.length > 0 ? { recall_retrievers: selected } : {}),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onQuestionKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && event.nativeEvent.isComposing) event.preventDefault();
  };
  const toggle = (name: string) =>
    setChosen(selected.includes(name) ? selected.filter((item) => item !== name) : [...selected, name]);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('recall.title')}>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-q`} className={LABEL}>
          {t('recall.question')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${ids}-q`}
            type="text"
            value={question}
            placeholder={t('recall.question_placeholder')}
            aria-invalid={problem === 'question_required'}
            aria-describedby={problem === 'question_required' ? `${ids}-problem` : undefined}
            onChange={(event) => setQuestion(event.target.value)}
            onKeyDown={onQuestionKey}
            className={INPUT_CLASS}
          />
          <PlainButton type="submit" variant="primary" loading={running} className="sm:w-28">
            {t('recall.run')}
          </PlainButton>
        </div>
      </div>
      {questions.status === 'ready' && questions.items.length > 0 && (
        <div className="flex flex-col gap-1">
          <span className={LABEL}>{t('recall.recommended')}</span>
          <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
            {questions.items.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  onClick={() => {
                    setQuestion(item);
                    submit(item);
                  }}
                  className={`${TAG_CLASSES.blue} cursor-pointer text-sm focus-visible:outline-2 focus-visible:outline-[#0C75FC]`}
                >
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <fieldset className="m-0 flex min-w-0 flex-col gap-1 border-0 p-0">
          <legend className={`${LABEL} mb-1 p-0`}>{t('recall.retrievers')}</legend>
          {retrievers.status === 'loading' && (
            <span className="text-sm opacity-70">{t('recall.retrievers_loading')}</span>
          )}
          {(retrievers.status === 'error' || (retrievers.status === 'ready' && offered.length === 0)) && (
            <span className="text-sm opacity-70">{t('recall.retrievers_failed')}</span>
          )}
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {offered.map((name) => (
              <label key={name} className="inline-flex cursor-pointer items-center gap-1.5 text-sm">
                <input type="checkbox" checked={selected.includes(name)} onChange={() => toggle(name)} />
                {retrieverLabel(t, name)}
                {retrieverLabel(t, name) !== name && (
                  <span className="font-mono text-xs opacity-55" aria-hidden>
                    {name}
                  </span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-k`} className={LABEL}>
            {t('recall.top_k')}
          </label>
          <input
            id={`${ids}-k`}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={topK}
            aria-invalid={problem === 'top_k_invalid'}
            onChange={(event) => setTopK(event.target.value)}
            className={INPUT_CLASS}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-s`} className={LABEL}>
            {t('recall.threshold')}
          </label>
          <input
            id={`${ids}-s`}
            type="number"
            step="any"
            inputMode="decimal"
            value={threshold}
            placeholder={t('recall.threshold_placeholder')}
            aria-invalid={problem === 'threshold_invalid'}
            onChange={(event) => setThreshold(event.target.value)}
            className={INPUT_CLASS}
          />
        </div>
      </div>
      {problem && (
        <p id={`${ids}-problem`} role="alert" className={ERROR}>
          {t(`recall.${problem}`)}
        </p>
      )}
    </form>
  );
}
