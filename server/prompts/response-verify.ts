import type { PromptVerifyFailure } from '@/contract/prompt';
import { listOf, localized, type LocalizedText } from '../i18n/localized-text';
import { findJsonValues } from '../models/find-json';

export type VerifyOutcome =
  { ok: true } | { ok: false; failure: PromptVerifyFailure; message: LocalizedText };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The top-level properties an answer must have, read from a JSON Schema (`required`, else `properties`)
 * or from an example of the answer (its keys; for a list, those of its first item).
 */
export function expectedProperties(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.length > 0 ? expectedProperties(schema[0]) : [];
  if (!isRecord(schema)) return [];
  if (isRecord(schema.properties)) {
    const required = Array.isArray(schema.required)
      ? schema.required.filter((name): name is string => typeof name === 'string')
      : [];
    return required.length > 0 ? required : Object.keys(schema.properties);
  }
  if (schema.type === 'array' && schema.items !== undefined) return expectedProperties(schema.items);
  return Object.keys(schema);
}

/** Objects that may be the answer: each object found, and the objects inside each list found. */
function candidateObjects(values: readonly unknown[]): Record<string, unknown>[] {
  return values.flatMap((value) =>
    Array.isArray(value) ? value.filter(isRecord) : isRecord(value) ? [value] : [],
  );
}

/** Checks that some JSON object in `llmOut` has every expected property; otherwise says which are missing. */
export function verifyResponse(llmOut: string, schema: unknown): VerifyOutcome {
  const expected = expectedProperties(schema);
  const candidates = candidateObjects(findJsonValues(llmOut));
  if (candidates.length === 0) {
    return {
      ok: false,
      failure: { reason: 'no_json', missing_properties: expected, expected_properties: expected },
      message: localized('prompt.noJsonInAnswer'),
    };
  }
  const missingPerCandidate = candidates.map((candidate) =>
    expected.filter((name) => !Object.hasOwn(candidate, name)),
  );
  const missing = missingPerCandidate.reduce((best, next) => (next.length < best.length ? next : best));
  if (missing.length === 0) return { ok: true };
  return {
    ok: false,
    failure: { reason: 'missing_properties', missing_properties: missing, expected_properties: expected },
    message: localized('prompt.answerMissesProperties', { properties: listOf(missing) }),
  };
}
