import type { z } from 'zod';
import { SERVER_ERROR_CODES } from '@/contract/common';
import type { LocalizedText } from '../i18n/localized-text';
import { ApiError } from './api-error';
import { fieldProblem, fieldProblems } from './field-problems';
import { readIssueMessage } from './issue-messages';
import { serverIssueMessages } from './zod-issue-messages';

/** `"<path>: <message>;"` per issue, as the contract's validation errors read (0.4). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): LocalizedText {
  return fieldProblems(
    issues.map((issue) => fieldProblem(issue.path.map(String).join('.'), readIssueMessage(issue.message))),
  );
}

/** Parses `value` with `schema`, or throws a 400 E0001 ApiError naming every problem. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { error: serverIssueMessages });
  if (!result.success)
    throw new ApiError(400, SERVER_ERROR_CODES.validation, describeIssues(result.error.issues));
  return result.data;
}
