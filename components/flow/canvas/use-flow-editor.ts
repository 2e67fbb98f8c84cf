import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  addEdge,
  applyEdgeChanges,
  applyNodeChanges,
  useReactFlow,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import type { NodeMetadata } from '@/contract/flow';
import type { CanvasActions } from './canvas-actions';
import { layOutLeftToRight } from './auto-layout';
import { addDynamicField, removeDynamicField } from './dynamic-fields';
import {
  canConnect,
  EDGE_TYPE,
  nodeFromMetadata,
  type CanvasEdge,
  type CanvasNode,
  type HandleKind,
} from './flow-graph';
import { useCanvasHistory, type CanvasSnapshot } from './use-canvas-history';

interface EditorOptions {
  initial: CanvasSnapshot;
  readOnly: boolean;
  /** A canvas that is not the stored flow (a template, an import) starts with unsaved changes. */
  startDirty?: boolean;
  /** A connection between types that do not fit, or a last dynamic field the user tried to remove. */
  onRefused: (reason: 'cannot_connect' | 'keep_dynamic') => void;
}

const PASTE_OFFSET = 40;

/** The canvas's nodes and edges with every change the editor makes, each recorded for undo. */
export function useFlowEditor({ initial, readOnly, startDirty = false, onRefused }: EditorOptions) {
  const [nodes, setNodes] = useState<CanvasNode[]>(initial.nodes);
  const [edges, setEdges] = useState<CanvasEdge[]>(initial.edges);
  const [dirty, setDirty] = useState(startDirty);
  const latest = useRef({ nodes, edges });
  useLayoutEffect(() => {
    latest.current = { nodes, edges };
  }, [nodes, edges]);
  const clipboard = useRef<CanvasNode[]>([]);
  const flow = useReactFlow<CanvasNode, CanvasEdge>();

  const current = useCallback(() => latest.current, []);
  const restore = useCallback((snapshot: CanvasSnapshot) => {
    setNodes(snapshot.nodes);
    setEdges(snapshot.edges);
    setDirty(true);
  }, []);
  const history = useCanvasHistory(current, restore);
  // Typing into one parameter is one step of undo, not one per key.
  const lastEdit = useRef<string | null>(null);
  // The history object is new each render; its functions are not. Depending on the object would make
  // `actions` (the node cards' context) new each render, re-rendering every node on every drag frame.
  const recordHistory = history.record;
  const record = useCallback(() => {
    lastEdit.current = null;
    recordHistory();
    setDirty(true);
  }, [recordHistory]);

  const onNodesChange = useCallback((changes: NodeChange<CanvasNode>[]) => {
    setNodes((old) => applyNodeChanges(changes, old));
  }, []);
  const onEdgesChange = useCallback((changes: EdgeChange<CanvasEdge>[]) => {
    setEdges((old) => applyEdgeChanges(changes, old));
  }, []);

  const onConnect = useCallback(
    (connection: Connection) => {
      const byId = (id: string) => latest.current.nodes.find((node) => node.id === id);
      const source = byId(connection.source);
      const target = byId(connection.target);
      if (
        !source ||
        !target ||
        !canConnect(
          { node: source, handle: connection.sourceHandle },
          { node: target, handle: connection.targetHandle },
        )
      ) {
        onRefused('cannot_connect');
        return;
      }
      record();
      setEdges((old) =>
        addEdge(
          {
            ...connection,
            id: `edge_${connection.sourceHandle}_${connection.targetHandle}`,
            type: EDGE_TYPE,
          },
          old,
        ),
      );
    },
    [onRefused, record],
  );

  const addNode = useCallback(
    (metadata: NodeMetadata, position: { x: number; y: number }) => {
      record();
      setNodes((old) => [
        ...old.map((node) => ({ ...node, selected: false })),
        { ...nodeFromMetadata(metadata, position, old), selected: true },
      ]);
    },
    [record],
  );

  const updateNode = useCallback((nodeId: string, change: (node: CanvasNode) => CanvasNode) => {
    setNodes((old) => old.map((node) => (node.id === nodeId ? change(node) : node)));
  }, []);

  const pasteNodes = useCallback(
    (copied: readonly CanvasNode[]) => {
      if (copied.length === 0) return;
      record();
      setNodes((old) => {
        const added: CanvasNode[] = [];
        for (const node of copied) {
          const fresh = nodeFromMetadata(
            node.data,
            { x: node.position.x + PASTE_OFFSET, y: node.position.y + PASTE_OFFSET },
            [...old, ...added],
          );
          added.push({ ...fresh, data: { ...structuredClone(node.data), invalid: false }, selected: true });
        }
        return [...old.map((node) => ({ ...node, selected: false })), ...added];
      });
    },
    [record],
  );

  const selected = () => latest.current.nodes.filter((node) => node.selected);
  const copySelection = useCallback(() => {
    clipboard.current = selected();
  }, []);
  const paste = useCallback(() => pasteNodes(clipboard.current), [pasteNodes]);
  const duplicateSelection = useCallback(() => pasteNodes(selected()), [pasteNodes]);

  const actions = useMemo<CanvasActions>(
    () => ({
      readOnly,
      setParameter: (nodeId, index, value) => {
        const edit = `${nodeId}|${index}`;
        if (lastEdit.current !== edit) record();
        lastEdit.current = edit;
        updateNode(nodeId, (node) => ({
          ...node,
          data: {
            ...node.data,
            invalid: false,
            parameters: node.data.parameters.map((parameter, position) =>
              position === index ? { ...parameter, value } : parameter,
            ),
          },
        }));
      },
      addDynamic: (nodeId: string, kind: HandleKind, index: number) => {
        const node = latest.current.nodes.find((item) => item.id === nodeId);
        const result = node && addDynamicField(node.data, kind, index, nodeId, latest.current.edges);
        if (!result) return;
        record();
        updateNode(nodeId, (old) => ({ ...old, data: result.data }));
        setEdges(result.edges);
      },
      removeDynamic: (nodeId: string, kind: HandleKind, index: number) => {
        const node = latest.current.nodes.find((item) => item.id === nodeId);
        const result = node && removeDynamicField(node.data, kind, index, nodeId, latest.current.edges);
        if (result === 'keep') return onRefused('keep_dynamic');
        if (!result) return;
        record();
        updateNode(nodeId, (old) => ({ ...old, data: result.data }));
        setEdges(result.edges);
      },
      removeNode: (nodeId) => {
        record();
        setNodes((old) => old.filter((node) => node.id !== nodeId));
        setEdges((old) => old.filter((edge) => edge.source !== nodeId && edge.target !== nodeId));
      },
      duplicateNode: (nodeId) => pasteNodes(latest.current.nodes.filter((node) => node.id === nodeId)),
    }),
    [onRefused, pasteNodes, readOnly, record, updateNode],
  );

  /** Arranges the nodes left to right along the edges (one step of undo), then fits them in view. */
  const autoLayout = useCallback(async () => {
    const { nodes: before, edges: wired } = latest.current;
    if (before.length === 0) return;
    const placed = await layOutLeftToRight(before, wired);
    record();
    setNodes(placed);
    // Fitting waits for React Flow to have the new positions.
    requestAnimationFrame(() => void flow.fitView({ maxZoom: 1 }));
  }, [flow, record]);

  /** Marks the nodes named (and only them) as invalid, for a failed check or a server refusal. */
  const markInvalid = useCallback((ids: readonly string[]) => {
    setNodes((old) =>
      old.map((node) => ({ ...node, data: { ...node.data, invalid: ids.includes(node.id) } })),
    );
  }, []);

  return {
    nodes,
    edges,
    dirty,
    setDirty,
    flow,
    history,
    record,
    actions,
    onNodesChange,
    onEdgesChange,
    onConnect,
    addNode,
    copySelection,
    paste,
    duplicateSelection,
    markInvalid,
    autoLayout,
  };
}
