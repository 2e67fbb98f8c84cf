import { useState } from 'react';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteVariable } from '@/client/api/flow';
import { apiInterceptors } from '@/client/envelope';
import ConfirmDialog from '@/components/common/confirm-dialog';
import { PlainButton } from '@/components/common/plain/plain-button';
import { Spinner } from '@/components/common/plain/spinner';
import type { Toasts } from '@/components/common/plain/toasts';
import { RetryPanel } from '@/components/common/retry-panel';
import { succeeded } from '@/components/database/request-failure';
import type { Variable } from '@/contract/flow';
import { useGlobalVariables } from './use-global-variables';
import { useIsAdmin } from '@/components/auth/use-is-admin';
import VariableFormDialog from './variable-form-dialog';
import { variableReference } from './variable-reference';
import '@/locales/areas/flow-tools';

interface VariablesDrawerProps {
  toasts: Toasts;
  onClose: () => void;
}

type Editing = { variable: Variable | null } | null;

/** The global variables by key: add, edit, delete; secret values appear masked, never in clear. */
export default function VariablesDrawer({ toasts, onClose }: VariablesDrawerProps) {
  const { t } = useTranslation('flowTools');
  const isAdmin = useIsAdmin();
  const { state, reload } = useGlobalVariables();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Variable | null>(null);
  const groups = state.status === 'ready' ? state.groups : [];
  const knownKeys = state.status === 'ready' ? state.groups.map((group) => group.key.key) : [];

  const remove = async (variable: Variable) => {
    const result = await apiInterceptors(deleteVariable(variable.id));
    if (!succeeded(result)) return;
    setDeleting(null);
    toasts.success(t('variables.deleted', { name: variable.name }));
    reload();
  };

  const shown = (variable: Variable) => {
    if (variable.category === 'secret') return t('variables.masked');
    if (variable.value === undefined || variable.value === null || variable.value === '')
      return t('variables.no_value');
    return String(variable.value);
  };

  return (
    <Drawer
      open
      title={t('variables.title')}
      onClose={onClose}
      size={560}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      closable={{ 'aria-label': t('close') }}
      destroyOnHidden
    >
      <div className="flex flex-col gap-3" data-testid="flow-variables">
        <p className="m-0 text-sm opacity-70">{t('variables.intro')}</p>
        <div>
          <PlainButton variant="primary" size="small" onClick={() => setEditing({ variable: null })}>
            {t('variables.add')}
          </PlainButton>
        </div>
        {state.status === 'loading' && <Spinner label={t('variables.loading')} className="m-auto" />}
        {state.status === 'failed' && <RetryPanel title={t('variables.failed')} onRetry={reload} />}
        {state.status === 'ready' && groups.length === 0 && (
          <p className="m-0 text-sm opacity-70">{t('variables.empty')}</p>
        )}
        {groups.map((group) => (
          <section key={group.key.key} aria-label={group.key.label || group.key.key}>
            <h3 className="m-0 mb-1 break-all text-sm font-semibold">{group.key.key}</h3>
            {group.variables.length === 0 && (
              <p className="m-0 text-xs opacity-60">{t('variables.key_empty')}</p>
            )}
            <ul className="m-0 flex list-none flex-col gap-2 p-0">
              {group.variables.map((variable) => {
                const locked = variable.category === 'secret' && !isAdmin;
                return (
                  <li
                    key={variable.id}
                    aria-label={variable.name}
                    className="flex flex-wrap items-start gap-2 rounded border border-black/10 p-2 text-sm dark:border-white/10"
                  >
                    <div className="min-w-0 flex-1">
                      <div className="font-medium">
                        {variable.label} <span className="opacity-60">({variable.name})</span>
                        {variable.category === 'secret' && (
                          <span className="ml-2 rounded bg-[#fff7e6] px-1 text-xs text-[#d46b08] dark:bg-[#2b1d11] dark:text-[#ffa940]">
                            {t('variables.secret')}
                          </span>
                        )}
                      </div>
                      <div className="break-all font-mono text-xs" data-testid="variable-value">
                        {shown(variable)}
                      </div>
                      {variable.description && (
                        <div className="text-xs opacity-70">{variable.description}</div>
                      )}
                      <code className="break-all text-xs opacity-60">
                        {t('variables.copy_reference', { reference: variableReference(variable) })}
                      </code>
                    </div>
                    <span className="flex gap-1">
                      <PlainButton
                        size="small"
                        disabled={locked}
                        aria-label={t('variables.edit', { name: variable.name })}
                        onClick={() => setEditing({ variable })}
                      >
                        {t('variables.edit_short')}
                      </PlainButton>
                      <PlainButton
                        size="small"
                        variant="danger_text"
                        disabled={locked}
                        aria-label={t('variables.delete', { name: variable.name })}
                        onClick={() => setDeleting(variable)}
                      >
                        {t('variables.delete_ok')}
                      </PlainButton>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {editing && (
        <VariableFormDialog
          editing={editing.variable}
          knownKeys={knownKeys}
          isAdmin={isAdmin}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            toasts.success(t('variables.saved', { name: saved.name }));
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('variables.delete_title', { name: deleting?.name ?? '' })}
        content={t('variables.delete_content')}
        okText={t('variables.delete_ok')}
        cancelText={t('cancel')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onCancel={() => setDeleting(null)}
      />
    </Drawer>
  );
}
