import { flowDataSchema, type FlowData } from '@/contract/flow';
import { localized, type LocalizedText } from '../../i18n/localized-text';
import type { CompositeOperator } from '../../repositories/composite-operators';
import { FLOW_VALUE_TYPES, type FlowValueType, type NodeDefinition } from '../nodes/node-definition';

/** A palette node that runs an installed composite operator's sub-flow. */
export interface CompositeNodeDefinition extends NodeDefinition {
  /** The sub-flow; null when its stored canvas no longer reads (running it is then refused). */
  subFlow: FlowData | null;
}

const CATEGORIES: readonly NodeDefinition['category'][] = [
  'conversion',
  'llm',
  'rag',
  'database',
  'common',
  'output_parser',
  'agent',
];

/** The node name an operator package's node gets: `composite_` and the package name in snake case. */
export function compositeNodeName(packageName: string): string {
  return `composite_${packageName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;
}

const valueType = (type: string): FlowValueType =>
  Object.hasOwn(FLOW_VALUE_TYPES, type) ? (type as FlowValueType) : 'object';

function bilingual(text: { en: string; zh: string }): LocalizedText {
  return { in: (language) => text[language] || text.en };
}

function subFlowOf(text: string): FlowData | null {
  try {
    const parsed = flowDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The operator as one node: one input and one output, typed as its sub-flow's entry and answer. */
export function compositeNodeDefinition(operator: CompositeOperator): CompositeNodeDefinition {
  const category = CATEGORIES.find((known) => known === operator.category) ?? 'common';
  return {
    name: operator.nodeName,
    typeName: `CompositeOperator_${operator.nodeName.slice('composite_'.length)}`,
    category,
    operatorType: 'map',
    label: bilingual(operator.label),
    description: bilingual(operator.description),
    inputs: [
      { name: 'input', label: localized('compositeOperator.io.input'), type: valueType(operator.inputType) },
    ],
    outputs: [
      {
        name: 'output',
        label: localized('compositeOperator.io.output'),
        type: valueType(operator.outputType),
      },
    ],
    parameters: [],
    tags: { composite: 'true' },
    subFlow: subFlowOf(operator.flowData),
  };
}

export const isCompositeNode = (definition: NodeDefinition): definition is CompositeNodeDefinition =>
  'subFlow' in definition;
