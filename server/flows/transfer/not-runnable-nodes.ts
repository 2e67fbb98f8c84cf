import type { ServerLanguage } from '../../i18n/language';
import { dbgptTypeName } from '../dbgpt/dbgpt-catalogue';
import type { DbgptPlacedNode } from '../dbgpt/dbgpt-graph-nodes';
import { dbgptNodeStatus, type DbgptNodeStatus } from '../dbgpt/dbgpt-node-status';

/** A DB-GPT node of an imported flow that must be replaced before the flow runs here, and why. */
export interface NotRunnableNode {
  node_id: string;
  type_name: string;
  type_cls: string | null;
  flow_type: 'operator' | 'resource';
  status: DbgptNodeStatus;
  reason: string;
}

export function notRunnableNodes(
  nodes: readonly DbgptPlacedNode[],
  language: ServerLanguage,
): NotRunnableNode[] {
  return nodes.map(({ node, metadata, reason }) => ({
    node_id: node.id,
    type_name: dbgptTypeName(metadata),
    type_cls: metadata.type_cls ?? null,
    flow_type: metadata.flow_type,
    status: dbgptNodeStatus(dbgptTypeName(metadata)),
    reason: reason.in(language),
  }));
}
