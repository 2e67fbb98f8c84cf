import { isRequestBody, toPromptMessages, type FlowMessage } from '../runtime/flow-values';
import { inputValue, numberParam, type NodeExecutor } from '../runtime/node-executor';
import {
  answerText,
  llm,
  modelFor,
  streamingLlm,
  streamingOutput,
} from '../runtime/executors/model-executors';
import { FlowTextStream } from '../runtime/text-stream';

/** DB-GPT's default prompt of its higher-order LLM operators (`dbgpt_app/operators/llm.py`). */
const DEFAULT_SYSTEM_PROMPT = 'You are a helpful AI assistant.';

/** What the DB-GPT nodes that run here do, keyed by their definitions' names (dbgpt-runnable-nodes.ts). */
export const DBGPT_EXECUTORS: Readonly<Record<string, NodeExecutor>> = {
  common_llm_http_trigger: async (call) => ({
    value: call.run.request,
    outputs: [call.run.request, call.run.request.messages],
  }),
  higher_order_streaming_llm_operator: async (call) => {
    const value = inputValue(call);
    const request = isRequestBody(value) ? value : call.run.request;
    const rounds = Math.max(0, Math.trunc(numberParam(call, 'keep_end_rounds', 10)));
    const messages: FlowMessage[] = [
      { role: 'system', content: DEFAULT_SYSTEM_PROMPT },
      ...(rounds === 0 ? [] : request.history.slice(-rounds * 2)),
      { role: 'user', content: request.messages },
    ];
    const model = await modelFor(call, { messages, model: request.model });
    return { value: new FlowTextStream(answerText(model, toPromptMessages(messages), call)) };
  },
  llm_operator: llm,
  streaming_llm_operator: streamingLlm,
  openai_streaming_output_operator: streamingOutput,
};
