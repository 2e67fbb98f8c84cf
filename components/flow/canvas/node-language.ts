import type { FlowIoField, FlowParameter, NodeMetadata } from '@/contract/flow';

interface Labelled {
  name: string;
  label: string;
  description?: string | null;
}

/** `stored`'s own values and wiring, with the words (label, description) of `known`'s field of the same name. */
function relabel<T extends Labelled>(stored: readonly T[], known: readonly Labelled[]): T[] {
  return stored.map((field) => {
    const words = known.find((each) => each.name === field.name);
    return words
      ? { ...field, label: words.label, description: words.description ?? field.description }
      : field;
  });
}

const ioOf = (node: NodeMetadata, side: 'inputs' | 'outputs'): FlowIoField[] =>
  node.flow_type === 'operator' ? node[side] : [];

/**
 * A stored node speaks the language the flow was saved in. When this server knows its type, its names and
 * descriptions are shown as the server's catalogue words them now (the user's language), with whether it runs
 * here; values, options and wiring stay as stored.
 */
export function inCatalogueLanguage(node: NodeMetadata, catalogue: readonly NodeMetadata[]): NodeMetadata {
  // A DB-GPT canvas names a node by its metadata id and an instance number (`…___v1_0`).
  const metadataId = node.id.replace(/_\d+$/, '');
  const known = catalogue.find((each) => each.id === node.id || each.id === metadataId);
  if (!known) return node;
  const parameters: FlowParameter[] = relabel(node.parameters, known.parameters);
  const words = {
    label: known.label,
    description: known.description ?? node.description,
    category_label: known.category_label ?? node.category_label,
    parameters,
    // Whether it runs here is the server's word now, not the one saved with the flow.
    not_runnable: known.not_runnable,
  };
  if (node.flow_type !== 'operator') return { ...node, ...words };
  return {
    ...node,
    ...words,
    inputs: relabel(node.inputs, ioOf(known, 'inputs')),
    outputs: relabel(node.outputs, ioOf(known, 'outputs')),
  };
}
