import type { FlowIoField, FlowOption, FlowParameter, OperatorMetadata } from '@/contract/flow';
import type { ServerLanguage } from '../i18n/language';
import { localized, type LocalizedText } from '../i18n/localized-text';
import { FLOW_VALUE_TYPES, type IoSpec, type NodeDefinition, type ParamSpec } from './nodes/node-definition';

const CATEGORY_LABELS: Readonly<Record<NodeDefinition['category'], LocalizedText>> = {
  trigger: localized('flowNode.category.trigger'),
  conversion: localized('flowNode.category.conversion'),
  llm: localized('flowNode.category.llm'),
  rag: localized('flowNode.category.rag'),
  database: localized('flowNode.category.database'),
  common: localized('flowNode.category.common'),
  output_parser: localized('flowNode.category.output_parser'),
  agent: localized('flowNode.category.agent'),
  sender: localized('flowNode.category.sender'),
};

/** DB-GPT's operator id: `operator_<name>___$$___<category>___$$___<version>`. */
export const nodeMetadataId = (node: NodeDefinition) =>
  `operator_${node.name}___$$___${node.category}___$$___v1`;

export const nodeTypeCls = (node: NodeDefinition) => `dbgpt_web.flows.operators.${node.typeName}`;

/** The node's own tags; the server always adds `ui_version`. */
export const nodeTags = (node: NodeDefinition): Record<string, string> => ({
  ui_version: 'flow2.0',
  ...node.tags,
});

function ioField(spec: IoSpec, language: ServerLanguage): FlowIoField {
  return {
    label: spec.label.in(language),
    custom_label: null,
    name: spec.name,
    description: spec.label.in(language),
    ...FLOW_VALUE_TYPES[spec.type],
    is_list: spec.isList ?? false,
    dynamic: spec.dynamic ?? false,
    dynamic_minimum: spec.dynamicMinimum ?? 0,
    mappers: null,
  };
}

function parameter(spec: ParamSpec, language: ServerLanguage, options: FlowOption[] | null): FlowParameter {
  return {
    label: spec.label.in(language),
    name: spec.name,
    type_name: spec.type,
    type_cls: FLOW_VALUE_TYPES[spec.type].type_cls,
    is_list: spec.isList ?? false,
    category: 'common',
    resource_type: 'instance',
    optional: spec.optional ?? false,
    default: spec.default ?? null,
    placeholder: null,
    description: spec.description.in(language),
    value: null,
    dynamic: false,
    dynamic_minimum: 0,
    options,
    ui: {
      ui_type: spec.uiType,
      size: 'middle',
      attr: spec.attr ?? null,
      refresh: spec.refreshDepends !== undefined,
      refresh_depends: spec.refreshDepends ? [...spec.refreshDepends] : null,
    },
  };
}

/** The node in the metadata shape of contract 3.0, in `language`, with each parameter's choices. */
export function renderNode(
  node: NodeDefinition,
  language: ServerLanguage,
  options: ReadonlyMap<string, FlowOption[] | null>,
): OperatorMetadata {
  return {
    label: node.label.in(language),
    custom_label: null,
    name: node.name,
    description: node.description.in(language),
    category: node.category,
    category_label: CATEGORY_LABELS[node.category].in(language),
    flow_type: 'operator',
    icon: null,
    documentation_url: null,
    id: nodeMetadataId(node),
    tags: nodeTags(node),
    parameters: node.parameters.map((spec) => parameter(spec, language, options.get(spec.name) ?? null)),
    operator_type: node.operatorType,
    inputs: node.inputs.map((spec) => ioField(spec, language)),
    outputs: node.outputs.map((spec) => ioField(spec, language)),
    version: 'v1',
    type_name: node.typeName,
    type_cls: nodeTypeCls(node),
  };
}
