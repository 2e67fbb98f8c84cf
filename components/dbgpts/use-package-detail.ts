import { useEffect, useState } from 'react';
import { getPackageDetail } from '@/client/api/dbgpts';
import { apiInterceptors } from '@/client/envelope';
import type { PackageDetail } from '@/contract/hub';

export type DetailState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; detail: PackageDetail };

interface Settled {
  key: string;
  state: DetailState;
}

/** A package's details (`hub/detail`), read again whenever `version` changes (after install or uninstall). */
export function usePackageDetail(target: { name: string; type: string } | null, version: number) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = target ? `${target.type}:${target.name}:${version}:${attempt}` : '';
  const name = target?.name;
  const type = target?.type;

  useEffect(() => {
    if (!name || !type) return;
    let live = true;
    void apiInterceptors(getPackageDetail({ name, type })).then(([error, detail, envelope]) => {
      if (!live) return;
      const state: DetailState =
        !error && envelope?.success && detail ? { status: 'ready', detail } : { status: 'error' };
      setSettled({ key, state });
    });
    return () => {
      live = false;
    };
  }, [key, name, type]);

  const state: DetailState = settled?.key === key ? settled.state : { status: 'loading' };
  return { state, retry: () => setAttempt((count) => count + 1) };
}
