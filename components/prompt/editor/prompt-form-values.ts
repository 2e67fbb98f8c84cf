import type { Prompt, PromptVisibility } from '@/contract/prompt';
import { isPromptLanguage, isPromptType, type PromptLanguage } from '../prompt-options';
import { detectVariables } from './detect-variables';

/** What the editor's form holds: the prompt's own fields (the test inputs live in the test panel). */
export interface PromptFormValues {
  prompt_type?: string;
  chat_scene?: string;
  prompt_name?: string;
  prompt_language: PromptLanguage;
  visibility: PromptVisibility;
  content?: string;
  response_schema?: string;
  model?: string;
}

/** The fields saved with a prompt and sent with a test, as the contract names them. */
export interface PromptFields {
  prompt_type: string;
  chat_scene?: string;
  prompt_name: string;
  content: string;
  response_schema?: string;
  input_variables: string;
  model?: string;
  prompt_language: PromptLanguage;
  visibility: PromptVisibility;
}

export const DEFAULT_PROMPT_TYPE = 'Normal';

export function initialFormValues(
  prompt: Prompt | undefined,
  defaults: { language: PromptLanguage; model: string },
): PromptFormValues {
  if (!prompt)
    return {
      prompt_type: DEFAULT_PROMPT_TYPE,
      prompt_language: defaults.language,
      visibility: 'private',
      model: defaults.model || undefined,
    };
  return {
    prompt_type: prompt.prompt_type ?? undefined,
    chat_scene: prompt.chat_scene || undefined,
    prompt_name: prompt.prompt_name,
    prompt_language: isPromptLanguage(prompt.prompt_language) ? prompt.prompt_language : defaults.language,
    visibility: prompt.visibility ?? 'private',
    content: prompt.content ?? '',
    response_schema: prompt.response_schema ?? '',
    model: prompt.model || undefined,
  };
}

const optional = (value: string | undefined) => (value?.trim() ? value : undefined);

export function promptFields(values: PromptFormValues): PromptFields {
  const content = values.content ?? '';
  const type = values.prompt_type ?? DEFAULT_PROMPT_TYPE;
  return {
    prompt_type: type,
    // A target belongs to its type; a Normal prompt has none.
    chat_scene: isPromptType(type) && type !== 'Normal' ? optional(values.chat_scene) : undefined,
    prompt_name: (values.prompt_name ?? '').trim(),
    content,
    response_schema: optional(values.response_schema),
    input_variables: detectVariables(content).join(','),
    model: optional(values.model),
    prompt_language: values.prompt_language,
    visibility: values.visibility,
  };
}

/** Empty is allowed; anything else must parse as JSON. */
export function isValidJsonOrEmpty(text: string | undefined): boolean {
  if (!text?.trim()) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
