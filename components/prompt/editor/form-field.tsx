import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromptFieldError, PromptFieldName } from './prompt-form';
import '@/locales/areas/prompt';

interface FormFieldProps {
  /** The field (and its control's id). */
  name: PromptFieldName;
  label: string;
  /** The control is a group (radios): the label names it by id instead of `for`. */
  group?: boolean;
  required?: boolean;
  error?: PromptFieldError;
  /** A hint under the control. */
  help?: string;
  className?: string;
  children: ReactNode;
}

/** A labelled form row in antd's vertical form look: required mark, the error under the control, a hint. */
export function FormField({
  name,
  label,
  group,
  required,
  error,
  help,
  className = '',
  children,
}: FormFieldProps) {
  const { t } = useTranslation('prompt');
  // The mark is drawn by CSS, as antd does, so the label's text stays the field's name.
  const labelClass = `pb-2 text-sm ${required ? "before:mr-1 before:text-[#ff4d4f] before:content-['*']" : ''}`;
  return (
    <div className={`mb-6 flex flex-col ${className}`}>
      {group ? (
        <span id={`${name}_label`} className={labelClass}>
          {label}
        </span>
      ) : (
        <label htmlFor={name} className={labelClass}>
          {label}
        </label>
      )}
      {children}
      {error && (
        <div id={`${name}_help`} role="alert" className="pt-0.5 text-sm text-[#ff4d4f]">
          {t(error)}
        </div>
      )}
      {help && <div className="pt-0.5 text-sm opacity-45">{help}</div>}
    </div>
  );
}
