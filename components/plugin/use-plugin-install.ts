import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installAgent, uninstallAgent } from '@/client/api/plugin';
import type { ConfirmRequest } from '@/components/knowledge/use-confirm';
import { settleRequest } from './settle-request';
import '@/locales/areas/plugins';

const IN_USE_STATUS = 409;

/** The apps an in-use answer names, where the server lists them (`used_by`, as `my/usage` answers). */
export function appsInUse(data: unknown): string[] {
  if (!data || typeof data !== 'object' || !('used_by' in data) || !Array.isArray(data.used_by)) return [];
  return data.used_by.flatMap((user: unknown) =>
    user && typeof user === 'object' && 'name' in user && typeof user.name === 'string' ? [user.name] : [],
  );
}

interface PluginInstallOptions {
  /** Toasts of the screen. */
  success: (text: string) => void;
  error: (text: string) => void;
  /** The confirmation shown when apps still use a plugin being uninstalled. */
  confirm: (request: ConfirmRequest) => void;
  /** After a change: reload the list. */
  onChanged: () => void;
}

/**
 * Install and uninstall, one request per plugin at a time (`busy` names them). Uninstalling a plugin apps
 * still use is answered 409 naming them: the user confirms, and it is sent again with `force`.
 */
export function usePluginInstall({ success, error, confirm, onChanged }: PluginInstallOptions) {
  const { t } = useTranslation('plugins');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const mark = (name: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  const run = async (name: string, send: () => ReturnType<typeof installAgent>, done: string) => {
    mark(name, true);
    try {
      const outcome = await settleRequest(send(), t('actions.failed'));
      if (outcome.ok) {
        success(done);
        onChanged();
      }
      return outcome;
    } finally {
      mark(name, false);
    }
  };

  const install = async (name: string) => {
    const outcome = await run(name, () => installAgent(name), t('actions.installed', { name }));
    if (!outcome.ok) error(outcome.message);
  };

  const uninstall = async (name: string) => {
    const outcome = await run(name, () => uninstallAgent(name), t('actions.uninstalled', { name }));
    if (outcome.ok) return;
    if (outcome.status !== IN_USE_STATUS) {
      error(outcome.message);
      return;
    }
    const apps = appsInUse(outcome.data);
    confirm({
      title: t('actions.in_use_title', { name }),
      content:
        apps.length > 0
          ? t('actions.in_use_content', { apps: apps.join(', ') })
          : (outcome.serverMessage ?? t('actions.in_use_unnamed')),
      okText: t('actions.in_use_ok'),
      cancelText: t('actions.cancel'),
      onConfirm: async () => {
        const forced = await run(
          name,
          () => uninstallAgent(name, undefined, true),
          t('actions.uninstalled', { name }),
        );
        if (!forced.ok) error(forced.message);
      },
    });
  };

  return { busy, install, uninstall };
}
