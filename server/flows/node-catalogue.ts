import type { FlowNodeRefreshRequest, FlowOption, NodeMetadata, OperatorMetadata } from '@/contract/flow';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import { listDbgptNodes } from './dbgpt/dbgpt-catalogue';
import { DBGPT_RUNNABLE_NODES } from './dbgpt/dbgpt-runnable-nodes';
import { findNodeDefinition } from './node-lookup';
import { nodeMetadataId, nodeTags, renderNode } from './node-metadata';
import { createOptionLoader, type OptionContext, type OptionLoader } from './node-options';
import { NODE_DEFINITIONS } from './nodes';
import type { NodeDefinition, ParamValues } from './nodes/node-definition';

export { findNodeDefinition } from './node-lookup';

function matchesTags(node: NodeDefinition, wanted: Record<string, unknown>): boolean {
  const own = nodeTags(node);
  return Object.entries(wanted).every(([key, value]) => own[key] === String(value));
}

async function render(
  node: NodeDefinition,
  context: OptionContext,
  loader: OptionLoader,
  values: ParamValues,
) {
  const options = new Map<string, FlowOption[] | null>();
  for (const spec of node.parameters) options.set(spec.name, await loader.optionsOf(spec, values));
  return renderNode(node, context.language, options);
}

/**
 * `GET /nodes`: every node whose tags match `tags` (a JSON object, already checked), with its choices: this
 * server's own, then DB-GPT's operators and resources, each marked with why it does not run here yet.
 */
export async function listNodes(context: OptionContext, tags?: string): Promise<NodeMetadata[]> {
  const wanted = tags ? (JSON.parse(tags) as Record<string, unknown>) : {};
  const loader = createOptionLoader(context);
  const nodes = [...NODE_DEFINITIONS, ...(await loader.nodes.compositeNodes())].filter((node) =>
    matchesTags(node, wanted),
  );
  const own = await Promise.all(nodes.map((node) => render(node, context, loader, {})));
  // Where an id is both DB-GPT's and ours (`http_trigger`), ours is the one that runs.
  const ownIds = new Set(own.map((node) => node.id));
  const runnable = new Set(DBGPT_RUNNABLE_NODES.map(nodeMetadataId));
  const dbgpt = listDbgptNodes(context.language, runnable).filter(
    (node) =>
      !ownIds.has(node.id) &&
      Object.entries(wanted).every(([key, value]) => String(node.tags?.[key]) === String(value)),
  );
  return [...own, ...dbgpt];
}

/** `POST /nodes/refresh`: the node with the named parameters' choices recomputed from their depends' values. */
export async function refreshNode(
  context: OptionContext,
  request: FlowNodeRefreshRequest,
): Promise<OperatorMetadata> {
  const node = findNodeDefinition({ id: request.id, type_cls: request.type_cls });
  if (!node) throw ApiError.notFound(localized('flow.nodeNotFound', { id: request.id }));
  const values: Record<string, unknown> = {};
  for (const refresh of request.refresh) {
    if (!node.parameters.some((spec) => spec.name === refresh.name))
      throw new ApiError(
        400,
        'E0001',
        localized('flow.parameterNotFound', { node: node.label, name: refresh.name }),
      );
    for (const depend of refresh.depends ?? []) values[depend.name] = depend.value;
  }
  return render(node, context, createOptionLoader(context), values);
}
