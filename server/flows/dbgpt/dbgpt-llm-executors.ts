import { localized } from '../../i18n/localized-text';
import type { ServerLanguage } from '../../i18n/language';
import { answerText, collect, modelFor } from '../runtime/executors/model-executors';
import {
  isRequestBody,
  toPromptMessages,
  valueText,
  type FlowMessage,
  type FlowModelOutput,
} from '../runtime/flow-values';
import { NodeProblem, type NodeCall, type NodeExecutor } from '../runtime/node-executor';
import { FlowTextStream } from '../runtime/text-stream';
import {
  chatPromptOf,
  DEFAULT_CHAT_PROMPT,
  formatTemplate,
  higherOrderMessages,
  isContextBody,
  type DbgptChatPrompt,
} from './dbgpt-prompt';

/** DB-GPT's LLM clients: each is this server's model registry (the model chosen as in our own nodes). */
const LLM_CLIENTS = new Set(['DefaultLLMClient', 'OpenAILLMClient']);

/** The wired prompt and LLM client, refused when a resource of another kind is wired to them. */
function wiredPrompt(call: NodeCall, fallback: DbgptChatPrompt): DbgptChatPrompt {
  const client = call.resources?.llm_client;
  if (client && !LLM_CLIENTS.has(client.typeName))
    throw new NodeProblem(localized('dbgptNode.resourceNotUsable', { type: client.typeName }));
  return chatPromptOf(call.resources?.prompt_template, fallback);
}

/** The messages of `HOLLMOperator`/`HOStreamingLLMOperator`: the request (input 0) with its contexts. */
function higherOrderRequest(call: NodeCall): FlowMessage[] {
  const first = call.inputs.find((input) => input.order === 0)?.value;
  const request = isRequestBody(first) ? first : call.run.request;
  const contexts = call.inputs.filter((input) => input.order >= 1).map((input) => input.value);
  return higherOrderMessages(
    call,
    request,
    wiredPrompt(call, DEFAULT_CHAT_PROMPT),
    contexts.filter(isContextBody),
  );
}

export const higherOrderLlm: NodeExecutor = async (call) => {
  const messages = higherOrderRequest(call);
  const model = await modelFor(call, { messages, model: call.run.request.model });
  const output: FlowModelOutput = {
    text: await collect(answerText(model, toPromptMessages(messages), call)),
    error_code: 0,
  };
  return { value: output };
};

export const higherOrderStreamingLlm: NodeExecutor = async (call) => {
  const messages = higherOrderRequest(call);
  const model = await modelFor(call, { messages, model: call.run.request.model });
  return { value: new FlowTextStream(answerText(model, toPromptMessages(messages), call)) };
};

/** The report analyst's own prompt (DB-GPT's default asks for a Markdown summary of the data). */
const REPORT_PROMPTS: Readonly<Record<ServerLanguage, string>> = {
  en:
    'You are a helpful AI assistant.\n\nThe data below, in Markdown tables, was queried from a database ' +
    'for the user question. Analyse and summarise it carefully and write a short report in Markdown.\n\n' +
    '<data-report>\n{data_report}\n</data-report>\n\nuser question:\n{user_input}\n\n' +
    "Answer in the language of the user's question.",
  zh:
    '你是一个有用的 AI 助手。\n\n下面 Markdown 表格中的数据是根据用户问题从数据库查询得到的，' +
    '请仔细分析和总结这些数据，用 Markdown 写一份简短的报告。\n\n' +
    '<data-report>\n{data_report}\n</data-report>\n\n用户的问题：\n{user_input}\n\n请用用户提问的语言回答。',
};

/** DB-GPT's `ReportAnalystOperator`: the question (input 0) and the data reports (the rest) → a summary. */
export const reportAnalyst: NodeExecutor = async (call) => {
  const sorted = [...call.inputs].sort((a, b) => a.order - b.order);
  const question = valueText(sorted.find((input) => input.order === 0)?.value);
  const reports = sorted.filter((input) => input.order >= 1).map((input) => valueText(input.value));
  const prompt = wiredPrompt(call, {
    system: REPORT_PROMPTS[call.run.language],
    placeholder: 'chat_history',
    human: '{user_input}',
  });
  const values = { user_input: question, data_report: reports.join('\n') };
  const messages: FlowMessage[] = [
    { role: 'system', content: formatTemplate(prompt.system, values) },
    { role: 'user', content: formatTemplate(prompt.human, values) },
  ];
  const model = await modelFor(call, { messages });
  return { value: await collect(answerText(model, toPromptMessages(messages), call)) };
};
