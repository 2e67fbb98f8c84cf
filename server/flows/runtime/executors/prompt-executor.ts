import { localized } from '../../../i18n/localized-text';
import {
  isChunkList,
  isMessage,
  isObject,
  passagesText,
  valueText,
  type FlowMessage,
  type FlowModelRequest,
} from '../flow-values';
import { inputValue, NodeProblem, textParam, type NodeCall, type NodeExecutor } from '../node-executor';

const PLACEHOLDER = /\{(\w+)\}/g;

interface Filling {
  variables: Map<string, string>;
  history: FlowMessage[];
}

/** Reads the input as the template's variables; chunks become passages (and are cited), messages history. */
function fillingOf(call: NodeCall, value: unknown): Filling {
  const variables = new Map<string, string>();
  const history: FlowMessage[] = [];
  const take = (name: string, item: unknown) => {
    if (Array.isArray(item) && item.length > 0 && item.every(isMessage)) {
      history.push(...item);
      return;
    }
    if (isChunkList(item)) {
      call.run.cite(item);
      variables.set(name, passagesText(item));
      variables.set('context', passagesText(item));
      return;
    }
    variables.set(name, valueText(item));
  };
  if (isObject(value) && !('text' in value && 'error_code' in value)) {
    for (const [name, item] of Object.entries(value)) take(name, item);
  } else {
    take('input', value);
    if (!isChunkList(value)) variables.set('question', valueText(value));
  }
  if (!variables.has('question')) variables.set('question', call.run.request.messages);
  variables.set('user_input', variables.get('user_input') ?? call.run.request.messages);
  return { variables, history };
}

/** A prompt of the library (by code) or the template written on the node, its `{variables}` filled. */
export const promptTemplate: NodeExecutor = async (call) => {
  let template = textParam(call, 'template');
  const code = textParam(call, 'prompt_code');
  if (code) {
    const prompt = await call.run.context.repositories.prompts.findByCode(code);
    if (!prompt) throw new NodeProblem(localized('flowRun.promptNotFound', { code }));
    template = prompt.content;
  }
  const { variables, history } = fillingOf(call, inputValue(call));
  const filled = template.replace(PLACEHOLDER, (whole, name: string) => variables.get(name) ?? whole);
  const request: FlowModelRequest = {
    messages: [...history, { role: 'user', content: filled }],
    model: call.run.request.model ?? null,
  };
  return { value: request };
};
