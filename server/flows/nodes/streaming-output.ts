import { localized } from '../../i18n/localized-text';
import type { NodeDefinition } from './node-definition';
import { io } from './node-parameters';

/** The end of a chat flow: streams the model's answer back to the chat. */
export const streamingOutputNode: NodeDefinition = {
  name: 'streaming_output',
  typeName: 'OpenAIStreamingOutputOperator',
  category: 'sender',
  operatorType: 'transform_stream',
  label: localized('flowNode.streaming_output'),
  description: localized('flowNode.streaming_output.description'),
  inputs: [io('output', localized('flowNode.io.modelOutput'), 'modelOutput')],
  outputs: [],
  parameters: [],
  tags: { output: 'streaming' },
  sendsAnswer: true,
};
