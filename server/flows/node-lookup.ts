import type { Repositories } from '../repositories';
import { compositeNodeDefinition, type CompositeNodeDefinition } from './composite/composite-node';
import { dbgptMetadataId } from './dbgpt/dbgpt-catalogue';
import { DBGPT_RUNNABLE_NODES } from './dbgpt/dbgpt-runnable-nodes';
import { nodeMetadataId, nodeTypeCls } from './node-metadata';
import { NODE_DEFINITIONS } from './nodes';
import type { NodeDefinition } from './nodes/node-definition';

/** How a stored canvas node or a refresh names its node type. */
export interface NodeReference {
  id?: unknown;
  type_cls?: unknown;
}

const matches = (node: NodeDefinition, reference: NodeReference) =>
  nodeMetadataId(node) === reference.id || nodeTypeCls(node) === reference.type_cls;

/** A DB-GPT canvas names a node by its metadata id and an instance number (`…___v1_0`). */
const matchesDbgpt = (node: NodeDefinition, reference: NodeReference) =>
  typeof reference.id === 'string' && nodeMetadataId(node) === dbgptMetadataId(reference.id);

/** The built-in node a reference names, by its metadata id or its class (or DB-GPT's id, for its nodes run here). */
export function findNodeDefinition(reference: NodeReference): NodeDefinition | undefined {
  return (
    NODE_DEFINITIONS.find((node) => matches(node, reference)) ??
    DBGPT_RUNNABLE_NODES.find((node) => matchesDbgpt(node, reference))
  );
}

/** Finds built-in nodes and the composite operators packages installed; reads the latter once. */
export function createNodeLookup(repositories: Pick<Repositories, 'compositeOperators'>) {
  let composites: Promise<CompositeNodeDefinition[]> | undefined;
  const compositeNodes = () => {
    composites ??= repositories.compositeOperators
      .list()
      .then((operators) => operators.map(compositeNodeDefinition));
    return composites;
  };
  return {
    compositeNodes,
    async find(reference: NodeReference): Promise<NodeDefinition | undefined> {
      return (
        findNodeDefinition(reference) ?? (await compositeNodes()).find((node) => matches(node, reference))
      );
    },
  };
}
export type NodeLookup = ReturnType<typeof createNodeLookup>;
