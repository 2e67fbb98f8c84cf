// Prompt contract values and template helpers the client needs at run time, free of the schema library
// (see constants/chat.ts).

export const PROMPT_TYPES = ['Agent', 'Scene', 'Normal', 'Evaluate'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

export const isPromptType = (value: unknown): value is PromptType =>
  typeof value === 'string' && (PROMPT_TYPES as readonly string[]).includes(value);

/** Why `POST /prompt/response/verify` refused an answer, in `data` of its failure envelope. */
export const PROMPT_VERIFY_FAILURE_REASONS = ['no_json', 'missing_properties', 'unknown_target'] as const;
export type PromptVerifyFailureReason = (typeof PROMPT_VERIFY_FAILURE_REASONS)[number];

// `{name}` is a variable; `{{` and `}}` are literal braces; any other braces (JSON examples) are text.
const TEMPLATE_TOKEN = /\{\{|\}\}|\{([\p{L}_][\p{L}\p{N}_]*)\}/gu;

/** The `{variable}` placeholders of a template, in order of first appearance, each once. */
export function findTemplateVariables(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(TEMPLATE_TOKEN)) if (match[1] !== undefined) names.add(match[1]);
  return [...names];
}

/** The template with every known variable replaced; `{{`/`}}` become braces, unknown ones stay. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(TEMPLATE_TOKEN, (token: string, name: string | undefined) => {
    if (name === undefined) return token[0] ?? token;
    return Object.hasOwn(values, name) ? (values[name] ?? '') : token;
  });
}
