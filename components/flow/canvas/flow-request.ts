import type { FlowCreateRequest, FlowData, FlowPanel } from '@/contract/flow';
import type { SaveValues } from './save-flow-dialog';

/**
 * The body of `POST /flows` (contract 3.1) or, with `uid`, of `PUT /flows/{uid}` (3.4); `base` (the
 * saved flow, or the template or import the canvas opened) gives the variables.
 */
export function saveRequestOf(
  values: SaveValues,
  flowData: FlowData,
  saved: FlowPanel | null,
  base: FlowPanel | null = saved,
): FlowCreateRequest {
  return {
    ...(saved ? { uid: saved.uid } : {}),
    label: values.label,
    name: values.name,
    description: values.description,
    editable: values.editable,
    state: values.deploy ? 'deployed' : 'developing',
    define_type: 'json',
    flow_category: saved?.flow_category ?? null,
    flow_data: flowData,
    variables: base?.variables ?? null,
    visibility: values.visibility,
  };
}

/** The dialog's starting values: the saved flow's (or the opened draft's), or empty for a new one. */
export function saveValuesOf(saved: FlowPanel | null): SaveValues {
  return {
    label: saved?.label ?? '',
    name: saved?.name ?? '',
    description: saved?.description ?? '',
    editable: saved?.editable ?? true,
    deploy: saved ? saved.state === 'deployed' || saved.state === 'running' : false,
    visibility: saved?.visibility ?? 'private',
  };
}
