import { useCallback, useState } from 'react';
import { isAxiosError } from 'axios';
import { useTranslation } from 'react-i18next';
import { getPackageUsage, uninstallPackage } from '@/client/api/dbgpts';
import { installDbgpts } from '@/client/api/plugin';
import { apiInterceptors, isEnvelope } from '@/client/envelope';
import type { Toasts } from '@/components/common/plain/toasts';
import { isRouteMissing } from '@/components/construct/area-request';
import { failureReason, succeeded } from '@/components/database/request-failure';
import type { PackageUsage } from '@/contract/hub';
import '@/locales/areas/dbgpts';

/** What install and uninstall need to name a package to the server (contract 10.8, 10.10). */
export interface PackageRef {
  name: string;
  type: string;
  storage_channel?: string | null;
  storage_url?: string | null;
}

export type UsedBy = PackageUsage['used_by'];

/** An uninstall waiting for the user's word, with whatever still uses the package. */
export interface PendingUninstall {
  pkg: PackageRef;
  usedBy: UsedBy;
}

const keyOf = (pkg: PackageRef) => `${pkg.type}:${pkg.name}`;

/** What still uses a package: nothing when the server cannot tell (a DB-GPT server has no such route). */
async function usageOf(pkg: PackageRef): Promise<{ usedBy: UsedBy } | { reason: string }> {
  try {
    const { data: envelope } = await getPackageUsage({ name: pkg.name, type: pkg.type });
    if (envelope.success) return { usedBy: envelope.data?.used_by ?? [] };
    return { reason: envelope.err_msg ?? '' };
  } catch (caught: unknown) {
    if (isRouteMissing(caught)) return { usedBy: [] };
    const error = caught instanceof Error ? caught : new Error(String(caught));
    const body: unknown = isAxiosError(caught) ? caught.response?.data : undefined;
    return { reason: failureReason([error, undefined, isEnvelope(body) ? body : undefined, undefined]) };
  }
}

/**
 * Install and uninstall, each with its package's spinner and a toast. Uninstall first asks what still uses
 * the package; the confirmation names those users, and only then is the uninstall forced past them.
 */
export function usePackageActions(toast: Pick<Toasts, 'success' | 'error'>, onChanged: () => void) {
  const { t } = useTranslation('dbgpts');
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [pending, setPending] = useState<PendingUninstall | null>(null);

  const mark = useCallback((pkg: PackageRef, on: boolean) => {
    setBusy((keys) => {
      const next = new Set(keys);
      if (on) next.add(keyOf(pkg));
      else next.delete(keyOf(pkg));
      return next;
    });
  }, []);

  const install = useCallback(
    async (pkg: PackageRef) => {
      mark(pkg, true);
      const { name, type, storage_channel, storage_url } = pkg;
      const result = await apiInterceptors(installDbgpts({ name, type, storage_channel, storage_url }), '*');
      mark(pkg, false);
      if (succeeded(result)) {
        toast.success(t('actions.installed', { name }));
        onChanged();
      } else {
        toast.error(t('actions.install_failed', { name, reason: failureReason(result) }));
      }
    },
    [mark, onChanged, t, toast],
  );

  const askUninstall = useCallback(
    async (pkg: PackageRef) => {
      mark(pkg, true);
      const usage = await usageOf(pkg);
      mark(pkg, false);
      if ('reason' in usage) toast.error(t('actions.usage_failed', { name: pkg.name, reason: usage.reason }));
      else setPending({ pkg, usedBy: usage.usedBy });
    },
    [mark, t, toast],
  );

  const confirmUninstall = useCallback(async () => {
    if (!pending) return;
    const { pkg, usedBy } = pending;
    mark(pkg, true);
    const force = usedBy.length > 0 ? true : undefined;
    const result = await apiInterceptors(uninstallPackage({ name: pkg.name, type: pkg.type, force }), '*');
    mark(pkg, false);
    setPending(null);
    if (succeeded(result)) {
      toast.success(t('actions.uninstalled', { name: pkg.name }));
      onChanged();
    } else {
      toast.error(t('actions.uninstall_failed', { name: pkg.name, reason: failureReason(result) }));
    }
  }, [mark, onChanged, pending, t, toast]);

  return {
    install,
    askUninstall,
    confirmUninstall,
    cancelUninstall: useCallback(() => setPending(null), []),
    pending,
    isBusy: useCallback((pkg: PackageRef) => busy.has(keyOf(pkg)), [busy]),
  };
}
