import type { FlowPanel } from '@/contract/flow';

/**
 * An unsaved flow (a template, an import) handed to the canvas: kept in the tab's session storage so a
 * reload of the canvas still finds it; the canvas's address names it with `?draft=`.
 */
const PREFIX = 'flow-draft:';

export function storeFlowDraft(flow: FlowPanel): string {
  const key = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  sessionStorage.setItem(PREFIX + key, JSON.stringify(flow));
  return key;
}

/** This tab wrote the draft itself: a light check that it is still a flow is enough. */
function isFlowPanel(value: unknown): value is FlowPanel {
  return (
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
  );
}

export function readFlowDraft(key: string): FlowPanel | null {
  const stored = sessionStorage.getItem(PREFIX + key);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isFlowPanel(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The draft as the canvas opens it: never tied to a stored flow, always editable. */
export function asDraft(flow: FlowPanel): FlowPanel {
  return { ...flow, uid: '', editable: true, state: 'developing' };
}

export const nodeCount = (flow: Pick<FlowPanel, 'flow_data'>) => flow.flow_data?.nodes.length ?? 0;
