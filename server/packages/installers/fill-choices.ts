import type { FlowData, FlowNode } from '@/contract/flow';
import { findNodeDefinition } from '../../flows/node-catalogue';
import type { OptionLoader } from '../../flows/node-options';

interface StoredParameter {
  name: string;
  value?: unknown;
  [key: string]: unknown;
}

const isParameter = (entry: unknown): entry is StoredParameter =>
  typeof entry === 'object' && entry !== null && typeof (entry as { name?: unknown }).name === 'string';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

async function fillNode(node: FlowNode, loader: OptionLoader): Promise<FlowNode> {
  const definition = findNodeDefinition({ id: node.data.id, type_cls: node.data.type_cls });
  if (!definition) return node;
  const stored: unknown = node.data.parameters;
  const parameters = Array.isArray(stored) ? stored.filter(isParameter) : [];
  for (const spec of definition.parameters) {
    if (typeof spec.options !== 'string' || spec.optional) continue;
    const index = parameters.findIndex((parameter) => parameter.name === spec.name);
    if (!isBlank(parameters[index]?.value)) continue;
    const first = (await loader.optionsOf(spec, {}))?.[0]?.value;
    if (first === undefined) continue;
    const current = parameters[index];
    if (current) parameters[index] = { ...current, value: first };
    else parameters.push({ name: spec.name, value: first });
  }
  return { ...node, data: { ...node.data, parameters } };
}

/**
 * A package cannot know this server's models, spaces or datasources: a required choice it leaves empty gets
 * the server's first one, as the built-in templates do, so the installed flow can run as it is.
 */
export async function fillServerChoices(data: FlowData, loader: OptionLoader): Promise<FlowData> {
  const nodes = [];
  for (const node of data.nodes) nodes.push(await fillNode(node, loader));
  return { ...data, nodes };
}
