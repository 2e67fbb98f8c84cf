import { useMemo } from 'react';
import { Form } from 'antd';
import { detectVariables } from './detect-variables';
import type { PromptFormValues } from './prompt-form-values';

/**
 * The variables of the template being typed. Only the parts that show them subscribe to the template,
 * so a keystroke re-renders those parts rather than the whole editor.
 */
export function useTemplateVariables(): string[] {
  const form = Form.useFormInstance<PromptFormValues>();
  const content = Form.useWatch('content', form) ?? '';
  return useMemo(() => detectVariables(content), [content]);
}
