import { useEffect, useMemo, type ReactNode } from 'react';
import { AutoComplete, Form, Input, InputNumber, Select, Switch, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { ParameterDescription } from '@/contract/parameter';
import type { Language } from '@/locales/types';
import {
  fieldExamples,
  fieldKind,
  fieldOptions,
  isUrlField,
  localizedText,
  numberLimits,
  orderedDescriptors,
  type FieldKind,
} from './descriptor-fields';
import { defaultParameterValues, type ParameterFormValues } from './parameter-values';

export interface ParameterFormProps {
  /** What to ask for; keep the array stable (or its content unchanged) between renders. */
  descriptors: readonly ParameterDescription[];
  /** The caller's antd form: it validates (`form.validateFields()`) and reads the values. */
  form: FormInstance<ParameterFormValues>;
  /** Values that win over the descriptors' defaults (editing something that exists). */
  initialValues?: ParameterFormValues;
  disabled?: boolean;
}

function rulesFor(descriptor: ParameterDescription, kind: FieldKind): Rule[] {
  const rules: Rule[] = [];
  if (descriptor.required && kind !== 'boolean') {
    // Only spaces counts as empty, with the same "please enter" message.
    rules.push({
      required: true,
      transform: (value: unknown) => (typeof value === 'string' ? value.trim() : value),
    });
  }
  if (kind === 'integer' || kind === 'number') rules.push({ type: kind, ...numberLimits(descriptor) });
  if (kind === 'text' && isUrlField(descriptor)) rules.push({ type: 'url' });
  return rules;
}

const matchesTyped = (typed: string, option?: { value?: unknown }) =>
  String(option?.value ?? '')
    .toLowerCase()
    .includes(typed.toLowerCase());

/** A plain function, not a component: Form.Item must wrap the input itself to pass it value and onChange. */
function fieldInput(descriptor: ParameterDescription, kind: FieldKind, label: string): ReactNode {
  switch (kind) {
    case 'boolean':
      return <Switch aria-label={label} />;
    case 'integer':
    case 'number':
      return <InputNumber className="w-full" aria-label={label} {...numberLimits(descriptor)} />;
    case 'password':
      return <Input.Password autoComplete="new-password" aria-label={label} />;
    case 'select':
      return (
        <Select
          aria-label={label}
          options={fieldOptions(descriptor)}
          mode={descriptor.is_array ? 'multiple' : undefined}
          allowClear={!descriptor.required}
        />
      );
    case 'text': {
      if (descriptor.is_array)
        return <Select aria-label={label} mode="tags" open={false} suffixIcon={null} />;
      const examples = fieldExamples(descriptor);
      if (examples.length === 0) return <Input autoComplete="off" aria-label={label} />;
      return (
        <AutoComplete
          aria-label={label}
          options={examples.map((value) => ({ value }))}
          filterOption={matchesTyped}
        />
      );
    }
  }
}

/**
 * A form generated from parameter descriptors (contract 8.2 / 9.5), shared by models, databases and flows.
 *
 * - Inputs by type: text (suggesting `ext_metadata.examples`; a URL check for `format: 'url'`); password for
 *   secrets (`ext_metadata.tags` holds `privacy`); number (integer or decimal, validated, within
 *   `ext_metadata.min`/`max`); a switch for booleans; a select when `valid_values` is given (multiple for
 *   `is_array`). `nested_fields` are not rendered.
 * - Required descriptors are marked and validated; labels and descriptions follow the user's language
 *   (`description_zh` / `label_zh` beside the plain fields); `default_value`s fill the form.
 * - The form resets to defaults + `initialValues` whenever the descriptors (or initial values) change, and
 *   only then, so a failed submit keeps what the user typed.
 * - Read the result with `toParameterValues(await form.validateFields(), descriptors)`.
 */
export function ParameterForm({ descriptors, form, initialValues, disabled }: ParameterFormProps) {
  const { i18n } = useTranslation();
  const language: Language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const signature = JSON.stringify([
    descriptors.map((descriptor) => [descriptor.param_name, descriptor.param_type, descriptor.default_value]),
    initialValues ?? null,
  ]);
  // Keyed on the content, so a caller that rebuilds an equal array does not wipe the user's input.
  const ordered = useMemo(() => orderedDescriptors(descriptors), [signature]); // eslint-disable-line react-hooks/exhaustive-deps
  const startValues = useMemo(
    () => ({ ...defaultParameterValues(ordered), ...initialValues }),
    [ordered], // eslint-disable-line react-hooks/exhaustive-deps
  );

  // The form instance outlives this component (a dialog reopened, a provider switched): start it afresh.
  useEffect(() => form.resetFields(), [form, startValues]);

  return (
    <Form form={form} layout="vertical" initialValues={startValues} disabled={disabled} requiredMark>
      {ordered.map((descriptor) => {
        const kind = fieldKind(descriptor);
        const label = localizedText(descriptor, 'label', language) ?? descriptor.param_name;
        return (
          <Form.Item
            key={descriptor.param_name}
            name={descriptor.param_name}
            label={label}
            extra={localizedText(descriptor, 'description', language)}
            rules={rulesFor(descriptor, kind)}
            valuePropName={kind === 'boolean' ? 'checked' : 'value'}
            required={Boolean(descriptor.required) && kind !== 'boolean'}
          >
            {fieldInput(descriptor, kind, label)}
          </Form.Item>
        );
      })}
    </Form>
  );
}
