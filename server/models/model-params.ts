import type { ParameterDescription, WorkerType } from '@/contract/model';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { ApiError } from '../http/api-error';
import { fieldProblem, fieldProblems } from '../http/field-problems';
import { listOf, localized, type LocalizedText } from '../i18n/localized-text';
import { findModelType, modelParameterDescriptors, type ModelTypeDefaults } from './model-types';
import { isProviderId, PROVIDER_IDS, type ProviderId, type ProviderInfo } from './provider-catalogue';
import { isHttpUrl } from '../http/http-url';

export type ParamValue = string | number | boolean;
export type ParamValues = Record<string, ParamValue>;

/** A create request read against its provider's descriptors: typed values, defaults applied. */
export interface ModelSettings {
  name: string;
  workerType: WorkerType;
  providerId: ProviderId;
  provider: ProviderInfo;
  descriptors: ParameterDescription[];
  values: ParamValues;
}

const NAME_MAX_LENGTH = 128;

export function isSecretParameter(descriptor: ParameterDescription): boolean {
  return descriptor.ext_metadata?.tags === 'privacy';
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** One value in its descriptor's type, or the problem with it. Messages never repeat the value (it may be a key). */
function readValue(descriptor: ParameterDescription, raw: unknown): ParamValue | { problem: LocalizedText } {
  switch (descriptor.param_type) {
    case 'integer': {
      const number = typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : raw;
      if (typeof number !== 'number' || !Number.isInteger(number))
        return { problem: localized('validation.mustBeWholeNumber') };
      const min = descriptor.ext_metadata?.min;
      if (typeof min === 'number' && number < min)
        return { problem: localized('validation.atLeast', { min }) };
      return number;
    }
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      if (raw === 'true' || raw === 'false') return raw === 'true';
      return { problem: localized('validation.mustBeBoolean') };
    default: {
      if (typeof raw !== 'string') return { problem: localized('validation.mustBeText') };
      const text = raw.trim();
      const allowed = descriptor.valid_values;
      if (allowed && !allowed.includes(text))
        return { problem: localized('validation.oneOf', { values: listOf(allowed.map(String)) }) };
      if (descriptor.ext_metadata?.format === 'url' && !isHttpUrl(text))
        return { problem: localized('validation.httpUrl') };
      return descriptor.ext_metadata?.format === 'url' ? text.replace(/\/+$/, '') : text;
    }
  }
}

/** Reads `params` against `descriptors`; keys no descriptor names are dropped. */
export function readParamValues(
  descriptors: readonly ParameterDescription[],
  params: Readonly<Record<string, unknown>>,
): { values: ParamValues; problems: LocalizedText[] } {
  const values: ParamValues = {};
  const problems: LocalizedText[] = [];
  for (const descriptor of descriptors) {
    const name = descriptor.param_name;
    const raw = params[name];
    if (isEmpty(raw)) {
      const fallback = descriptor.default_value;
      if (typeof fallback === 'string' || typeof fallback === 'number' || typeof fallback === 'boolean')
        values[name] = fallback;
      else if (descriptor.required)
        problems.push(fieldProblem(`params.${name}`, localized('validation.required')));
      continue;
    }
    const value = readValue(descriptor, raw);
    if (typeof value === 'object') problems.push(fieldProblem(`params.${name}`, value.problem));
    else values[name] = value;
  }
  return { values, problems };
}

function badRequest(problems: readonly LocalizedText[]): ApiError {
  return new ApiError(400, SERVER_ERROR_CODES.validation, fieldProblems(problems));
}

function readName(model: string, params: Readonly<Record<string, unknown>>): string {
  const name = model.trim();
  const problems: LocalizedText[] = [];
  if (name === '') problems.push(fieldProblem('model', localized('validation.mustNotBeEmpty')));
  else if (name.length > NAME_MAX_LENGTH)
    problems.push(fieldProblem('model', localized('validation.tooLong', { max: NAME_MAX_LENGTH })));
  else if (/[\u0000-\u001f\u007f]/.test(name))
    problems.push(fieldProblem('model', localized('validation.noControlCharacters')));
  const given = params.name;
  if (!isEmpty(given) && (typeof given !== 'string' || given.trim() !== name))
    problems.push(fieldProblem('params.name', localized('validation.sameAsModel')));
  if (problems.length > 0) throw badRequest(problems);
  return name;
}

/**
 * Reads a create request (contract 9.2): the provider from `params.provider`, then every parameter
 * against that provider's descriptors. Throws a 400 E0001 ApiError naming every problem.
 */
export function readModelSettings(
  request: { model: string; worker_type: WorkerType; params: Readonly<Record<string, unknown>> },
  defaults: ModelTypeDefaults,
): ModelSettings {
  const name = readName(request.model, request.params);
  const given = request.params.provider;
  const providerId = typeof given === 'string' ? given.trim() : '';
  const providers = listOf(PROVIDER_IDS);
  if (providerId === '')
    throw badRequest([
      fieldProblem('params.provider', localized('validation.providerRequired', { providers })),
    ]);
  if (!isProviderId(providerId))
    throw badRequest([
      fieldProblem('params.provider', localized('validation.providerUnknown', { providers })),
    ]);
  const type = findModelType(providerId, request.worker_type);
  if (!type) {
    const problem = localized('validation.providerLacksType', {
      provider: providerId,
      workerType: request.worker_type,
    });
    throw badRequest([fieldProblem('params.provider', problem)]);
  }
  const descriptors = modelParameterDescriptors(type.provider, type.workerType, defaults);
  const { values, problems } = readParamValues(descriptors, { ...request.params, name });
  if (problems.length > 0) throw badRequest(problems);
  return { name, workerType: request.worker_type, providerId, provider: type.provider, descriptors, values };
}
