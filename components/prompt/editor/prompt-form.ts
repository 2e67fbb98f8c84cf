import { createContext, useContext, useSyncExternalStore } from 'react';
import { TYPES_NEEDING_TARGET } from '../prompt-options';
import { isValidJsonOrEmpty, type PromptFormValues } from './prompt-form-values';

export type PromptFieldName = keyof PromptFormValues;

/** Why a field is refused, as a key of the prompt namespace (translated where it is shown). */
export type PromptFieldError =
  | 'editor.type_required'
  | 'editor.target_required'
  | 'editor.name_required'
  | 'editor.content_required'
  | 'editor.response_schema_invalid';

type FieldErrors = Partial<Record<PromptFieldName, PromptFieldError>>;

function fieldError(name: PromptFieldName, values: PromptFormValues): PromptFieldError | undefined {
  switch (name) {
    case 'prompt_type':
      return values.prompt_type ? undefined : 'editor.type_required';
    case 'chat_scene':
      return TYPES_NEEDING_TARGET.includes(values.prompt_type ?? '') && !values.chat_scene
        ? 'editor.target_required'
        : undefined;
    case 'prompt_name':
      return values.prompt_name?.trim() ? undefined : 'editor.name_required';
    case 'content':
      return values.content?.trim() ? undefined : 'editor.content_required';
    case 'response_schema':
      return isValidJsonOrEmpty(values.response_schema) ? undefined : 'editor.response_schema_invalid';
    default:
      return undefined;
  }
}

/**
 * The editor's values and their errors, outside React state: each field subscribes to its own value, so
 * a keystroke in the template re-renders what shows the template rather than the whole editor.
 */
export interface PromptForm {
  values: () => PromptFormValues;
  errors: () => FieldErrors;
  subscribe: (listener: () => void) => () => void;
  /** The user changed a field: it is checked again at once. */
  change: <K extends PromptFieldName>(name: K, value: PromptFormValues[K]) => void;
  /** Fields filled in by the editor itself: their errors are cleared, not checked. */
  fill: (values: Partial<PromptFormValues>) => void;
  /** Checks these fields and shows what is wrong; true when all pass. */
  validate: (names: readonly PromptFieldName[]) => boolean;
}

export function createPromptForm(initial: PromptFormValues): PromptForm {
  let values = initial;
  let errors: FieldErrors = {};
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    values: () => values,
    errors: () => errors,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: (name, value) => {
      values = { ...values, [name]: value };
      errors = { ...errors, [name]: fieldError(name, values) };
      emit();
    },
    fill: (filled) => {
      values = { ...values, ...filled };
      errors = { ...errors };
      for (const name of Object.keys(filled) as PromptFieldName[]) delete errors[name];
      emit();
    },
    validate: (names) => {
      errors = { ...errors };
      for (const name of names) errors[name] = fieldError(name, values);
      emit();
      return names.every((name) => !errors[name]);
    },
  };
}

export const PromptFormContext = createContext<PromptForm | null>(null);

export function usePromptForm(): PromptForm {
  const form = useContext(PromptFormContext);
  if (!form) throw new Error('usePromptForm needs a PromptFormContext');
  return form;
}

/** One field's value, its error, and the attributes that tie its control to the label and the error. */
export function useField<K extends PromptFieldName>(name: K) {
  const form = usePromptForm();
  const read = () => form.values()[name];
  const value = useSyncExternalStore(form.subscribe, read, read);
  const readError = () => form.errors()[name];
  const error = useSyncExternalStore(form.subscribe, readError, readError);
  const control = {
    id: name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${name}_help` : undefined,
  };
  return { value, error, control, change: (next: PromptFormValues[K]) => form.change(name, next) };
}
