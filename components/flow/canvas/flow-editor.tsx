import { lazy, Suspense, useCallback, useEffect, useState, type DragEvent } from 'react';
import { Background, Controls, MiniMap, ReactFlow } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { addFlow, updateFlowById } from '@/client/api/flow';
import { apiInterceptors } from '@/client/envelope';
import type { Toasts } from '@/components/common/plain/toasts';
import { failureReason, succeeded } from '@/components/database/request-failure';
import { usePreferences } from '@/contexts/preferences-context';
import type { FlowPanel, NodeMetadata } from '@/contract/flow';
import { CanvasActionsContext } from './canvas-actions';
import { CanvasToolbar } from './canvas-toolbar';
import { NodeTraceContext } from './debug/node-trace-store';
import { useDebugPanel } from './debug/use-debug-panel';
import { fromFlowData, nodesMissingValues, nodesNamedIn, toFlowData } from './flow-graph';
import { FlowNodeCard } from './flow-node-card';
import { saveRequestOf, saveValuesOf } from './flow-request';
import { CanvasTools } from '../tools/canvas-tools';
import type { CanvasSource } from './canvas-source';
import { DRAG_TYPE, NodePalette } from './node-palette';
import SaveFlowDialog, { type SaveValues } from './save-flow-dialog';
import { useFlowEditor } from './use-flow-editor';
import { useSavedFlowAddress } from './use-saved-flow-address';
import { useLeaveGuard } from '@/components/app/editor/use-leave-guard';
import '@/locales/areas/flow';

const NODE_TYPES = { flowNode: FlowNodeCard };
// The debug run is its own chunk, fetched when it is first opened.
const FlowDebugPanel = lazy(() => import('./debug/flow-debug-panel'));
// Fitted around the graph, but never so far out that the nodes cannot be read: a wide graph opens at a
// readable zoom centred on it, and the rest is a pan (or the mini-map) away.
const FIT_VIEW_OPTIONS = { maxZoom: 1, minZoom: 0.6, padding: 0.1 };

