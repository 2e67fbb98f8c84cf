import type { FlowData, FlowPanel } from '@/contract/flow';
import type { FlowDebugRequest } from '@/contract/flow/debug';
import type { CanvasNode } from '../flow-graph';

const REQUEST_BODY_TYPE = 'CommonLLMHttpRequestBody';

/**
 * A trigger that hands on a `CommonLLMHttpRequestBody` needs a model in the request (contract S.7);
 * other triggers take a free-form object.
 */
export function triggerNeedsModel(nodes: readonly CanvasNode[]): boolean {
  return nodes.some(
    (node) =>
      node.data.category === 'trigger' &&
      node.data.flow_type === 'operator' &&
      node.data.outputs.some(
        (output) =>
          output.type_name === REQUEST_BODY_TYPE || output.type_cls.endsWith(`.${REQUEST_BODY_TYPE}`),
      ),
  );
}

export interface DebugInput {
  flowData: FlowData;
  /** The saved flow, if any: its name and variables travel with the run. */
  saved: FlowPanel | null;
  input: string;
  /** Sent when chosen; the trigger decides whether one is needed. */
  model: string;
}

/** The body of a traced debug run of the canvas as it is now, saved or not. */
export function debugRequestOf({ flowData, saved, input, model }: DebugInput): FlowDebugRequest {
  return {
    flow: {
      ...(saved ? { uid: saved.uid, name: saved.name, label: saved.label } : {}),
      flow_category: saved?.flow_category ?? null,
      flow_data: flowData,
      variables: saved?.variables ?? null,
    },
    request: {
      ...(model ? { model } : {}),
      messages: input,
      stream: true,
      incremental: false,
    },
    trace: true,
  };
}
