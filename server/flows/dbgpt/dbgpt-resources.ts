import { flowParameterSchema, type FlowData, type FlowNode, type NodeMetadata } from '@/contract/flow';
import type { FlowResource } from '../runtime/node-executor';
import { CHUNKING_RESOURCES } from './dbgpt-chunk-parameters';

/**
 * DB-GPT's resource nodes that mean something here, by type name: the node reading one maps it onto this
 * server's own services (dbgpt-prompt.ts, dbgpt-llm-executors.ts, dbgpt-data-executors.ts). A prompt is the prompt; an LLM client is our model
 * registry (its model name, if it names one of ours); embeddings and a Chroma store are the chosen knowledge
 * space's own embedding and store; a datasource is one of ours, used with the flow's chooser's rights.
 */
export const RUNNABLE_DBGPT_RESOURCES: ReadonlySet<string> = new Set([
  'CommonChatPromptTemplate',
  'DefaultLLMClient',
  'OpenAILLMClient',
  'DefaultEmbeddings',
  'ChromaVectorConfig',
  'ChromaStore',
  'VectorStoreConnector',
  'DatasourceResource',
  ...CHUNKING_RESOURCES,
  // A knowledge graph is one of our KnowledgeGraph spaces; the graph database config it names is not used.
  'BuiltinKnowledgeGraph',
  'TuGraphStoreConfig',
]);

/** A DB-GPT resource the nodes that run here read. */
export const isRunnableDbgptResource = (metadata: NodeMetadata) =>
  metadata.flow_type === 'resource' && RUNNABLE_DBGPT_RESOURCES.has(metadata.type_name);

const isResourceNode = (node: FlowNode) => node.data.flow_type === 'resource';

/** The canvas parameters of a node, as DB-GPT's edges number them (`target_order`). */
function canvasParameters(node: FlowNode) {
  const parsed = flowParameterSchema.array().safeParse(node.data.parameters);
  return parsed.success ? parsed.data : [];
}

/** The values set on a node's canvas parameters, each falling back to its default. */
function valuesOf(node: FlowNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const parameter of canvasParameters(node))
    if (parameter.category !== 'resource') values[parameter.name] = parameter.value ?? parameter.default;
  return values;
}

function orderOf(order: number | undefined, handle: string | null | undefined): number {
  if (order !== undefined) return order;
  const parsed = Number(handle?.split('|').pop());
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : 0;
}

/**
 * The resources wired to each node's parameters, by node id then parameter name: by DB-GPT's resource edges
 * (`target_order` numbers the target's parameters), else by a resource parameter whose value is a resource
 * node's id (DB-GPT's saved form holds both).
 */
export function wiredResources(data: FlowData): Map<string, Record<string, FlowResource>> {
  const nodes = new Map(data.nodes.map((node) => [node.id, node]));
  const built = new Map<string, FlowResource>();
  const wired = new Map<string, Record<string, FlowResource>>();
  const resourceOf = (id: string, seen: ReadonlySet<string>): FlowResource | undefined => {
    const node = nodes.get(id);
    if (!node || !isResourceNode(node) || seen.has(id)) return undefined;
    const known = built.get(id);
    if (known) return known;
    const resource: FlowResource = {
      nodeId: id,
      typeName: String(node.data.type_name ?? ''),
      params: valuesOf(node),
      resources: wiredTo(node, new Set([...seen, id])),
    };
    built.set(id, resource);
    return resource;
  };
  const wiredTo = (node: FlowNode, seen: ReadonlySet<string>): Record<string, FlowResource> => {
    const parameters = canvasParameters(node);
    const found: Record<string, FlowResource> = {};
    for (const edge of data.edges) {
      if (edge.target !== node.id) continue;
      const parameter = parameters[orderOf(edge.target_order, edge.target_handle)];
      const resource = parameter?.category === 'resource' ? resourceOf(edge.source, seen) : undefined;
      if (parameter && resource) found[parameter.name] = resource;
    }
    for (const parameter of parameters) {
      if (parameter.category !== 'resource' || found[parameter.name] || typeof parameter.value !== 'string')
        continue;
      const resource = resourceOf(parameter.value, seen);
      if (resource) found[parameter.name] = resource;
    }
    return found;
  };
  for (const node of data.nodes) {
    if (isResourceNode(node)) continue;
    const found = wiredTo(node, new Set());
    if (Object.keys(found).length) wired.set(node.id, found);
  }
  return wired;
}

/** Whether an edge starts at a resource node (it gives a parameter, not a value to pass). */
export function isResourceEdge(data: FlowData, source: string): boolean {
  const node = data.nodes.find((candidate) => candidate.id === source);
  return node !== undefined && isResourceNode(node);
}
