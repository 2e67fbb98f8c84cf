import type { TFunction } from 'i18next';
import type { ParameterLabelLookup } from '@/components/common/parameter-form';
import { model as englishTexts } from '@/locales/en/model';

type ParameterKey = keyof typeof englishTexts.parameters;

function isParameterKey(name: string): name is ParameterKey {
  return Object.hasOwn(englishTexts.parameters, name);
}

/**
 * DB-GPT labels its model parameters with their Python names (`api_base`, `context_length`): the known ones
 * get a label in the user's language; any other is left as the server sent it.
 */
export function modelParameterLabels(t: TFunction<'model'>): ParameterLabelLookup {
  return (name) => (isParameterKey(name) ? t(`parameters.${name}`) : undefined);
}
