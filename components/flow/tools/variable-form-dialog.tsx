import { useState } from 'react';
import { Alert, AutoComplete, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { createVariable, updateVariable } from '@/client/api/flow';
import { apiInterceptors } from '@/client/envelope';
import { failureReason, succeeded } from '@/components/database/request-failure';
import { SECRET_VALUE_MASK, VARIABLE_NAME_PATTERN } from '@/contract/constants/flow-variables';
import type { Variable, VariableRequest } from '@/contract/flow';
import { valueOfType, VariableValueInput, type ValueType } from './variable-value-input';
import '@/locales/areas/flow-tools';

export const DEFAULT_VARIABLE_KEY = 'dbgpt.core.flow.params';
const TYPES: ValueType[] = ['str', 'int', 'float', 'bool'];

interface VariableFormDialogProps {
  /** The variable to edit, or null to add one. */
  editing: Variable | null;
  knownKeys: string[];
  isAdmin: boolean;
  onSaved: (variable: Variable) => void;
  onClose: () => void;
}

const typeOf = (variable: Variable | null): ValueType => variable?.value_type ?? 'str';

/** Adds or edits a global variable; a secret's value is never prefilled and only admins may set one. */
export default function VariableFormDialog({
  editing,
  knownKeys,
  isAdmin,
  onSaved,
  onClose,
}: VariableFormDialogProps) {
  const { t } = useTranslation('flowTools');
  const wasSecret = editing?.category === 'secret';
  const [key, setKey] = useState(editing?.key ?? DEFAULT_VARIABLE_KEY);
  const [name, setName] = useState(editing?.name ?? '');
  const [label, setLabel] = useState(editing?.label ?? '');
  const [type, setType] = useState<ValueType>(typeOf(editing));
  const [value, setValue] = useState<unknown>(wasSecret ? undefined : (editing?.value ?? ''));
  const [description, setDescription] = useState(editing?.description ?? '');
  const [secret, setSecret] = useState(wasSecret);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A reason shown for the last attempt goes once the user changes something.
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setProblem(null);
      set(value);
    };
  const nameBroken = name.trim() !== '' && !VARIABLE_NAME_PATTERN.test(name.trim());
  const keepsStored = wasSecret && (value === undefined || value === '' || value === null);

  const submit = async () => {
    const sent = valueOfType(type, value);
    if (!key.trim() || !name.trim() || !label.trim() || (sent === null && !keepsStored))
      return setProblem(t('variable_form.required'));
    if (nameBroken) return setProblem(t('variable_form.name_rule'));
    const body: VariableRequest = {
      key: key.trim(),
      name: name.trim(),
      label: label.trim(),
      value: sent ?? SECRET_VALUE_MASK,
      value_type: type,
      category: secret ? 'secret' : 'common',
      scope: editing?.scope === 'flow_priv' ? 'flow_priv' : 'global',
      scope_key: editing?.scope_key ?? null,
      description: description.trim() || null,
      enabled: true,
    };
    setProblem(null);
    setBusy(true);
    const result = await apiInterceptors(
      editing
        ? updateVariable(editing.id, keepsStored ? { ...body, value: SECRET_VALUE_MASK } : body)
        : createVariable(body),
      '*',
    );
    setBusy(false);
    if (!succeeded(result) || !result[1])
      return setProblem(t('variable_form.failed', { reason: failureReason(result) }));
    onSaved(result[1]);
  };

  const field = 'flex flex-col gap-1 text-sm';
  const mark = (
    <span className="text-red-500" aria-hidden>
      *{' '}
    </span>
  );
  return (
    <Modal
      open
      title={
        editing ? t('variable_form.edit_title', { name: editing.name }) : t('variable_form.create_title')
      }
      okText={t('variable_form.save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: busy, disabled: secret && !isAdmin }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="flex flex-col gap-3">
        <label className={field}>
          <span>
            {mark}
            {t('variable_form.key')}
          </span>
          <AutoComplete
            aria-label={t('variable_form.key')}
            value={key}
            disabled={editing !== null}
            options={knownKeys.map((known) => ({ value: known }))}
            onChange={edit(setKey)}
          />
          <span className="text-xs opacity-60">{t('variable_form.key_hint')}</span>
        </label>
        <label className={field}>
          <span>
            {mark}
            {t('variable_form.name')}
          </span>
          <Input
            value={name}
            disabled={editing !== null}
            status={nameBroken ? 'error' : undefined}
            aria-invalid={nameBroken}
            onChange={(event) => edit(setName)(event.target.value)}
          />
          {nameBroken && (
            <span role="alert" className="text-xs text-[#cf1322] dark:text-[#ff7875]">
              {t('variable_form.name_rule')}
            </span>
          )}
        </label>
        <label className={field}>
          <span>
            {mark}
            {t('variable_form.label')}
          </span>
          <Input value={label} onChange={(event) => edit(setLabel)(event.target.value)} />
        </label>
        <label className={field}>
          <span>{t('variable_form.type')}</span>
          <Select<ValueType>
            aria-label={t('variable_form.type')}
            value={type}
            options={TYPES.map((each) => ({ value: each, label: t(`variable_form.types.${each}`) }))}
            onChange={(next) => {
              setProblem(null);
              setType(next);
              setValue(next === 'bool' ? false : next === 'str' ? '' : null);
            }}
          />
        </label>
        <div className={field}>
          <span>
            {mark}
            {t('variable_form.value')}
          </span>
          <VariableValueInput
            type={type}
            secret={secret}
            value={value}
            keepsStored={wasSecret}
            onChange={edit(setValue)}
          />
        </div>
        <label className={field}>
          <span>{t('variable_form.description')}</span>
          <Input.TextArea
            rows={2}
            value={description}
            onChange={(event) => edit(setDescription)(event.target.value)}
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <Switch
            size="small"
            checked={secret}
            disabled={!isAdmin}
            onChange={edit(setSecret)}
            aria-label={t('variable_form.secret')}
          />
          <span>{t('variable_form.secret')}</span>
        </label>
        {!isAdmin && <p className="m-0 text-xs opacity-70">{t('variables.admin_only')}</p>}
        {problem && <Alert type="error" showIcon title={problem} />}
      </div>
    </Modal>
  );
}
