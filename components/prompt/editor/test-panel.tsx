import { useId, useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaretRightOutlined, CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { PromptDebugRequest } from '@/contract/prompt';
import { useChatContext } from '@/contexts/chat-context';
import { usePreferences } from '@/contexts/preferences-context';
import { AnswerPanel } from './answer-panel';
import type { PromptFields } from './prompt-form-values';
import { usePromptTest } from './use-prompt-test';
import { useTemplateVariables } from './use-template-variables';
import { verifyAnswer, type VerifyOutcome } from './verify-answer';
import '@/locales/areas/prompt';

export const DEFAULT_TEST_TEMPERATURE = 0.5;

interface TestPanelProps {
  /** The prompt as the form holds it now, or null when the form refuses (the template is empty). */
  readPrompt: () => Promise<(PromptFields & { prompt_code?: string }) | null>;
}

/** One input per variable, the model, temperature and user input; Test streams, Verify checks. */
export function TestPanel({ readPrompt }: TestPanelProps) {
  const { t } = useTranslation('prompt');
  const variables = useTemplateVariables();
  const { model: defaultModel, modelList } = useChatContext();
  const { language } = usePreferences();
  const [values, setValues] = useState<Record<string, string>>({});
  const [temperature, setTemperature] = useState<number | null>(DEFAULT_TEST_TEMPERATURE);
  const [userInput, setUserInput] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [verdict, setVerdict] = useState<VerifyOutcome | null>(null);
  const [checked, setChecked] = useState<{ type: string; target?: string; schema?: string } | null>(null);
  const test = usePromptTest();
  const userInputId = useId();
  const temperatureId = useId();
  const streaming = test.status === 'streaming';

  const run = async () => {
    const missingValue = variables.some((name) => !values[name]?.trim());
    if (missingValue || !userInput.trim()) return setIncomplete(true);
    setIncomplete(false);
    const prompt = await readPrompt();
    if (!prompt) return;
    setVerdict(null);
    setChecked({ type: prompt.prompt_type, target: prompt.chat_scene, schema: prompt.response_schema });
    const body: PromptDebugRequest = {
      ...prompt,
      input_values: Object.fromEntries(variables.map((name) => [name, values[name] ?? ''])),
      temperature: temperature ?? DEFAULT_TEST_TEMPERATURE,
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
              <Input
                value={values[name] ?? ''}
                placeholder={t('test.variable_placeholder', { name })}
                onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
              />
            </label>
          ))}
        </div>
      )}
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <Form.Item name="model" label={t('test.model')}>
          <Select
            showSearch
            placeholder={t('test.no_model')}
            options={modelList.map((model) => ({ value: model, label: model }))}
          />
        </Form.Item>
        <div className="flex flex-col gap-1 pb-6">
          <label htmlFor={temperatureId} className="text-sm">
            {t('test.temperature')}
          </label>
          <InputNumber
            id={temperatureId}
            className="w-full"
            min={0}
            max={2}
            step={0.1}
            value={temperature}
            onChange={setTemperature}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={userInputId} className="text-sm">
          {t('test.user_input')}
        </label>
        <Input.TextArea
          id={userInputId}
          autoSize={{ minRows: 2, maxRows: 8 }}
          placeholder={t('test.user_input_placeholder')}
          value={userInput}
          onChange={(event) => setUserInput(event.target.value)}
        />
      </div>
      {incomplete && <Alert type="warning" showIcon role="alert" title={t('test.incomplete')} />}
      <div className="flex gap-2">
        {streaming ? (
          <Button icon={<StopOutlined aria-hidden />} onClick={test.stop}>
            {t('test.stop')}
          </Button>
        ) : (
          <Button type="primary" icon={<CaretRightOutlined aria-hidden />} onClick={() => void run()}>
            {t('test.run')}
          </Button>
        )}
        <Button
          icon={<CheckCircleOutlined aria-hidden />}
          disabled={!canVerify}
          loading={verifying}
          onClick={() => void verify()}
        >
          {t('test.verify')}
        </Button>
      </div>
      <AnswerPanel state={test} verdict={verdict} language={language} />
    </section>
  );
}
