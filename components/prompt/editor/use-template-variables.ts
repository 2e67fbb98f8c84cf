import { useMemo } from 'react';
import { detectVariables } from './detect-variables';
import { useField } from './prompt-form';

/**
 * The variables of the template being typed. Only the parts that show them subscribe to the template,
 * so a keystroke re-renders those parts rather than the whole editor.
 */
export function useTemplateVariables(): string[] {
  const content = useField('content').value ?? '';
  return useMemo(() => detectVariables(content), [content]);
}
