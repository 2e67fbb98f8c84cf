import { localized } from '../../i18n/localized-text';
import type { NodeDefinition, ParamSpec, ParamValues } from './node-definition';
import { io, modelParam, outOfRange } from './node-parameters';

const temperature: ParamSpec = {
  name: 'temperature',
  label: localized('flowNode.param.temperature'),
  description: localized('flowNode.param.temperature.description'),
  type: 'float',
  optional: true,
  default: 0.7,
  uiType: 'slider',
  attr: { min: 0, max: 2, step: 0.1 },
};

const maxTokens: ParamSpec = {
  name: 'max_new_tokens',
  label: localized('flowNode.param.maxTokens'),
  description: localized('flowNode.param.maxTokens.description'),
  type: 'int',
  optional: true,
  default: 2048,
  uiType: 'input',
};

const validateModelCall = (values: ParamValues) => [
  ...outOfRange(values, temperature, 0, 2),
  ...outOfRange(values, maxTokens, 1, 1_000_000),
];

const modelCall = {
  category: 'llm',
  inputs: [io('request', localized('flowNode.io.modelRequest'), 'modelRequest')],
  outputs: [io('output', localized('flowNode.io.modelOutput'), 'modelOutput')],
  parameters: [modelParam(), temperature, maxTokens],
  validate: validateModelCall,
} as const;

/** A model of the Models screen, answering whole. */
export const llmNode: NodeDefinition = {
  ...modelCall,
  name: 'llm',
  typeName: 'LLMOperator',
  operatorType: 'map',
  label: localized('flowNode.llm'),
  description: localized('flowNode.llm.description'),
};

/** The same model call, streamed. */
export const streamingLlmNode: NodeDefinition = {
  ...modelCall,
  name: 'streaming_llm',
  typeName: 'StreamingLLMOperator',
  operatorType: 'streamify',
  label: localized('flowNode.streaming_llm'),
  description: localized('flowNode.streaming_llm.description'),
  tags: { output: 'streaming' },
};
