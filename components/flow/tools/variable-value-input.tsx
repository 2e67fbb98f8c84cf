import { Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/flow-tools';

export type ValueType = 'str' | 'int' | 'float' | 'bool';

interface VariableValueInputProps {
  type: ValueType;
  secret: boolean;
  value: unknown;
  /** Editing a stored secret: its value is never shown, and empty keeps it. */
  keepsStored: boolean;
  onChange: (value: unknown) => void;
}

/** The value's widget by type: text (masked for a secret), a whole number, a number, or a switch. */
export function VariableValueInput({ type, secret, value, keepsStored, onChange }: VariableValueInputProps) {
  const { t } = useTranslation('flowTools');
  const label = t('variable_form.value');
  if (type === 'bool')
    return (
      <Switch
        aria-label={label}
        checked={value === true}
        checkedChildren={t('variable_form.value_true')}
        onChange={(checked) => onChange(checked)}
      />
    );
  if (type === 'int' || type === 'float')
    return (
      <InputNumber
        aria-label={label}
        className="w-full"
        value={typeof value === 'number' ? value : null}
        precision={type === 'int' ? 0 : undefined}
        placeholder={keepsStored ? t('variable_form.secret_value_kept') : undefined}
        onChange={(next) => onChange(next ?? null)}
      />
    );
  const text = typeof value === 'string' ? value : '';
  const placeholder = keepsStored ? t('variable_form.secret_value_kept') : undefined;
  return secret ? (
    <Input.Password
      aria-label={label}
      value={text}
      autoComplete="new-password"
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
    />
  ) : (
    <Input aria-label={label} value={text} onChange={(event) => onChange(event.target.value)} />
  );
}

/** Turns what the widget holds into the value to send, or null when it does not fit the type. */
export function valueOfType(type: ValueType, value: unknown): string | number | boolean | null {
  if (type === 'bool') return value === true;
  if (type === 'int') return typeof value === 'number' && Number.isInteger(value) ? value : null;
  if (type === 'float') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  return typeof value === 'string' ? value : '';
}
