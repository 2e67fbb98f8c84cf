import type { ReactNode } from 'react';
import { AutoComplete, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ParameterDescription } from '@/contract/parameter';
import type { Language } from '@/locales/types';
import {
  chosenVariant,
  fieldExamples,
  fieldLabel,
  fieldKind,
  fieldOptions,
  isUrlField,
  localizedText,
  nestedVariants,
  numberLimits,
  orderedDescriptors,
  type FieldKind,
  type ParameterLabelLookup,
} from './descriptor-fields';

/** Where a value lives in the form: `[name]`, or `[parent, name]` inside a nested descriptor. */
export type FieldPath = (string | number)[];

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

interface ParameterFieldProps {
  descriptor: ParameterDescription;
  /** The path of the object holding this field (empty at the top). */
  parent: FieldPath;
  language: Language;
  labelOf?: ParameterLabelLookup;
}

/** The label, with the server's parameter name beside it, small and grey, when the label is a translation. */
function labelNode({ text, rawName }: { text: string; rawName?: string }): ReactNode {
  if (!rawName) return text;
  return (
    <span title={rawName}>
      {text}
      <span className="ms-2 font-mono text-xs opacity-60" data-testid="parameter-raw-name">
        {rawName}
      </span>
    </span>
  );
}

/** One descriptor's labelled, validated input; a nested descriptor becomes a group of its variant's fields. */
export function ParameterField({ descriptor, parent, language, labelOf }: ParameterFieldProps) {
  if (nestedVariants(descriptor).length > 0)
    return <NestedField descriptor={descriptor} parent={parent} language={language} labelOf={labelOf} />;
  const kind = fieldKind(descriptor);
  const shown = fieldLabel(descriptor, language, labelOf);
  const label = shown.text;
  return (
    <Form.Item
      name={[...parent, descriptor.param_name]}
      label={labelNode(shown)}
      messageVariables={{ label }}
      extra={localizedText(descriptor, 'description', language)}
      rules={rulesFor(descriptor, kind)}
      valuePropName={kind === 'boolean' ? 'checked' : 'value'}
      required={Boolean(descriptor.required) && kind !== 'boolean'}
    >
      {fieldInput(descriptor, kind, label)}
    </Form.Item>
  );
}

/**
 * `nested_fields`: an object value, shown as a titled group. With several variants a select picks one (kept
 * as the object's `type`) and the group shows that variant's fields.
 */
function NestedField({ descriptor, parent, language, labelOf }: ParameterFieldProps) {
  const form = Form.useFormInstance();
  const path = [...parent, descriptor.param_name];
  const variants = nestedVariants(descriptor);
  const picked: unknown = Form.useWatch([...path, 'type'], form);
  const [, fields] = chosenVariant(descriptor, { type: picked }) ?? ['', []];
  const shown = fieldLabel(descriptor, language, labelOf);
  const label = shown.text;
  const description = localizedText(descriptor, 'description', language);
  return (
    <fieldset
      className="mb-4 rounded-md border border-solid border-black/10 px-3 pt-1 dark:border-white/15"
      data-testid={`nested-${descriptor.param_name}`}
    >
      <legend className="px-1 text-sm font-medium">{labelNode(shown)}</legend>
      {variants.length > 1 ? (
        <Form.Item name={[...path, 'type']} label={label} extra={description} rules={[{ required: true }]}>
          <Select aria-label={label} options={variants.map(([name]) => ({ value: name, label: name }))} />
        </Form.Item>
      ) : (
        description && <p className="mt-0 text-sm opacity-70">{description}</p>
      )}
      {orderedDescriptors(fields).map((field) => (
        <ParameterField
          key={field.param_name}
          descriptor={field}
          parent={path}
          language={language}
          labelOf={labelOf}
        />
      ))}
    </fieldset>
  );
}
