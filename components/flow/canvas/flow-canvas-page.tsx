import { useCallback, useEffect, useRef, useState } from 'react';
import { ReactFlowProvider } from '@xyflow/react';
import { useLatest, useMemoizedFn } from 'ahooks';
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
import { asDraft, readFlowDraft } from '../tools/flow-draft';
import { sourceHref, sourceOf, type CanvasSource } from './canvas-source';
import { FlowEditor } from './flow-editor';
import '@xyflow/react/dist/style.css';
import '@/locales/areas/flow';
import '@/locales/areas/flow-tools';

type Loading =
  | { status: 'loading' }
  | { status: 'failed'; what: 'flow' | 'nodes' | 'draft' }
  | { status: 'ready'; saved: FlowPanel | null; draft: FlowPanel | null; catalogue: NodeMetadata[] };

/**
 * The flow (when an id is given) or the unsaved draft (a template, an import) and the server's operators
 * and resources, all needed before editing. `open` switches to another flow or draft, address included.
 */
function useCanvasData(source: CanvasSource | undefined) {
  // The router changes with every address change, the ones made here included: only a new source or
  // attempt loads again.
  const latestRouter = useLatest(useRouter());
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [current, setCurrent] = useState<{ source: CanvasSource; moved: boolean } | null>(null);
  if (source && !current) setCurrent({ source, moved: false });
  useEffect(() => {
    if (!current) return;
    let live = true;
    const { uid = null, draft: draftKey } = current.source;
    void (async () => {
      // The editor is unmounted while loading, so its leave warning does not ask about this change.
      if (current.moved)
        await latestRouter.current.replace(sourceHref(current.source), undefined, { shallow: true });
      const draft = draftKey ? readFlowDraft(draftKey) : null;
      if (draftKey && !draft) return live && setLoading({ status: 'failed', what: 'draft' });
      const [flowResult, nodesResult] = await Promise.all([
        uid ? apiInterceptors(getFlowById(uid)) : Promise.resolve(null),
        apiInterceptors(getFlowNodes()),
      ]);
      if (!live) return;
      if (flowResult && (!succeeded(flowResult) || !flowResult[1]))
        return setLoading({ status: 'failed', what: 'flow' });
      if (!succeeded(nodesResult)) return setLoading({ status: 'failed', what: 'nodes' });
      setLoading({
        status: 'ready',
        saved: flowResult?.[1] ?? null,
        draft: draft && asDraft(draft),
        catalogue: nodesResult[1] ?? [],
      });
    })();
    return () => {
      live = false;
    };
  }, [current, attempt, latestRouter]);
  const retry = useCallback(() => {
    setLoading({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const open = useCallback((next: CanvasSource) => {
    setLoading({ status: 'loading' });
    setCurrent({ source: next, moved: true });
  }, []);
  return { loading, retry, open };
}

const FAILED = {
  flow: 'canvas.load_failed',
  nodes: 'canvas.nodes_failed',
  draft: 'flowTools:draft.missing',
} as const;

/** `/construct/flow/canvas?id=…`: a flow's canvas, or a new one without `id`. */
export default function FlowCanvasPage() {
  const { t } = useTranslation(['flow', 'flowTools']);
  const router = useRouter();
  const toasts = useToasts();
  // The flow first asked for: a new flow, once saved, gets its id in the address without reloading.
  const { loading, retry, open } = useCanvasData(router.isReady ? sourceOf(router.query) : undefined);
  const announced = useRef(false);
  // Once, when the imported flow has loaded.
  const announceImport = useMemoizedFn((saved: FlowPanel) => {
    if (announced.current || !sourceOf(router.query).imported) return;
    announced.current = true;
    const { uid, label, name } = saved;
    toasts.success(t('flowTools:import.saved', { name: label || name }));
    void router.replace(sourceHref({ uid }), undefined, { shallow: true });
  });
  useEffect(() => {
    if (loading.status === 'ready' && loading.saved) announceImport(loading.saved);
  }, [loading, announceImport]);

  return (
    <AntdTheme>
      {toasts.holder}
      <div className="flex h-[calc(100dvh-56px)] md:h-dvh min-h-[480px] w-full flex-col">
        {loading.status === 'loading' && (
          <Spinner label={t('canvas.loading')} className="m-auto text-3xl text-primary-text" />
        )}
        {loading.status === 'failed' && (
          <RetryPanel title={t(FAILED[loading.what])} onRetry={retry} testId="flow-canvas-error" />
        )}
        {loading.status === 'ready' && (
          <ReactFlowProvider>
            <FlowEditor
              saved={loading.saved}
              draft={loading.draft}
              catalogue={loading.catalogue}
              toasts={toasts}
              onOpen={open}
              onReload={retry}
            />
          </ReactFlowProvider>
        )}
      </div>
    </AntdTheme>
  );
}
