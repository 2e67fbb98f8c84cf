import { Checkbox, Input, InputNumber, Select, Slider } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import type { FlowParameter } from '@/contract/flow';
import { VariablePicker } from '../tools/variable-picker';
import { CodeEditorWidget } from './widgets/code-editor-widget';
import { isPickerKind } from './widgets/picker-kinds';
import { UploadWidget } from './widgets/upload-widget';

interface ParameterWidgetProps {
  parameter: FlowParameter;
  onChange: (value: unknown) => void;
  /** Text parameters get a picker that inserts a global variable's `${...}` reference. */
  allowVariables?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
const numberAttr = (parameter: FlowParameter, key: string) => number(parameter.ui?.attr?.[key]);

// The antd pickers (and dayjs) are their own chunk, fetched when such a parameter is first shown.
const PickerWidget = lazy(() => import('./widgets/picker-widgets'));

/** The widget for a plain parameter, chosen by its `ui_type`, else by its type; anything else is an input. */
export function ParameterWidget({ parameter, onChange, allowVariables = false }: ParameterWidgetProps) {
  const uiType = parameter.ui?.ui_type;
  const label = parameter.label;
  const placeholder = typeof parameter.placeholder === 'string' ? parameter.placeholder : undefined;
  const disabled = parameter.ui?.attr?.disabled === true;
  const common = { 'aria-label': label, disabled, className: 'nodrag w-full' } as const;
  const withVariables = (widget: ReactNode) =>
    allowVariables && !disabled ? (
      <div className="flex items-start gap-1">
        {widget}
        <VariablePicker name={label} onPick={(reference) => onChange(text(parameter.value) + reference)} />
      </div>
    ) : (
      widget
    );

  if (isPickerKind(uiType))
    return (
      <Suspense fallback={<div className="h-6" aria-busy="true" />}>
        <PickerWidget
          kind={uiType}
          parameter={parameter}
          disabled={disabled}
          placeholder={placeholder}
          onChange={onChange}
        />
      </Suspense>
    );
  if (uiType === 'code_editor')
    return (
      <CodeEditorWidget
        parameter={parameter}
        value={text(parameter.value)}
        disabled={disabled}
        onChange={onChange}
      />
    );
  if (uiType === 'upload')
    return <UploadWidget parameter={parameter} disabled={disabled} onChange={onChange} />;
  if (uiType === 'variables')
    return (
      <div className="flex items-start gap-1">
        <Input
          {...common}
          size="small"
          value={text(parameter.value)}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
        {!disabled && <VariablePicker name={label} onPick={onChange} />}
      </div>
    );
  if (uiType === 'select' || uiType === 'radio' || (!uiType && parameter.options?.length)) {
    return (
      <Select
        {...common}
        size="small"
        value={parameter.value == null ? undefined : text(parameter.value)}
        placeholder={placeholder}
        options={(parameter.options ?? []).map((option) => ({
          label: option.label,
          value: text(option.value),
        }))}
        onChange={(value: string) => onChange(value)}
        allowClear={parameter.optional === true}
      />
    );
  }
  if (uiType === 'checkbox' || parameter.type_name === 'bool') {
    return (
      <Checkbox
        aria-label={label}
        disabled={disabled}
        className="nodrag"
        checked={parameter.value === true}
        onChange={(event) => onChange(event.target.checked)}
      />
    );
  }
  if (uiType === 'slider') {
    return (
      <Slider
        {...common}
        min={numberAttr(parameter, 'min') ?? 0}
        max={numberAttr(parameter, 'max') ?? 1}
        step={numberAttr(parameter, 'step') ?? 0.1}
        value={number(parameter.value)}
        onChange={(value: number) => onChange(value)}
      />
    );
  }
  if (uiType === 'text_area') {
    return withVariables(
      <Input.TextArea
        {...common}
        size="small"
        autoSize={{ minRows: 2, maxRows: 6 }}
        value={text(parameter.value)}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
  }
  if (parameter.type_name === 'int' || parameter.type_name === 'float') {
    return (
      <InputNumber
        {...common}
        size="small"
        value={number(parameter.value)}
        step={parameter.type_name === 'int' ? 1 : 0.1}
        precision={parameter.type_name === 'int' ? 0 : undefined}
        onChange={(value) => onChange(value ?? null)}
      />
    );
  }
  if (uiType === 'password') {
    return withVariables(
      <Input.Password
        {...common}
        size="small"
        value={text(parameter.value)}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
  }
  return withVariables(
    <Input
      {...common}
      size="small"
      value={text(parameter.value)}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
    />,
  );
}
