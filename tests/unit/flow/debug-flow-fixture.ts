import type { FlowPanel, NodeMetadata } from '@/contract/flow';
import {
  nodeFromMetadata,
  toFlowData,
  type CanvasEdge,
  type CanvasNode,
} from '@/components/flow/canvas/flow-graph';
import { LLM_OPERATOR, REQUEST_BUILDER } from './node-fixtures';

/** An HTTP trigger as the server lists it: it hands on a CommonLLMHttpRequestBody, so a run needs a model. */
export const HTTP_TRIGGER: NodeMetadata = {
  ...REQUEST_BUILDER,
  id: 'operator_http_trigger___$$___trigger___$$___v1',
  name: 'http_trigger',
  label: 'HTTP trigger',
  description: 'The flow’s input',
  category: 'trigger',
  category_label: 'Trigger',
  operator_type: 'input',
  inputs: [],
  outputs: [
    {
      label: 'Request',
      name: 'request',
      type_name: 'CommonLLMHttpRequestBody',
      type_cls: 'dbgpt.core.awel.trigger.http_trigger.CommonLLMHttpRequestBody',
      is_list: false,
      description: null,
    },
  ],
  parameters: [],
  type_name: 'CommonLLMHttpTrigger',
};

export const TRIGGER_ID = `${HTTP_TRIGGER.id}_0`;
export const BUILDER_ID = `${REQUEST_BUILDER.id}_0`;
export const LLM_ID = `${LLM_OPERATOR.id}_0`;

/** A saved chat flow: trigger → request builder → LLM operator, laid out left to right. */
export function savedDebugFlow(): FlowPanel {
  const nodes: CanvasNode[] = [];
  [HTTP_TRIGGER, REQUEST_BUILDER, LLM_OPERATOR].forEach((metadata, index) => {
    const node = nodeFromMetadata(metadata, { x: index * 400, y: 0 }, nodes);
    nodes.push(node);
  });
  nodes[1].data.parameters[0].value = 'gpt-4o';
  const edges: CanvasEdge[] = [
    {
      id: 'e1',
      source: TRIGGER_ID,
      target: BUILDER_ID,
      sourceHandle: `${TRIGGER_ID}|outputs|0`,
      targetHandle: `${BUILDER_ID}|inputs|0`,
    },
    {
      id: 'e2',
      source: BUILDER_ID,
      target: LLM_ID,
      sourceHandle: `${BUILDER_ID}|outputs|0`,
      targetHandle: `${LLM_ID}|inputs|0`,
    },
  ];
  return {
    uid: 'flow-1',
    label: 'Answer bot',
    name: 'answer_bot',
    description: 'Answers',
    state: 'deployed',
    editable: true,
    define_type: 'json',
    flow_category: 'chat_flow',
    flow_data: toFlowData(nodes, edges, { x: 0, y: 0, zoom: 1 }),
  };
}
