import { knowledgeRetriever } from '../runtime/executors/knowledge-executors';
import { isChunkList, isMessage, valueText, type FlowMessage } from '../runtime/flow-values';
import { inputValue, type NodeExecutor } from '../runtime/node-executor';
import { chatPromptOf, DEFAULT_CHAT_PROMPT, formatTemplate } from './dbgpt-prompt';

/**
 * DB-GPT's history loaders (`ServePreChatHistoryLoadOperator`…): the conversation's earlier messages. DB-GPT
 * reads them from its message storage by the request's conversation; here they are the rounds this run's
 * conversation holds for its caller (the chat gives the caller's own conversation, oldest first).
 */
export const historyLoad: NodeExecutor = async (call) => ({ value: [...call.run.request.history] });

/** DB-GPT's `SpaceRetrieverOperator`: our retrieval on the space; the chunks' texts, cited in the answer. */
export const spaceRetriever: NodeExecutor = async (call) => {
  const found = await knowledgeRetriever({
    ...call,
    params: { space: call.params.space_name },
  });
  const chunks = isChunkList(found.value) ? found.value : [];
  call.run.cite(chunks);
  return { value: chunks.map((chunk) => chunk.content) };
};

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(valueText) : value === undefined ? [] : [valueText(value)];

/**
 * DB-GPT's `KnowledgeSpacePromptBuilderOperator`: the wired prompt with `{context}` (the space's texts, input
 * 1), the human message's variable (the question, input 0) and the history (input 2) at the placeholder.
 */
export const knowledgeSpacePromptBuilder: NodeExecutor = async (call) => {
  const prompt = chatPromptOf(call.resources?.prompt, DEFAULT_CHAT_PROMPT);
  const humanKey = /\{(\w+)\}/.exec(prompt.human.replaceAll('{{', ''))?.[1] ?? 'user_input';
  const values = {
    context: textsOf(inputValue(call, 1)).join('\n\n'),
    [humanKey]: valueText(inputValue(call, 0)),
  };
  const history = inputValue(call, 2);
  const system = formatTemplate(prompt.system, values).trim();
  const messages: FlowMessage[] = [
    ...(system ? [{ role: 'system' as const, content: system }] : []),
    ...(Array.isArray(history) ? history.filter(isMessage) : []),
    { role: 'user', content: formatTemplate(prompt.human, values) },
  ];
  return { value: messages };
};
