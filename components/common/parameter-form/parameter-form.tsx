import { useEffect, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ParameterDescription } from '@/contract/parameter';
import type { Language } from '@/locales/types';
import { orderedDescriptors, type ParameterLabelLookup } from './descriptor-fields';
import { ParameterField } from './parameter-field';
import { defaultParameterValues, type ParameterFormValues } from './parameter-values';

export interface ParameterFormProps {
  /** What to ask for; keep the array stable (or its content unchanged) between renders. */
  descriptors: readonly ParameterDescription[];
  /** The caller's antd form: it validates (`form.validateFields()`) and reads the values. */
  form: FormInstance<ParameterFormValues>;
  /** Values that win over the descriptors' defaults (editing something that exists). */
  initialValues?: ParameterFormValues;
  disabled?: boolean;
  /** Labels for parameters the server names only (`api_base`); the name stays beside the label. */
  labelOf?: ParameterLabelLookup;
}

/** The fields in order and the values the form starts from, for one content `signature`. */
function startOf(
  signature: string,
  descriptors: readonly ParameterDescription[],
  initialValues: ParameterFormValues | undefined,
) {
  const ordered = orderedDescriptors(descriptors);
  return { signature, ordered, startValues: { ...defaultParameterValues(ordered), ...initialValues } };
}

/**
 * A form generated from parameter descriptors (contract 8.2 / 9.5), shared by models, databases and flows.
 *
 * - Inputs by type: text (suggesting `ext_metadata.examples`; a URL check for `format: 'url'`); password for
 *   secrets (`ext_metadata.tags` holds `privacy`); number (integer or decimal, validated, within
 *   `ext_metadata.min`/`max`); a switch for booleans; a select when `valid_values` is given (multiple for
 *   `is_array`). A descriptor with `nested_fields` is a group of its variant's fields (a select picks the
 *   variant when there are several) and gives an object value.
 * - Required descriptors are marked and validated; labels and descriptions follow the user's language
 *   (`description_zh` / `label_zh` beside the plain fields); a descriptor labelled only by its name takes the
 *   caller's `labelOf` label, its name shown beside it; `default_value`s fill the form.
 * - The form resets to defaults + `initialValues` whenever the descriptors (or initial values) change, and
 *   only then, so a failed submit keeps what the user typed.
 * - Read the result with `toParameterValues(await form.validateFields(), descriptors)`.
 */
export function ParameterForm({ descriptors, form, initialValues, disabled, labelOf }: ParameterFormProps) {
  const { i18n } = useTranslation();
  const language: Language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const signature = JSON.stringify([
    descriptors.map((descriptor) => [
      descriptor.param_name,
      descriptor.param_type,
      descriptor.default_value,
      descriptor.nested_fields ?? null,
    ]),
    initialValues ?? null,
  ]);
  // Kept by content, so a caller that rebuilds an equal array does not wipe the user's input.
  const [kept, setKept] = useState(() => startOf(signature, descriptors, initialValues));
  let start = kept;
  if (kept.signature !== signature) {
    start = startOf(signature, descriptors, initialValues);
    setKept(start);
  }
  const { ordered, startValues } = start;

  // The form instance outlives this component (a dialog reopened, a provider switched): start it afresh.
  useEffect(() => form.resetFields(), [form, startValues]);

  return (
    <Form form={form} layout="vertical" initialValues={startValues} disabled={disabled} requiredMark>
      {ordered.map((descriptor) => (
        <ParameterField
          key={descriptor.param_name}
          descriptor={descriptor}
          parent={[]}
          language={language}
          labelOf={labelOf}
        />
      ))}
    </Form>
  );
}
