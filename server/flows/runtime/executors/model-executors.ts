import { modelUnavailableMessage } from '../../../models/model-unavailable';
import type { ChatModel, PromptMessage } from '../../../models/chat-model';
import {
  isMessage,
  isObject,
  toPromptMessages,
  valueText,
  type FlowModelOutput,
  type FlowModelRequest,
} from '../flow-values';
import {
  inputValue,
  NodeProblem,
  numberParam,
  textParam,
  type NodeCall,
  type NodeExecutor,
} from '../node-executor';
import { FlowTextStream } from '../text-stream';

/** The node's model, else the request's, else the server's default. */
export async function modelFor(call: NodeCall, request?: FlowModelRequest): Promise<ChatModel> {
  const registry = call.run.context.modelRegistry;
  const name = textParam(call, 'model') || request?.model || call.run.request.model || undefined;
  const model = await registry.getChatModel(name);
  if (!model) throw new NodeProblem(await modelUnavailableMessage(registry, name ?? null));
  return model;
}

function modelRequestOf(value: unknown): FlowModelRequest {
  if (isObject(value) && Array.isArray(value.messages) && value.messages.every(isMessage))
    return value as unknown as FlowModelRequest;
  return { messages: [{ role: 'user', content: valueText(value) }] };
}

export async function* answerText(
  model: ChatModel,
  messages: PromptMessage[],
  call: NodeCall,
): AsyncGenerator<string> {
  const stream = model.streamChat(
    {
      messages,
      temperature: numberParam(call, 'temperature', 0.7),
      maxNewTokens: numberParam(call, 'max_new_tokens', 2048),
    },
    { signal: call.run.signal },
  );
  for await (const delta of stream) if (delta.content) yield delta.content;
}

export async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** The model's whole answer. */
export const llm: NodeExecutor = async (call) => {
  const request = modelRequestOf(inputValue(call));
  const model = await modelFor(call, request);
  const output: FlowModelOutput = {
    text: await collect(answerText(model, toPromptMessages(request.messages), call)),
    error_code: 0,
  };
  return { value: output };
};

/** The model's answer as it streams; the call starts when the first reader asks. */
export const streamingLlm: NodeExecutor = async (call) => {
  const request = modelRequestOf(inputValue(call));
  const model = await modelFor(call, request);
  return { value: new FlowTextStream(answerText(model, toPromptMessages(request.messages), call)) };
};

/** Hands the answer to the caller: the runner streams what it receives. */
export const streamingOutput: NodeExecutor = async (call) => ({ value: inputValue(call) });
