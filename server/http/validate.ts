import type { z } from 'zod';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { ApiError } from './api-error';

/** `"<path>: <message>;"` per issue, as the contract's validation errors read (0.4). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map(
      (issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : 'value'}: ${issue.message};`,
    )
    .join(' ');
}

/** Parses `value` with `schema`, or throws a 400 E0001 ApiError naming every problem. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ApiError(400, SERVER_ERROR_CODES.validation, describeIssues(result.error.issues));
  return result.data;
}
