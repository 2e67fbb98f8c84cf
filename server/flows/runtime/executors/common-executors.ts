import { localized } from '../../../i18n/localized-text';
import { isObject, isModelOutput, valueText } from '../flow-values';
import { inputValue, NodeProblem, textParam, type NodeExecutor } from '../node-executor';

/** A field of an object by a dotted path (`a.b.0`); undefined when absent. */
export function fieldOf(value: unknown, path: string): unknown {
  let current = isModelOutput(value) ? parseJsonText(value.text) : value;
  for (const part of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(part)) current = current[Number(part)];
    else if (isObject(current)) current = current[part];
    else return undefined;
  }
  return current;
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function holds(operator: string, actual: unknown, expected: string): boolean {
  const text = valueText(actual).trim();
  switch (operator) {
    case 'not_empty':
      return text !== '' && !(Array.isArray(actual) && actual.length === 0);
    case 'contains':
      return text.toLowerCase().includes(expected.toLowerCase());
    case 'greater_than':
      return Number(text) > Number(expected);
    case 'less_than':
      return Number(text) < Number(expected);
    default:
      return text === expected;
  }
}

/** Sends the value on `matched` (output 0) when the condition holds, else on `otherwise` (output 1). */
export const branch: NodeExecutor = async (call) => {
  const value = inputValue(call);
  const field = textParam(call, 'field');
  const actual = field ? fieldOf(value, field) : value;
  const matched = holds(textParam(call, 'operator') || 'equals', actual, textParam(call, 'value'));
  return { value, onlyOutput: matched ? 0 : 1 };
};

export function parsedJson(text: string): unknown {
  const parsed = parseJsonText(stripFence(text));
  if (parsed === undefined) throw new NodeProblem(localized('flowRun.notJson', { text: preview(text) }));
  return parsed;
}

const preview = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

/** The text inside a Markdown code fence, if there is one. */
function stripFence(text: string, language = ''): string {
  const fence = new RegExp('```' + language + '\\w*\\s*\\n?([\\s\\S]*?)```').exec(text);
  return (fence?.[1] ?? text).trim();
}

function lengthOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (isObject(value) && !isModelOutput(value)) return Object.keys(value).length;
  return valueText(value).length;
}

/** One of the fixed transforms of `nodes/map.ts`; nothing is evaluated. */
export const map: NodeExecutor = async (call) => {
  const value = inputValue(call);
  switch (textParam(call, 'transform') || 'to_text') {
    case 'upper':
      return { value: valueText(value).toUpperCase() };
    case 'lower':
      return { value: valueText(value).toLowerCase() };
    case 'trim':
      return { value: valueText(value).trim() };
    case 'to_json':
      return { value: JSON.stringify(isModelOutput(value) ? value.text : value) };
    case 'parse_json':
      return { value: parsedJson(valueText(value)) };
    case 'first_item':
      return { value: Array.isArray(value) ? (value[0] ?? null) : value };
    case 'length':
      return { value: lengthOf(value) };
    case 'get_field':
      return { value: fieldOf(value, textParam(call, 'field')) ?? null };
    default:
      return { value: valueText(value) };
  }
};

/** Joins every value that arrived: into one object by output name, a list, or one text. */
export const join: NodeExecutor = async (call) => {
  const arrived = [...call.inputs].sort((a, b) => a.order - b.order);
  switch (textParam(call, 'mode') || 'merge') {
    case 'list':
      return { value: arrived.map((input) => input.value) };
    case 'concat':
      return { value: arrived.map((input) => valueText(input.value)).join('\n\n') };
    default: {
      const merged: Record<string, unknown> = {};
      for (const input of arrived)
        if (isObject(input.value) && !isModelOutput(input.value)) Object.assign(merged, input.value);
        else merged[input.sourceName] = input.value;
      return { value: merged };
    }
  }
};

/** JSON, or SQL, read out of a model's answer. */
export const outputParser: NodeExecutor = async (call) => {
  const text = valueText(inputValue(call));
  if (textParam(call, 'format') !== 'sql') return { value: parsedJson(text) };
  const fromJson = parseJsonText(stripFence(text));
  if (isObject(fromJson) && typeof fromJson.sql === 'string') return { value: fromJson.sql.trim() };
  const sql = stripFence(text, 'sql');
  if (!sql) throw new NodeProblem(localized('flowRun.noSql'));
  return { value: sql };
};