interface FlowEditorProps {
  saved: FlowPanel | null;
  /** An unsaved flow to start from (a template, an import); it opens with unsaved changes. */
  draft?: FlowPanel | null;
  catalogue: readonly NodeMetadata[];
  toasts: Toasts;
  /** Shows another flow or draft in place of this one. */
  onOpen: (source: CanvasSource) => void;
  /** Loads the stored flow again (after a version was restored). */
  onReload: () => void;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The canvas: palette, nodes and edges, toolbar, save dialog; a server refusal marks the node it names. */
export function FlowEditor(props: FlowEditorProps) {
  const { saved: loaded, draft = null, catalogue, toasts } = props;
  const { t } = useTranslation('flow');
  const { mode } = usePreferences();
  const [saved, setSaved] = useState(loaded);
  const readOnly = saved?.editable === false;
  const onRefused = useCallback(
    (reason: 'cannot_connect' | 'keep_dynamic') => toasts.error(t(`canvas.${reason}`)),
    [t, toasts],
  );
  const opened = loaded ?? draft;
  const editor = useFlowEditor({
    initial: fromFlowData(opened?.flow_data, catalogue),
    readOnly,
    startDirty: !loaded && draft !== null,
    onRefused,
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useLeaveGuard(editor.dirty, t('canvas.leave'));
  useSavedFlowAddress(loaded ? null : (saved?.uid ?? null), editor.dirty);
  const debug = useDebugPanel({
    flow: editor.flow,
    nodes: editor.nodes,
    edges: editor.edges,
    saved,
    onNodesChange: editor.onNodesChange,
  });

  const place = (metadata: NodeMetadata, point: { x: number; y: number }) =>
    editor.addNode(metadata, editor.flow.screenToFlowPosition(point));
  const addInView = (metadata: NodeMetadata) =>
    place(metadata, {
      x: window.innerWidth / 2 + editor.nodes.length * 20,
      y: window.innerHeight / 3 + editor.nodes.length * 20,
    });
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const metadata = catalogue.find((node) => node.id === event.dataTransfer.getData(DRAG_TYPE));
    if (metadata) place(metadata, { x: event.clientX, y: event.clientY });
  };

  const requestOf = (values: SaveValues) => saveRequestOf(values, currentData(), saved, saved ?? draft);
  const currentData = () => toFlowData(editor.nodes, editor.edges, editor.flow.getViewport());

  const askToSave = () => {
    if (editor.nodes.length === 0) return toasts.error(t('canvas.add_nodes_first'));
    const missing = nodesMissingValues(editor.nodes, editor.edges);
    editor.markInvalid(missing);
    if (missing.length > 0) return toasts.error(t('canvas.missing_values'));
    setRefusal(null);
    setDialogOpen(true);
  };

  const save = async (values: SaveValues) => {
    const body = requestOf(values);
    setBusy(true);
    const result = await apiInterceptors(
      saved ? updateFlowById(saved.uid, { ...body, uid: saved.uid }) : addFlow(body),
      '*',
    );
    setBusy(false);
    if (!succeeded(result) || !result[1]) {
      const reason = failureReason(result);
      setDialogOpen(false);
      setRefusal(reason);
      editor.markInvalid(nodesNamedIn(reason, editor.nodes));
      return;
    }
    const stored = result[1];
    setSaved(stored);
    setDialogOpen(false);
    editor.setDirty(false);
    toasts.success(t('canvas.saved'));
  };

  const named = saved ?? draft;
  const title = named ? named.label || named.name : t('canvas.new_title');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !isTyping(event.target)) {
      event.preventDefault();
      return debug.setOpen(true);
    }
    if (readOnly || isTyping(event.target) || !(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    const run: Record<string, () => void> = {
      z: event.shiftKey ? editor.history.redo : editor.history.undo,
      y: editor.history.redo,
      c: editor.copySelection,
      v: editor.paste,
      d: editor.duplicateSelection,
    };
    if (!run[key]) return;
    event.preventDefault();
    run[key]();
  };
  // Undo, redo, copy, paste and duplicate work wherever the focus is on this page, except while typing.
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  return (
    <div className="flex h-full min-h-0 flex-1 flex-col">
      <CanvasToolbar
        title={title}
        dirty={editor.dirty}
        readOnly={readOnly}
        canUndo={editor.history.canUndo}
        canRedo={editor.history.canRedo}
        onUndo={editor.history.undo}
        onRedo={editor.history.redo}
        onFitView={() => void editor.flow.fitView({ maxZoom: 1 })}
        onAutoLayout={() => void editor.autoLayout()}
        tools={
          <CanvasTools
            saved={saved}
            unsavedName={draft?.name ?? ''}
            dirty={editor.dirty}
            readOnly={readOnly}
            toasts={toasts}
            canvasFlow={() => requestOf(saveValuesOf(saved ?? draft))}
            onOpen={props.onOpen}
            onReload={props.onReload}
          />
        }
        onSave={askToSave}
        onDebug={() => debug.setOpen(true)}
      />
      {refusal && (
        <p
          role="alert"
          className="m-0 border-b border-red-300 bg-red-50 px-4 py-2 text-sm text-[#cf1322] dark:border-red-900 dark:bg-red-950/40 dark:text-[#ff7875]"
        >
          {t('canvas.refused', { reason: refusal })}
        </p>
      )}
      <div className="flex min-h-0 flex-1">
        {!readOnly && (
          <div className="hidden md:flex">
            <NodePalette nodes={catalogue} onAdd={addInView} />
          </div>
        )}
        <div
          className="relative min-h-[60vh] flex-1"
          data-testid="flow-canvas"
          onDrop={onDrop}
          onDragOver={(event) => event.preventDefault()}
        >
          <NodeTraceContext.Provider value={debug.store}>
            <CanvasActionsContext.Provider value={editor.actions}>
              <ReactFlow
                nodes={editor.nodes}
                edges={editor.edges}
                nodeTypes={NODE_TYPES}
                onNodesChange={editor.onNodesChange}
                onEdgesChange={editor.onEdgesChange}
                onConnect={editor.onConnect}
                onNodeDragStart={editor.record}
                onBeforeDelete={async () => {
                  editor.record();
                  return true;
                }}
                deleteKeyCode={readOnly ? null : ['Backspace', 'Delete']}
                nodesDraggable={!readOnly}
                nodesConnectable={!readOnly}
                colorMode={mode}
                className="!bg-transparent"
                selectNodesOnDrag={false}
                minZoom={0.1}
                // Only a saved canvas is fitted on opening: a first dropped node keeps the normal zoom.
                fitView={opened?.flow_data ? opened.flow_data.nodes.length > 0 : false}
                fitViewOptions={FIT_VIEW_OPTIONS}
              >
                <Background />
                <Controls position="bottom-center" orientation="horizontal" />
                <MiniMap
                  pannable
                  zoomable
                  className="!hidden sm:!block"
                  // The nodes themselves, in the product's blue: the default pale grey all but vanishes.
                  nodeColor={mode === 'dark' ? '#5b8def' : '#91caff'}
                  nodeStrokeColor={mode === 'dark' ? '#adc6ff' : '#0C75FC'}
                  nodeBorderRadius={6}
                />
              </ReactFlow>
            </CanvasActionsContext.Provider>
          </NodeTraceContext.Provider>
        </div>
        {debug.open && (
          <Suspense fallback={null}>
            <FlowDebugPanel {...debug.panel} />
          </Suspense>
        )}
      </div>
      {dialogOpen && (
        <SaveFlowDialog
          // A template's or an import's canvas becomes the user's own flow: private until they share it.
          initial={{ ...saveValuesOf(saved ?? draft), visibility: saved?.visibility ?? 'private' }}
          busy={busy}
          onSave={(values) => void save(values)}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </div>
  );
}
