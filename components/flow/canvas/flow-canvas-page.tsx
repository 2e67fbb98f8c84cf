import { useCallback, useEffect, useState } from 'react';
import { ReactFlowProvider } from '@xyflow/react';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { getFlowById, getFlowNodes } from '@/client/api/flow';
import { apiInterceptors } from '@/client/envelope';
import { AntdTheme } from '@/components/common/antd-theme';
import { Spinner } from '@/components/common/plain/spinner';
import { useToasts } from '@/components/common/plain/toasts';
import { RetryPanel } from '@/components/common/retry-panel';
import { succeeded } from '@/components/database/request-failure';
import type { FlowPanel, NodeMetadata } from '@/contract/flow';
import { FlowEditor } from './flow-editor';
import '@xyflow/react/dist/style.css';
import '@/locales/areas/flow';

type Loading =
  | { status: 'loading' }
  | { status: 'failed'; what: 'flow' | 'nodes' }
  | { status: 'ready'; saved: FlowPanel | null; catalogue: NodeMetadata[] };

/** The flow (when an id is given) and the server's operators and resources, both needed before editing. */
function useCanvasData(uid: string | null, ready: boolean) {
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void (async () => {
      const [flowResult, nodesResult] = await Promise.all([
        uid ? apiInterceptors(getFlowById(uid)) : Promise.resolve(null),
        apiInterceptors(getFlowNodes()),
      ]);
      if (!live) return;
      if (flowResult && (!succeeded(flowResult) || !flowResult[1]))
        return setLoading({ status: 'failed', what: 'flow' });
      if (!succeeded(nodesResult)) return setLoading({ status: 'failed', what: 'nodes' });
      setLoading({ status: 'ready', saved: flowResult?.[1] ?? null, catalogue: nodesResult[1] ?? [] });
    })();
    return () => {
      live = false;
    };
  }, [uid, ready, attempt]);
  const retry = useCallback(() => {
    setLoading({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { loading, retry };
}

/** `/construct/flow/canvas?id=…`: a flow's canvas, or a new one without `id`. */
export default function FlowCanvasPage() {
  const { t } = useTranslation('flow');
  const router = useRouter();
  const toasts = useToasts();
  const raw = router.query.id;
  const uid = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
  // The flow first asked for: a new flow, once saved, gets its id in the address without reloading.
  const [pinned, setPinned] = useState<string | null | undefined>(undefined);
  if (router.isReady && pinned === undefined) setPinned(uid);
  const { loading, retry } = useCanvasData(pinned ?? null, pinned !== undefined);

  return (
    <AntdTheme>
      {toasts.holder}
      <div className="flex h-[calc(100dvh-56px)] md:h-dvh min-h-[480px] w-full flex-col">
        {loading.status === 'loading' && (
          <Spinner label={t('canvas.loading')} className="m-auto text-3xl text-primary-text" />
        )}
        {loading.status === 'failed' && (
          <RetryPanel
            title={t(loading.what === 'flow' ? 'canvas.load_failed' : 'canvas.nodes_failed')}
            onRetry={retry}
            testId="flow-canvas-error"
          />
        )}
        {loading.status === 'ready' && (
          <ReactFlowProvider>
            <FlowEditor saved={loading.saved} catalogue={loading.catalogue} toasts={toasts} />
          </ReactFlowProvider>
        )}
      </div>
    </AntdTheme>
  );
}
