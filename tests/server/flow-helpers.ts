import type { FlowPanel } from '@/contract/flow';
import { call, type Answer, type CallOptions } from './app-helpers';
import type { TestServer } from './harness';

export const AWEL = '/api/v2/serve/awel';

export type { Answer, CallOptions } from './app-helpers';

/** One call as a given user (`user-id`, alice unless told), JSON in and out. */
export function flowCall<T = unknown>(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  return call<T>(server, method, path, body, { ...options, user: options.user ?? 'alice' });
}

const CATEGORIES: Record<string, string> = {
  http_trigger: 'trigger',
  request_conversion: 'conversion',
  prompt_template: 'conversion',
  chat_history: 'conversion',
  llm: 'llm',
  streaming_llm: 'llm',
  knowledge_retriever: 'rag',
  rerank: 'rag',
  datasource_retriever: 'database',
  sql_runner: 'database',
  branch: 'common',
  map: 'common',
  join: 'common',
  output_parser: 'output_parser',
  agent: 'agent',
  streaming_output: 'sender',
};

/** A canvas node of catalogue node `type`, labelled `label`, with these parameter values. */
export function canvasNode(
  id: string,
  type: string,
  label: string,
  parameters: Record<string, unknown> = {},
) {
  return {
    id,
    width: 300,
    height: 200,
    position: { x: 0, y: 0 },
    position_absolute: { x: 0, y: 0 },
    type: 'customNode',
    data: {
      flow_type: 'operator',
      id: `operator_${type}___$$___${CATEGORIES[type] ?? 'common'}___$$___v1`,
      label,
      name: type,
      parameters: Object.entries(parameters).map(([name, value]) => ({ name, value })),
    },
  };
}

export function edge(source: string, target: string, sourceOrder = 0, targetOrder = 0) {
  return {
    id: `${source}-${target}-${targetOrder}`,
    source,
    target,
    source_handle: `${source}|outputs|${sourceOrder}`,
    target_handle: `${target}|inputs|${targetOrder}`,
  };
}

export type CanvasNode = ReturnType<typeof canvasNode>;
export type CanvasEdge = ReturnType<typeof edge>;

export const canvas = (nodes: CanvasNode[], edges: CanvasEdge[]) => ({
  nodes,
  edges,
  viewport: { x: 0, y: 0, zoom: 1 },
});

/** trigger → question → prompt → streaming LLM (on `model`) → streaming output: a runnable chat flow. */
export function chatFlowNodes(model: string): { nodes: CanvasNode[]; edges: CanvasEdge[] } {
  return {
    nodes: [
      canvasNode('trigger', 'http_trigger', 'Trigger'),
      canvasNode('question', 'request_conversion', 'Question'),
      canvasNode('prompt', 'prompt_template', 'Prompt', { template: 'Answer: {question}' }),
      canvasNode('llm', 'streaming_llm', 'Model', { model }),
      canvasNode('out', 'streaming_output', 'Output'),
    ],
    edges: [
      edge('trigger', 'question'),
      edge('question', 'prompt'),
      edge('prompt', 'llm'),
      edge('llm', 'out'),
    ],
  };
}

/** Creates a flow as `user` (alice) and answers it; fails the test when the server refuses. */
export async function createFlow(
  server: TestServer,
  name: string,
  fields: Record<string, unknown> = {},
  user = 'alice',
): Promise<FlowPanel> {
  const { nodes, edges } = chatFlowNodes('fake-model');
  const answer = await flowCall<FlowPanel>(
    server,
    'POST',
    `${AWEL}/flows`,
    { name, label: name, flow_data: canvas(nodes, edges), ...fields },
    { user },
  );
  if (!answer.body.success) throw new Error(`flow not created: ${answer.body.err_msg}`);
  return answer.body.data;
}

/** A server whose one model, `fake-model`, is served by the fake OpenAI-compatible server at `fakeUrl`. */
export const oneModelEnv = (fakeUrl: string) => ({
  LLM_MODEL_NAME: 'fake-model',
  LLM_MODEL_PROVIDER: 'proxy/openai',
  OPENAI_API_BASE: `${fakeUrl}/v1`,
  OPENAI_API_KEY: 'k',
});
