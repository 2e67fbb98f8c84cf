import { createContext, useContext } from 'react';
import type { HandleKind } from './flow-graph';

/** What a node card may change on the canvas; the page records each change for undo. */
export interface CanvasActions {
  setParameter: (nodeId: string, index: number, value: unknown) => void;
  addDynamic: (nodeId: string, kind: HandleKind, index: number) => void;
  removeDynamic: (nodeId: string, kind: HandleKind, index: number) => void;
  removeNode: (nodeId: string) => void;
  duplicateNode: (nodeId: string) => void;
  readOnly: boolean;
}

export const CanvasActionsContext = createContext<CanvasActions | null>(null);

export function useCanvasActions(): CanvasActions {
  const actions = useContext(CanvasActionsContext);
  if (!actions) throw new Error('A flow node needs the canvas around it');
  return actions;
}
