import type { z } from 'zod';
import { issueMessage } from './issue-messages';

type RawIssue = z.core.$ZodRawIssue;
type SizeIssue = Extract<RawIssue, { code: 'too_big' | 'too_small' }>;

const SIZED_BY_LENGTH = new Set(['string', 'array', 'set']);

function shown(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

function wrongType(expected: string, input: unknown): string {
  if (input === undefined || input === null) return issueMessage('validation.required');
  if (expected === 'string') return issueMessage('validation.mustBeText');
  if (expected === 'number') return issueMessage('validation.mustBeNumber');
  if (expected === 'int') return issueMessage('validation.mustBeWholeNumber');
  if (expected === 'boolean') return issueMessage('validation.mustBeBoolean');
  if (expected === 'array') return issueMessage('validation.mustBeList');
  if (expected === 'object') return issueMessage('validation.mustBeObject');
  return issueMessage('validation.mustBeType', { type: expected });
}

function tooBig({ origin, maximum, inclusive }: Extract<SizeIssue, { code: 'too_big' }>): string {
  const max = Number(maximum);
  if (origin === 'string') return issueMessage('validation.tooLong', { max });
  if (SIZED_BY_LENGTH.has(origin)) return issueMessage('validation.tooManyItems', { max });
  return issueMessage(inclusive === false ? 'validation.lessThan' : 'validation.atMost', { max });
}

function tooSmall({ origin, minimum, inclusive }: Extract<SizeIssue, { code: 'too_small' }>): string {
  const min = Number(minimum);
  if (SIZED_BY_LENGTH.has(origin) && min <= 1) return issueMessage('validation.mustNotBeEmpty');
  if (origin === 'string') return issueMessage('validation.tooShort', { min });
  if (SIZED_BY_LENGTH.has(origin)) return issueMessage('validation.tooFewItems', { min });
  return issueMessage(inclusive === false ? 'validation.greaterThan' : 'validation.atLeast', { min });
}

/** A union of fixed values (`z.union([z.enum([...]), z.literal('')])`) refused: every value it takes. */
function unionValues(branches: readonly (readonly z.core.$ZodIssue[])[]): string[] | null {
  const values: string[] = [];
  for (const branch of branches) {
    const [only, ...others] = branch;
    if (only?.code !== 'invalid_value' || only.path.length > 0 || others.length > 0) return null;
    values.push(...only.values.map(shown));
  }
  return values.length > 0 ? values : null;
}

function noUnionMatch(issue: Extract<RawIssue, { code: 'invalid_union' }>): string {
  if (issue.input === undefined || issue.input === null) return issueMessage('validation.required');
  const values = unionValues(issue.errors);
  return values ? issueMessage('validation.oneOf', { values }) : issueMessage('validation.invalid');
}

/**
 * The messages of zod's own checks (those a schema gives no message of its own), as server messages:
 * `validate()` parses with this, so they reach the caller in their language. Rare cases read "is invalid".
 */
export const serverIssueMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue.expected, issue.input);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? issueMessage('validation.mustBe', { value: shown(issue.values[0]) })
        : issueMessage('validation.oneOf', { values: issue.values.map(shown) });
    case 'invalid_format':
      return issueMessage('validation.badFormat');
    case 'not_multiple_of':
      return issueMessage('validation.multipleOf', { divisor: Number(issue.divisor) });
    case 'invalid_union':
      return noUnionMatch(issue);
    case 'unrecognized_keys':
      return issueMessage('validation.unknownFields', { fields: issue.keys });
    default:
      return issueMessage('validation.invalid');
  }
};
