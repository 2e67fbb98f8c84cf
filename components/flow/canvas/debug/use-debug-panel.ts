import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { NodeChange, ReactFlowInstance } from '@xyflow/react';
import type { FlowPanel } from '@/contract/flow';
import { toFlowData, type CanvasEdge, type CanvasNode } from '../flow-graph';
import { debugRequestOf, triggerNeedsModel } from './debug-request';
import type { FlowDebugPanelProps } from './flow-debug-panel';
import { createNodeTraceStore } from './node-trace-store';

interface DebugPanelOptions {
  flow: ReactFlowInstance<CanvasNode, CanvasEdge>;
  nodes: readonly CanvasNode[];
  edges: readonly CanvasEdge[];
  saved: FlowPanel | null;
  onNodesChange: (changes: NodeChange<CanvasNode>[]) => void;
}

/** What the graph is made of, without where its nodes sit: moving a node does not change it. */
function graphShape(nodes: readonly CanvasNode[], edges: readonly CanvasEdge[]) {
  return {
    data: nodes.map((node) => node.data),
    edges: edges
      .map((edge) => `${edge.source}|${edge.sourceHandle}>${edge.target}|${edge.targetHandle}`)
      .join('\n'),
  };
}

type GraphShape = ReturnType<typeof graphShape>;

const sameShape = (a: GraphShape, b: GraphShape) =>
  a.edges === b.edges &&
  a.data.length === b.data.length &&
  a.data.every((data, index) => data === b.data[index]);

/**
 * The canvas's side of the debug run: the panel's open state, the node traces (which the node cards
 * show as badges and which go when the graph changes), and how the panel reaches the canvas.
 */
export function useDebugPanel({ flow, nodes, edges, saved, onNodesChange }: DebugPanelOptions) {
  const [open, setOpen] = useState(false);
  const [store] = useState(createNodeTraceStore);
  const [graphChanged, setGraphChanged] = useState(false);
  const shape = useRef<GraphShape | null>(null);
  useEffect(() => {
    const next = graphShape(nodes, edges);
    const previous = shape.current;
    shape.current = next;
    if (!previous || sameShape(previous, next) || store.all().length === 0) return;
    store.clear();
    setGraphChanged(true);
  }, [nodes, edges, store]);

  const savedRef = useRef(saved);
  useEffect(() => {
    savedRef.current = saved;
  }, [saved]);
  const requestOf = useCallback(
    (input: string, model: string) => {
      const current = flow.getNodes();
      if (current.length === 0) return null;
      setGraphChanged(false);
      const flowData = toFlowData(current, flow.getEdges(), flow.getViewport());
      return debugRequestOf({ flowData, saved: savedRef.current, input, model });
    },
    [flow],
  );
  const labelOf = useCallback(
    (nodeId: string) => {
      const node = flow.getNode(nodeId);
      return node ? node.data.custom_label || node.data.label : undefined;
    },
    [flow],
  );
  const onShowNode = useCallback(
    (nodeId: string) => {
      const node = flow.getInternalNode(nodeId);
      if (!node) return;
      onNodesChange(
        flow.getNodes().map((item) => ({ type: 'select', id: item.id, selected: item.id === nodeId })),
      );
      const { x, y } = node.internals.positionAbsolute;
      const width = node.measured.width ?? 0;
      const height = node.measured.height ?? 0;
      void flow.setCenter(x + width / 2, y + height / 2, {
        zoom: Math.max(flow.getZoom(), 0.8),
        duration: 300,
      });
    },
    [flow, onNodesChange],
  );
  const onClose = useCallback(() => setOpen(false), []);
  const needsModel = useMemo(() => triggerNeedsModel(nodes), [nodes]);

  // The same props while nothing they say changes: dragging a node does not re-render the panel.
  const panel = useMemo<FlowDebugPanelProps>(
    () => ({ store, needsModel, requestOf, labelOf, onShowNode, graphChanged, onClose }),
    [store, needsModel, requestOf, labelOf, onShowNode, graphChanged, onClose],
  );
  return { open, setOpen, store, panel };
}
