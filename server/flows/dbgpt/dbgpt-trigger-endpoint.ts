import { flowParameterSchema, type FlowNode } from '@/contract/flow';
import { dbgptParameterDefault } from './dbgpt-catalogue';

const TRIGGER_ID = 'operator_common_llm_http_trigger___$$___trigger___$$___v1';

/** DB-GPT's HTTP triggers that run here (by definition name): each listens at its `endpoint`. */
const DBGPT_HTTP_TRIGGERS = new Set(['common_llm_http_trigger', 'dict_http_trigger', 'request_http_trigger']);
export const isDbgptHttpTrigger = (definitionName: string | undefined) =>
  definitionName !== undefined && DBGPT_HTTP_TRIGGERS.has(definitionName);

/** A canvas parameter's value, else the default the canvas holds for it. */
function canvasValue(node: FlowNode, name: string): unknown {
  const parameters = flowParameterSchema.array().safeParse(node.data.parameters);
  const parameter = parameters.success ? parameters.data.find((entry) => entry.name === name) : undefined;
  return parameter?.value ?? parameter?.default;
}

/**
 * Where DB-GPT's chat trigger listens, under `/api/v1/awel/trigger`: its `endpoint` (DB-GPT's default
 * `/example/{dag_id}`), `{dag_id}` standing for the flow's DAG id until `dagId` is known.
 */
export function dbgptTriggerPath(node: FlowNode, dagId?: string): string {
  const own = canvasValue(node, 'endpoint');
  const fallback = dbgptParameterDefault(TRIGGER_ID, 'endpoint', 'en');
  const endpoint =
    typeof own === 'string' && own.trim() ? own.trim() : String(fallback ?? '/example/{dag_id}');
  const path = endpoint.startsWith('/') ? endpoint : `/${endpoint}`;
  return dagId === undefined ? path : path.replaceAll('{dag_id}', dagId);
}

/** The method DB-GPT's chat trigger accepts (POST unless its `methods` says otherwise). */
export function dbgptTriggerMethod(node: FlowNode): string {
  const methods = canvasValue(node, 'methods');
  const first = Array.isArray(methods) ? methods[0] : methods;
  return typeof first === 'string' && first.trim() ? first.trim().toUpperCase() : 'POST';
}
