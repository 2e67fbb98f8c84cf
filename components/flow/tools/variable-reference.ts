import type { Variable } from '@/contract/flow';

/** The characters DB-GPT's variable syntax reserves, escaped with a backslash inside a reference. */
const escape = (value: string) => value.replace(/[@#%:]/g, (char) => `\\${char}`);

/**
 * DB-GPT's reference to a stored variable, `${key:name@scope:scope_key}`, which the runner replaces by
 * the value when the flow runs (contract 3.0 `parsed_variables`).
 */
export function variableReference(variable: Pick<Variable, 'key' | 'name' | 'scope' | 'scope_key'>): string {
  let reference = `\${${escape(variable.key)}`;
  if (variable.name) reference += `:${escape(variable.name)}`;
  if (variable.scope || variable.scope_key) {
    reference += `@${escape(variable.scope ?? '')}`;
    if (variable.scope_key) reference += `:${escape(variable.scope_key)}`;
  }
  return `${reference}}`;
}
