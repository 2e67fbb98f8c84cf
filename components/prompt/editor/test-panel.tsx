import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaretRightIcon, CheckCircleIcon, StopIcon } from '@/components/common/line-icons';
import { INPUT_CLASS, TEXTAREA_CLASS } from '@/components/common/plain/control-classes';
import { Notice } from '@/components/common/plain/notice';
import { PlainButton } from '@/components/common/plain/plain-button';
import { PlainSelect } from '@/components/common/plain/plain-select';
import type { PromptDebugRequest } from '@/contract/prompt';
import { useChatContext } from '@/contexts/chat-context';
import { usePreferences } from '@/contexts/preferences-context';
import { AnswerPanel } from './answer-panel';
import { FormField } from './form-field';
import { describeMissing, isComplete, missingTestInputs } from './missing-test-inputs';
import { useField } from './prompt-form';
import type { PromptFields } from './prompt-form-values';
import { usePromptTest } from './use-prompt-test';
import { useTemplateVariables } from './use-template-variables';
import { verifyAnswer, type VerifyOutcome } from './verify-answer';
import '@/locales/areas/prompt';

export const DEFAULT_TEST_TEMPERATURE = 0.5;
const TEMPERATURE = { min: 0, max: 2 };

const clampTemperature = (value: number) => Math.min(TEMPERATURE.max, Math.max(TEMPERATURE.min, value));
/** What a number field holds: null while it is empty or half typed ("-"). */
const readNumber = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text);

interface TestPanelProps {
  /** The prompt as the form holds it now, or null when the form refuses (the template is empty). */
  readPrompt: () => (PromptFields & { prompt_code?: string }) | null;
}

/** One input per variable, the model, temperature and user input; Test streams, Verify checks. */
export function TestPanel({ readPrompt }: TestPanelProps) {
  const { t } = useTranslation('prompt');
  const variables = useTemplateVariables();
  const { model: defaultModel, modelList } = useChatContext();
  const model = useField('model');
  const { language } = usePreferences();
  const [values, setValues] = useState<Record<string, string>>({});
  const [temperature, setTemperature] = useState<number | null>(DEFAULT_TEST_TEMPERATURE);
  const [userInput, setUserInput] = useState('');
  // Set by a refused Test: from then on the missing inputs are named (and the note goes once they are filled).
  const [attempted, setAttempted] = useState(false);
  const variableInputs = useRef(new Map<string, HTMLInputElement>());
  const userInputField = useRef<HTMLTextAreaElement>(null);
  const missingNoteId = useId();
  const [verifying, setVerifying] = useState(false);
  const [verdict, setVerdict] = useState<VerifyOutcome | null>(null);
  const [checked, setChecked] = useState<{ type: string; target?: string; schema?: string } | null>(null);
  const test = usePromptTest();
  const userInputId = useId();
  const temperatureId = useId();
  const streaming = test.status === 'streaming';

  const missing = missingTestInputs(variables, values, userInput);
  const showMissing = attempted && !isComplete(missing);

  const run = () => {
    if (!isComplete(missing)) {
      setAttempted(true);
      const first = missing.variables[0];
      (first ? variableInputs.current.get(first) : userInputField.current)?.focus();
      return;
    }
    setAttempted(false);
    const prompt = readPrompt();
    if (!prompt) return;
    setVerdict(null);
    setChecked({ type: prompt.prompt_type, target: prompt.chat_scene, schema: prompt.response_schema });
    const body: PromptDebugRequest = {
      ...prompt,
      input_values: Object.fromEntries(variables.map((name) => [name, values[name] ?? ''])),
      temperature: clampTemperature(temperature ?? DEFAULT_TEST_TEMPERATURE),
      debug_model: prompt.model ?? (defaultModel || undefined),
      user_input: userInput,
    };
    test.start(body);
  };

  const verify = async () => {
    if (!checked) return;
    setVerifying(true);
    const outcome = await verifyAnswer({
      llm_out: test.answer,
      prompt_type: checked.type,
      chat_scene: checked.target,
      response_schema: checked.schema,
    });
    setVerifying(false);
    setVerdict(outcome);
  };

  const canVerify = !streaming && test.answer.trim() !== '' && checked !== null;

  return (
    <section className="flex flex-col gap-3" aria-label={t('test.title')} data-testid="prompt-test-panel">
      <h2 className="m-0 text-base font-semibold">{t('test.title')}</h2>
      {variables.length > 0 && (
        <div className="flex flex-col gap-2" data-testid="prompt-variable-inputs">
          {variables.map((name) => (
            <label key={name} className="flex flex-col gap-1 text-sm">
              <span className="font-mono">{name}</span>
              <input
                ref={(element) => {
                  if (element) variableInputs.current.set(name, element);
                  else variableInputs.current.delete(name);
                }}
                type="text"
                aria-invalid={(showMissing && missing.variables.includes(name)) || undefined}
                aria-describedby={showMissing && missing.variables.includes(name) ? missingNoteId : undefined}
                value={values[name] ?? ''}
                placeholder={t('test.variable_placeholder', { name })}
                onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
                className={INPUT_CLASS}
              />
            </label>
          ))}
        </div>
      )}
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField name="model" label={t('test.model')}>
          <PlainSelect
            {...model.control}
            value={model.value ?? ''}
            placeholder={t('test.no_model')}
            options={modelList.map((name) => ({ value: name, label: name }))}
            onChange={(event) => model.change(event.target.value || undefined)}
          />
        </FormField>
        <div className="flex flex-col pb-6">
          <label htmlFor={temperatureId} className="pb-2 text-sm">
            {t('test.temperature')}
          </label>
          <input
            id={temperatureId}
            type="number"
            inputMode="decimal"
            min={TEMPERATURE.min}
            max={TEMPERATURE.max}
            step={0.1}
            value={temperature ?? ''}
            onChange={(event) => setTemperature(readNumber(event.target.value))}
            onBlur={() => setTemperature((value) => (value === null ? value : clampTemperature(value)))}
            className={INPUT_CLASS}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={userInputId} className="text-sm">
          {t('test.user_input')}
        </label>
        <textarea
          ref={userInputField}
          id={userInputId}
          aria-invalid={(showMissing && missing.userInput) || undefined}
          aria-describedby={showMissing && missing.userInput ? missingNoteId : undefined}
          rows={2}
          placeholder={t('test.user_input_placeholder')}
          value={userInput}
          onChange={(event) => setUserInput(event.target.value)}
          className={`${TEXTAREA_CLASS} min-h-[3.5rem] max-h-[12.5rem]`}
        />
      </div>
      {showMissing && (
        <div id={missingNoteId}>
          <Notice
            type="warning"
            title={describeMissing(missing, t, language)}
            data-testid="prompt-test-missing"
          />
        </div>
      )}
      <div className="flex gap-2">
        {streaming ? (
          <PlainButton icon={<StopIcon />} onClick={test.stop}>
            {t('test.stop')}
          </PlainButton>
        ) : (
          <PlainButton variant="primary" icon={<CaretRightIcon />} onClick={run}>
            {t('test.run')}
          </PlainButton>
        )}
        <PlainButton
          icon={<CheckCircleIcon />}
          disabled={!canVerify}
          loading={verifying}
          onClick={() => void verify()}
        >
          {t('test.verify')}
        </PlainButton>
      </div>
      <AnswerPanel state={test} verdict={verdict} language={language} />
    </section>
  );
}
