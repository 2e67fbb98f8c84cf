import { z } from 'zod';
import { nodeMetadataSchema, type NodeMetadata } from '@/contract/flow';
import type { ServerLanguage } from '../../i18n/language';
import recorded from './dbgpt-0.8.1-nodes.json' with { type: 'json' };
import { dbgptNodeReason, dbgptNodeStatus } from './dbgpt-node-status';
import { isRunnableDbgptResource } from './dbgpt-resources';

/**
 * DB-GPT 0.8.1's own nodes (operators and resources) with the metadata its `GET /nodes` answers, in English
 * and Chinese (built by scripts/dbgpt/build-node-catalogue.mjs). A flow made on DB-GPT names them by these ids
 * and classes; this server lists them beside its own nodes, each with the reason it does not run here yet.
 */
const catalogueSchema = z.object({ en: z.array(nodeMetadataSchema), zh: z.array(nodeMetadataSchema) });

let parsed: z.infer<typeof catalogueSchema> | undefined;
const catalogue = () => (parsed ??= catalogueSchema.parse(recorded));

/** How a canvas node names its type: the instance id (`<metadata id>_<n>`), its class and type name. */
export interface DbgptNodeReference {
  id?: unknown;
  type_cls?: unknown;
  type_name?: unknown;
  flow_type?: unknown;
}

/**
 * A canvas node's id without its instance number: `operator_…___v1_0` → `operator_…___v1` (DB-GPT's editor
 * numbers a copied node again, `…___v1_0_0`, as the dbgpts URL knowledge example has).
 */
export const dbgptMetadataId = (id: string) => id.replace(/(_\d+)+$/, '');

/**
 * The DB-GPT node a canvas node is, by its metadata id, else its class, else (for a class DB-GPT has moved
 * since the flow was made, as DB-GPT itself maps them) its type name and kind.
 */
export function findDbgptNode(
  reference: DbgptNodeReference,
  language: ServerLanguage = 'en',
): NodeMetadata | undefined {
  const nodes = catalogue()[language];
  const id = typeof reference.id === 'string' ? reference.id : undefined;
  return (
    (id === undefined
      ? undefined
      : nodes.find((node) => node.id === id || node.id === dbgptMetadataId(id))) ??
    nodes.find((node) => node.type_cls !== undefined && node.type_cls === reference.type_cls) ??
    nodes.find(
      (node) =>
        typeof reference.type_name === 'string' &&
        node.type_name === reference.type_name &&
        node.flow_type === reference.flow_type,
    )
  );
}

/** The node's type name as its reasons and problems name it. */
export const dbgptTypeName = (node: NodeMetadata) => node.type_name ?? node.name;

/** Every DB-GPT node in `language`; those not among `runnableIds` (nor resources read here) marked with why they do not run here. */
export function listDbgptNodes(language: ServerLanguage, runnableIds: ReadonlySet<string>): NodeMetadata[] {
  return catalogue()[language].map((node) => {
    if (runnableIds.has(node.id) || isRunnableDbgptResource(node)) return node;
    const typeName = dbgptTypeName(node);
    const reason = dbgptNodeReason(typeName).in(language);
    return { ...node, not_runnable: { status: dbgptNodeStatus(typeName), reason } };
  });
}

/** A DB-GPT node's parameter default as DB-GPT gives it in `language` (its long default prompts). */
export function dbgptParameterDefault(metadataId: string, name: string, language: ServerLanguage): unknown {
  const node = catalogue()[language].find((candidate) => candidate.id === metadataId);
  return node?.parameters.find((parameter) => parameter.name === name)?.default;
}
