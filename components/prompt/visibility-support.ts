import type { Prompt } from '@/contract/prompt';

/**
 * Whether the server keeps a prompt's visibility. Our server answers every prompt with `visibility`; DB-GPT
 * drops the field (its prompts are everyone's), so its answers carry none. `unknown` until an answer tells.
 */
export type VisibilitySupport = 'kept' | 'dropped' | 'unknown';

// Remembered for the tab: the list page learns it, and the editor opened from there says so at once.
const STORAGE_KEY = '__db_gpt_prompt_visibility';

/** What these prompts, as the server answered them, tell about visibility; nothing when there are none. */
export function visibilityShownBy(prompts: readonly Prompt[]): VisibilitySupport {
  if (prompts.length === 0) return 'unknown';
  return prompts.some((prompt) => prompt.visibility !== undefined) ? 'kept' : 'dropped';
}

export function rememberedVisibilitySupport(): VisibilitySupport {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return stored === 'kept' || stored === 'dropped' ? stored : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Learns from prompts the server answered; returns what they showed, or what was known before. */
export function noteVisibilityFrom(prompts: readonly Prompt[]): VisibilitySupport {
  const shown = visibilityShownBy(prompts);
  if (shown === 'unknown') return rememberedVisibilitySupport();
  try {
    window.sessionStorage.setItem(STORAGE_KEY, shown);
  } catch {
    // Storage refused: the editor asks the answers it sees itself.
  }
  return shown;
}
