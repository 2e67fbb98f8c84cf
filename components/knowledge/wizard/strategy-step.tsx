import { Alert, Checkbox, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChunkStrategy } from '@/contract/knowledge';
import {
  AUTOMATIC,
  choiceFor,
  fitsDocument,
  minimumOf,
  paramKind,
  paramProblem,
  type ParamValue,
  type StrategyChoice,
} from './chunk-strategies';
import type { Loaded } from './use-wizard-data';
import type { WizardDocument } from './wizard-document';
import '@/locales/areas/knowledge';

// Separators are mostly line breaks: shown as `\n` so that a one-line field can hold them.
const showEscapes = (value: string) => value.replace(/\n/g, '\\n').replace(/\t/g, '\\t');
const readEscapes = (value: string) => value.replace(/\\n/g, '\n').replace(/\\t/g, '\t');

interface ParamFieldProps {
  parameter: ChunkStrategy['parameters'][number];
  value: ParamValue;
  onChange: (value: ParamValue) => void;
  label: string;
}

function ParamField({ parameter, value, onChange, label }: ParamFieldProps) {
  const { t } = useTranslation('knowledge');
  const kind = paramKind(parameter.param_type);
  const problem = paramProblem(kind, parameter.param_name, value);
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span>{parameter.param_name}</span>
      {kind === 'boolean' ? (
        <Checkbox
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          aria-label={label}
        >
          {parameter.description}
        </Checkbox>
      ) : kind === 'number' ? (
        <InputNumber
          aria-label={label}
          min={minimumOf(parameter.param_name)}
          precision={0}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          status={problem ? 'error' : undefined}
          className="w-full"
        />
      ) : (
        <Input
          aria-label={label}
          value={showEscapes(typeof value === 'string' ? value : '')}
          onChange={(event) => onChange(readEscapes(event.target.value))}
          status={problem ? 'error' : undefined}
        />
      )}
      {problem && <span className="text-xs text-[#cf1322] dark:text-[#ff7875]">{t(problem)}</span>}
    </label>
  );
}

interface StrategyStepProps {
  documents: readonly WizardDocument[];
  strategies: Loaded<ChunkStrategy[]>;
  choices: Readonly<Record<number, StrategyChoice>>;
  onChoose: (documentId: number, choice: StrategyChoice) => void;
}

/** Step 3: per document, Automatic or a strategy that fits it, with its parameters and their defaults. */
export function StrategyStep({ documents, strategies, choices, onChoose }: StrategyStepProps) {
  const { t } = useTranslation('knowledge');
  const list = strategies.status === 'ready' ? strategies.data : [];
  return (
    <div className="flex flex-col gap-4" data-testid="strategy-step">
      {strategies.status === 'error' && (
        <Alert type="warning" showIcon title={t('wizard.strategy.load_failed')} />
      )}
      {documents.map((document) => {
        const choice = choices[document.id] ?? { strategy: AUTOMATIC, values: {} };
        const fitting = list.filter((strategy) => fitsDocument(strategy, document));
        const chosen = fitting.find((strategy) => strategy.strategy === choice.strategy);
        const label = t('wizard.strategy.label', { name: document.name });
        return (
          <section
            key={document.id}
            aria-label={document.name}
            className="flex flex-col gap-2 rounded border border-black/10 p-3 dark:border-white/15"
          >
            <h3 className="m-0 truncate text-sm font-semibold" title={document.name}>
              {document.name}
            </h3>
            <Select
              aria-label={label}
              value={choice.strategy}
              loading={strategies.status === 'loading'}
              onChange={(next: string) => onChoose(document.id, choiceFor(list, next))}
              options={[
                { value: AUTOMATIC, label: t('wizard.strategy.automatic') },
                ...fitting.map((strategy) => ({ value: strategy.strategy, label: strategy.name })),
              ]}
            />
            <p className="m-0 text-xs opacity-70">
              {chosen ? chosen.description : t('wizard.strategy.automatic_hint')}
            </p>
            {chosen && chosen.parameters.length > 0 && (
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {chosen.parameters.map((parameter) => (
                  <ParamField
                    key={parameter.param_name}
                    parameter={parameter}
                    label={`${parameter.param_name} (${document.name})`}
                    value={choice.values[parameter.param_name] ?? null}
                    onChange={(value) =>
                      onChoose(document.id, {
                        ...choice,
                        values: { ...choice.values, [parameter.param_name]: value },
                      })
                    }
                  />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
