import { findTemplateVariables } from '@/contract/constants/prompt';

/**
 * The `{variable}` placeholders of a template, each once, in order of first appearance; `{{` and `}}`
 * are escaped braces. The rule is the server's own, so the editor asks for exactly what the test fills in.
 */
export function detectVariables(template: string): string[] {
  return findTemplateVariables(template);
}
