import type { ChunkParameters, ChunkStrategy } from '@/contract/knowledge';
import type { WizardDocument } from './wizard-document';

/** The pseudo strategy: the server picks the usual one for the document's kind. */
export const AUTOMATIC = 'Automatic';

export type ParamValue = string | number | boolean | null;

/** A document's choice: the strategy and its parameters as the user set them. */
export interface StrategyChoice {
  strategy: string;
  values: Record<string, ParamValue>;
}

export type ParamKind = 'number' | 'boolean' | 'text';

export function paramKind(paramType: string): ParamKind {
  const type = paramType.toLowerCase();
  if (/int|float|number/.test(type)) return 'number';
  if (/bool/.test(type)) return 'boolean';
  return 'text';
}

/** Files by their extension, text and web pages by their knowledge type. */
export function fitsDocument(strategy: ChunkStrategy, document: WizardDocument): boolean {
  if (document.type === 'DOCUMENT') {
    return strategy.suffix.some((suffix) => suffix.replace(/^\./, '').toLowerCase() === document.suffix);
  }
  return strategy.type.includes(document.type);
}

function defaultValue(kind: ParamKind, value: unknown): ParamValue {
  if (kind === 'number') return typeof value === 'number' ? value : Number(value) || null;
  if (kind === 'boolean') return value === true || value === 'true';
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

export function choiceFor(strategies: readonly ChunkStrategy[], strategy: string): StrategyChoice {
  const found = strategies.find((item) => item.strategy === strategy);
  const values: Record<string, ParamValue> = {};
  for (const parameter of found?.parameters ?? []) {
    values[parameter.param_name] = defaultValue(paramKind(parameter.param_type), parameter.default_value);
  }
  return { strategy, values };
}

/** The smallest value a numeric parameter takes: an overlap may be none, sizes need at least 1. */
export const minimumOf = (paramName: string) => (/overlap/i.test(paramName) ? 0 : 1);

/** What is wrong with a parameter's value, if anything (a translation key). */
export function paramProblem(
  kind: ParamKind,
  paramName: string,
  value: ParamValue,
): 'wizard.strategy.param_required' | 'wizard.strategy.param_number' | null {
  if (kind === 'boolean') return null;
  if (kind === 'text')
    return typeof value === 'string' && value !== '' ? null : 'wizard.strategy.param_required';
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimumOf(paramName)) {
    return 'wizard.strategy.param_number';
  }
  return null;
}

export function choiceProblems(strategies: readonly ChunkStrategy[], choice: StrategyChoice): boolean {
  const found = strategies.find((item) => item.strategy === choice.strategy);
  return (found?.parameters ?? []).some(
    (parameter) =>
      paramProblem(
        paramKind(parameter.param_type),
        parameter.param_name,
        choice.values[parameter.param_name] ?? null,
      ) !== null,
  );
}

/** The `chunk_parameters` of `sync_batch`: the strategy and the parameters the contract knows. */
export function toChunkParameters(choice: StrategyChoice): ChunkParameters {
  const { values } = choice;
  const number = (key: string) => (typeof values[key] === 'number' ? (values[key] as number) : undefined);
  const parameters: ChunkParameters = { chunk_strategy: choice.strategy };
  if (number('chunk_size') !== undefined) parameters.chunk_size = number('chunk_size');
  if (number('chunk_overlap') !== undefined) parameters.chunk_overlap = number('chunk_overlap');
  if (typeof values.separator === 'string') parameters.separator = values.separator;
  if (typeof values.enable_merge === 'boolean') parameters.enable_merge = values.enable_merge;
  return parameters;
}
