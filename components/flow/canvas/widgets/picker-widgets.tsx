import { AutoComplete, Cascader, DatePicker, Select, TimePicker, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FlowOption, FlowParameter } from '@/contract/flow';
import type { PickerKind } from './picker-kinds';
import { stringAttr } from './ui-attr';

// Reading a stored value back needs its format (e.g. `HH:mm`).
dayjs.extend(customParseFormat);

export interface PickerProps {
  kind: PickerKind;
  parameter: FlowParameter;
  disabled: boolean;
  placeholder?: string;
  onChange: (value: unknown) => void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const common = (parameter: FlowParameter, disabled: boolean) =>
  ({ 'aria-label': parameter.label, disabled, className: 'nodrag w-full', size: 'small' }) as const;

interface TreeOption {
  label: string;
  value: string;
  children?: TreeOption[];
}
const treeOf = (options: readonly FlowOption[]): TreeOption[] =>
  options.map((option) => ({
    label: option.label,
    value: text(option.value),
    ...(option.children?.length ? { children: treeOf(option.children) } : {}),
  }));
const hasTree = (parameter: FlowParameter) =>
  (parameter.options ?? []).some((option) => option.children?.length);

/** A date or a time, kept as the text the server reads (`format` attr, else ISO date / 24-hour time). */
function DateTimeWidget({ parameter, disabled, placeholder, onChange, kind }: PickerProps) {
  const format = stringAttr(parameter, 'format') ?? (kind === 'date_picker' ? 'YYYY-MM-DD' : 'HH:mm:ss');
  const raw = text(parameter.value);
  const parsed = raw ? dayjs(raw, format) : null;
  const value = parsed?.isValid() ? parsed : null;
  const Picker = kind === 'date_picker' ? DatePicker : TimePicker;
  return (
    <Picker
      {...common(parameter, disabled)}
      format={format}
      placeholder={placeholder}
      value={value}
      onChange={(date) => onChange(date ? date.format(format) : null)}
    />
  );
}

/** Free text with the options as suggestions. */
function AutoCompleteWidget({ parameter, disabled, placeholder, onChange }: PickerProps) {
  return (
    <AutoComplete
      {...common(parameter, disabled)}
      value={text(parameter.value)}
      placeholder={placeholder}
      options={(parameter.options ?? []).map((option) => ({
        label: option.label,
        value: text(option.value),
      }))}
      filterOption={(input, option) => text(option?.value).toLowerCase().includes(input.toLowerCase())}
      onChange={(value: string) => onChange(value)}
    />
  );
}

/** Options with children as a cascade (the value is the path of values); flat options as a select. */
function CascaderWidget(props: PickerProps) {
  const { parameter, disabled, placeholder, onChange } = props;
  if (!hasTree(parameter)) return <FlatSelect {...props} />;
  const value = Array.isArray(parameter.value) ? parameter.value.map(text) : undefined;
  return (
    <Cascader
      {...common(parameter, disabled)}
      options={treeOf(parameter.options ?? [])}
      placeholder={placeholder}
      value={value}
      onChange={(path) => onChange(path ?? null)}
    />
  );
}

/** Options with children as a tree (the value is the node chosen); flat options as a select. */
function TreeSelectWidget(props: PickerProps) {
  const { parameter, disabled, placeholder, onChange } = props;
  if (!hasTree(parameter)) return <FlatSelect {...props} />;
  return (
    <TreeSelect
      {...common(parameter, disabled)}
      treeData={treeOf(parameter.options ?? [])}
      treeDefaultExpandAll
      placeholder={placeholder}
      value={parameter.value == null ? undefined : text(parameter.value)}
      onChange={(value: string) => onChange(value ?? null)}
    />
  );
}

function FlatSelect({ parameter, disabled, placeholder, onChange }: PickerProps) {
  return (
    <Select
      {...common(parameter, disabled)}
      value={parameter.value == null ? undefined : text(parameter.value)}
      placeholder={placeholder}
      options={treeOf(parameter.options ?? [])}
      onChange={(value: string) => onChange(value)}
      allowClear={parameter.optional === true}
    />
  );
}

/** The antd pickers are their own chunk (see `parameter-widget.tsx`): most flows never show one. */
export default function PickerWidget(props: PickerProps) {
  if (props.kind === 'date_picker' || props.kind === 'time_picker') return <DateTimeWidget {...props} />;
  if (props.kind === 'auto_complete') return <AutoCompleteWidget {...props} />;
  if (props.kind === 'cascader') return <CascaderWidget {...props} />;
  return <TreeSelectWidget {...props} />;
}
