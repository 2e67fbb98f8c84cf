import { PROMPT_TYPES, isPromptType } from '@/contract/constants/prompt';
import type { Prompt } from '@/contract/prompt';

export { PROMPT_TYPES, isPromptType };
export const PROMPT_LANGUAGES = ['en', 'zh'] as const;
export type PromptLanguage = (typeof PROMPT_LANGUAGES)[number];

/** Types whose prompts are written for a target (an agent, a chat scene or a metric). */
export const TYPES_WITH_TARGET: readonly string[] = ['Agent', 'Scene', 'Evaluate'];
/** The server checks answers of these types against their target's schema, so the target is required. */
export const TYPES_NEEDING_TARGET: readonly string[] = ['Agent', 'Scene'];

export const isPromptLanguage = (value: unknown): value is PromptLanguage => value === 'en' || value === 'zh';

export const LIST_PATH = '/construct/prompt';

/** The list after saving: the tab that shows the prompt, with its row marked. */
export const savedPromptHref = (scope: 'public' | 'mine', code: string | undefined) => ({
  pathname: LIST_PATH,
  query: code ? { scope, highlight: code } : { scope },
});

/** The editor's shareable address for one prompt. */
export const editHref = (code: string) => ({ pathname: '/construct/prompt/edit', query: { code } });

/** Owners change their prompts; admins change public ones too. A prompt without an owner is shared. */
export function canChangePrompt(prompt: Prompt, userId: string, isAdmin: boolean): boolean {
  if (!prompt.user_code || prompt.user_code === userId) return true;
  return isAdmin && prompt.visibility !== 'private';
}
