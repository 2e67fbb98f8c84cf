import { Suspense, useState } from 'react';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import type { ConfirmDialogProps } from '@/components/common/confirm-dialog';

const Confirm = lazyOnDemand(() => import('@/components/common/confirm-dialog'));

export type ConfirmRequest = Omit<ConfirmDialogProps, 'open' | 'onCancel'>;

/**
 * One confirmation at a time for a screen that paints without antd: `ask` opens it (loading antd the first
 * time), `holder` renders it, `preload` fetches its code early.
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [armed, setArmed] = useState(false);

  const ask = (next: ConfirmRequest) => {
    setArmed(true);
    setRequest(next);
  };
  const close = () => setRequest(null);

  const holder = (
    <OnDemand armed={armed}>
      <Suspense fallback={request ? <LoadingMask /> : null}>
        {request ? (
          <Confirm.Component
            open
            {...request}
            onConfirm={async () => {
              try {
                await request.onConfirm();
              } finally {
                close();
              }
            }}
            onCancel={close}
          />
        ) : (
          <Confirm.Component
            open={false}
            title=""
            content=""
            okText=""
            cancelText=""
            onConfirm={async () => undefined}
            onCancel={close}
          />
        )}
      </Suspense>
    </OnDemand>
  );
  return { ask, holder, preload: Confirm.preload };
}
