import type { FlowIoField, FlowParameter, NodeMetadata } from '@/contract/flow';

/** Operators and resources as `GET /api/v2/serve/awel/nodes` lists them (contract 3.0, 3.6). */

const io = (label: string, typeName: string, typeCls: string): FlowIoField => ({
  label,
  name: label.toLowerCase().replaceAll(' ', '_'),
  type_name: typeName,
  type_cls: typeCls,
  is_list: false,
  description: null,
});

const param = (extra: Partial<FlowParameter> & Pick<FlowParameter, 'label' | 'name'>): FlowParameter => ({
  type_name: 'str',
  type_cls: 'builtins.str',
  category: 'common',
  optional: false,
  ...extra,
});

const operator = (
  name: string,
  label: string,
  category: string,
  inputs: FlowIoField[],
  outputs: FlowIoField[],
  parameters: FlowParameter[] = [],
): NodeMetadata => ({
  id: `operator_${name}___$$___${category}___$$___v1`,
  name,
  label,
  description: `${label} operator`,
  category,
  category_label: category === 'llm' ? 'LLM' : 'Conversion',
  flow_type: 'operator',
  operator_type: 'map',
  tags: { ui_version: 'flow2.0' },
  inputs,
  outputs,
  parameters,
  version: 'v1',
  type_name: label.replaceAll(' ', ''),
  type_cls: `dbgpt.example.${name}`,
});

const MODEL_REQUEST = 'dbgpt.core.ModelRequest';

export const REQUEST_BUILDER = operator(
  'request_builder',
  'Request builder',
  'conversion',
  [io('Text', 'str', 'builtins.str')],
  [io('Model request', 'ModelRequest', MODEL_REQUEST)],
  [param({ label: 'Model', name: 'model', ui: { ui_type: 'input' } })],
);

export const LLM_OPERATOR = operator(
  'llm_operator',
  'LLM operator',
  'llm',
  [io('Model request', 'ModelRequest', MODEL_REQUEST)],
  [io('Model output', 'ModelOutput', 'dbgpt.core.ModelOutput')],
  [
    param({
      label: 'LLM client',
      name: 'llm_client',
      category: 'resource',
      type_name: 'LLMClient',
      type_cls: 'dbgpt.core.LLMClient',
      optional: true,
    }),
  ],
);

export const TEXT_SPLITTER = operator(
  'text_splitter',
  'Text splitter',
  'conversion',
  [io('Text', 'str', 'builtins.str')],
  [io('Chunks', 'str', 'builtins.str')],
);

export const JOINER: NodeMetadata = {
  ...operator(
    'text_joiner',
    'Text joiner',
    'conversion',
    [{ ...io('Text', 'str', 'builtins.str'), dynamic: true, dynamic_minimum: 1 }],
    [io('Joined', 'str', 'builtins.str')],
  ),
};

export const OPENAI_CLIENT: NodeMetadata = {
  id: 'resource_dbgpt.model.proxy.OpenAILLMClient',
  name: 'openai_llm_client',
  label: 'OpenAI client',
  description: 'An LLM client for OpenAI-compatible servers',
  category: 'llm_client',
  category_label: 'LLM client',
  flow_type: 'resource',
  resource_type: 'instance',
  type_name: 'OpenAILLMClient',
  type_cls: 'dbgpt.model.proxy.OpenAILLMClient',
  parent_cls: ['dbgpt.core.LLMClient'],
  tags: { ui_version: 'flow2.0' },
  parameters: [
    param({
      label: 'Temperature',
      name: 'temperature',
      type_name: 'float',
      type_cls: 'builtins.float',
      optional: true,
      default: 0.7,
      ui: { ui_type: 'slider', attr: { min: 0, max: 2, step: 0.1 } },
    }),
  ],
};

export const NODES: NodeMetadata[] = [REQUEST_BUILDER, LLM_OPERATOR, TEXT_SPLITTER, JOINER, OPENAI_CLIENT];
