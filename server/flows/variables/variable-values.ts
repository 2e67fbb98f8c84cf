import { SECRET_VALUE_MASK, type Variable } from '@/contract/flow';
import { ApiError } from '../../http/api-error';
import { localized } from '../../i18n/localized-text';
import type { StoredFlowVariable } from '../../repositories/flow-variables';
import { toServeTimestamp } from '../../repositories/timestamp';
import type { SecretBox } from '../../secrets/secret-box';

export type VariableValueType = 'str' | 'int' | 'float' | 'bool';
export type VariableValue = string | number | boolean;

/** The value as its type, or null when it is not of that type (numbers and booleans may come as text). */
function asType(type: VariableValueType, value: VariableValue): VariableValue | null {
  switch (type) {
    case 'str':
      return typeof value === 'string' ? value : null;
    case 'int': {
      const number = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
      return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
    }
    case 'float': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? number : null;
    }
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      return null;
  }
}

/** The value checked against its declared type; without one the value's own type is taken, as DB-GPT does. */
export function typedValue(
  name: string,
  declared: VariableValueType | undefined,
  value: VariableValue,
): { type: VariableValueType; value: VariableValue } {
  const type =
    declared ??
    (typeof value === 'boolean'
      ? 'bool'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'int'
          : 'float'
        : 'str');
  const typed = asType(type, value);
  if (typed === null) throw new ApiError(400, 'E0001', localized('flowVariable.wrongType', { name, type }));
  return { type, value: typed };
}

/** A secret is sealed for its key and name, so a sealed value copied to another variable does not open. */
export const secretContext = (key: string, name: string) => `flow-variable:${key}:${name}`;

export async function sealValue(
  box: SecretBox,
  secret: boolean,
  key: string,
  name: string,
  value: VariableValue,
) {
  const text = JSON.stringify(value);
  return secret ? box.seal(text, secretContext(key, name)) : text;
}

/** The stored value, opened when secret (throws SecretUnreadableError). */
export async function openValue(box: SecretBox, variable: StoredFlowVariable): Promise<unknown> {
  const text =
    variable.category === 'secret'
      ? await box.open(variable.value, secretContext(variable.key, variable.name))
      : variable.value;
  return JSON.parse(text) as unknown;
}

/** The wire shape of contract 3.11; a secret's value is always the mask. */
export function toVariable(variable: StoredFlowVariable): Variable {
  return {
    id: variable.id,
    key: variable.key,
    name: variable.name,
    label: variable.label,
    description: variable.description,
    value_type: variable.valueType as VariableValueType,
    category: variable.category as 'common' | 'secret',
    scope: variable.scope,
    scope_key: variable.scopeKey,
    value: variable.category === 'secret' ? SECRET_VALUE_MASK : (JSON.parse(variable.value) as unknown),
    enabled: variable.enabled,
    user_name: variable.userName,
    sys_code: variable.sysCode,
    gmt_created: toServeTimestamp(variable.createdAt),
    gmt_modified: toServeTimestamp(variable.updatedAt),
  };
}
