import type { FastifySchemaValidationError } from 'fastify';
import { listOf, localized, verbatim, type LocalizedText } from '../i18n/localized-text';
import { fieldProblem, fieldProblems } from './field-problems';

const TYPE_PROBLEMS: Readonly<Record<string, LocalizedText>> = {
  string: localized('validation.mustBeText'),
  number: localized('validation.mustBeNumber'),
  integer: localized('validation.mustBeWholeNumber'),
  boolean: localized('validation.mustBeBoolean'),
  array: localized('validation.mustBeList'),
  object: localized('validation.mustBeObject'),
};

function shown(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** The common JSON Schema keywords in the server's words; any other keeps the validator's English. */
function problemOf({ keyword, params, message }: FastifySchemaValidationError): LocalizedText {
  const limit = Number(params.limit);
  switch (keyword) {
    case 'required':
      return localized('validation.required');
    case 'type':
      return (
        TYPE_PROBLEMS[String(params.type)] ??
        localized('validation.mustBeType', { type: String(params.type) })
      );
    case 'maxLength':
      return localized('validation.tooLong', { max: limit });
    case 'minLength':
      return limit <= 1
        ? localized('validation.mustNotBeEmpty')
        : localized('validation.tooShort', { min: limit });
    case 'maxItems':
      return localized('validation.tooManyItems', { max: limit });
    case 'minItems':
      return localized('validation.tooFewItems', { min: limit });
    case 'maximum':
      return localized('validation.atMost', { max: limit });
    case 'exclusiveMaximum':
      return localized('validation.lessThan', { max: limit });
    case 'minimum':
      return localized('validation.atLeast', { min: limit });
    case 'exclusiveMinimum':
      return localized('validation.greaterThan', { min: limit });
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map(shown) : [];
      return localized('validation.oneOf', { values: listOf(allowed) });
    }
    case 'additionalProperties':
      return localized('validation.unknownFields', { fields: String(params.additionalProperty) });
    default:
      return message ? verbatim(message) : localized('validation.invalid');
  }
}

/** Where a problem is: the context (body, querystring…) and the field's path, a missing one included. */
function fieldOf({ keyword, instancePath, params }: FastifySchemaValidationError, context: string): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean);
  if (keyword === 'required' && typeof params.missingProperty === 'string') path.push(params.missingProperty);
  return [context, ...path].join('.');
}

/** Fastify's own (JSON Schema) validation errors, one `<field>: <problem>;` each. */
export function schemaValidationText(
  problems: readonly FastifySchemaValidationError[],
  context: string,
): LocalizedText {
  if (problems.length === 0) return fieldProblem(context, localized('validation.invalid'));
  return fieldProblems(
    problems.map((problem) => fieldProblem(fieldOf(problem, context), problemOf(problem))),
  );
}
