import { useCallback, useRef, useState } from 'react';
import type { CanvasEdge, CanvasNode } from './flow-graph';

export interface CanvasSnapshot {
  nodes: CanvasNode[];
  edges: CanvasEdge[];
}

const LIMIT = 100;

/**
 * Undo and redo over whole snapshots of the canvas: `record` keeps the state before a change.
 * Snapshots are cheap (the arrays are shared, nodes are replaced rather than mutated).
 */
export function useCanvasHistory(current: () => CanvasSnapshot, restore: (snapshot: CanvasSnapshot) => void) {
  const past = useRef<CanvasSnapshot[]>([]);
  const future = useRef<CanvasSnapshot[]>([]);
  const [sizes, setSizes] = useState({ past: 0, future: 0 });
  const bump = () => setSizes({ past: past.current.length, future: future.current.length });

  const record = useCallback(() => {
    past.current = [...past.current.slice(-(LIMIT - 1)), current()];
    future.current = [];
    bump();
  }, [current]);

  const undo = useCallback(() => {
    const previous = past.current.at(-1);
    if (!previous) return;
    past.current = past.current.slice(0, -1);
    future.current = [...future.current, current()];
    restore(previous);
    bump();
  }, [current, restore]);

  const redo = useCallback(() => {
    const next = future.current.at(-1);
    if (!next) return;
    future.current = future.current.slice(0, -1);
    past.current = [...past.current, current()];
    restore(next);
    bump();
  }, [current, restore]);

  return { record, undo, redo, canUndo: sizes.past > 0, canRedo: sizes.future > 0 };
}
