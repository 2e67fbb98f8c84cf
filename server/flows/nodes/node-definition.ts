import type { LocalizedText } from '../../i18n/localized-text';

/** The value types that travel between nodes, with DB-GPT's type names and classes. */
export const FLOW_VALUE_TYPES = {
  str: { type_name: 'str', type_cls: 'builtins.str' },
  int: { type_name: 'int', type_cls: 'builtins.int' },
  float: { type_name: 'float', type_cls: 'builtins.float' },
  bool: { type_name: 'bool', type_cls: 'builtins.bool' },
  dict: { type_name: 'dict', type_cls: 'builtins.dict' },
  /** Any value; connects to and from every type (the runner checks it when it runs). */
  object: { type_name: 'object', type_cls: 'builtins.object' },
  request: {
    type_name: 'CommonLLMHttpRequestBody',
    type_cls: 'dbgpt.core.awel.trigger.http_trigger.CommonLLMHttpRequestBody',
  },
  modelRequest: { type_name: 'ModelRequest', type_cls: 'dbgpt.core.interface.llm.ModelRequest' },
  modelOutput: { type_name: 'ModelOutput', type_cls: 'dbgpt.core.interface.llm.ModelOutput' },
  modelMessage: { type_name: 'ModelMessage', type_cls: 'dbgpt.core.interface.message.ModelMessage' },
  chunk: { type_name: 'Chunk', type_cls: 'dbgpt.core.interface.knowledge.Chunk' },
  knowledge: { type_name: 'Knowledge', type_cls: 'dbgpt.rag.knowledge.base.Knowledge' },
  list: { type_name: 'List', type_cls: 'typing.List' },
  baseMessage: { type_name: 'BaseMessage', type_cls: 'dbgpt.core.interface.message.BaseMessage' },
} as const;
export type FlowValueType = keyof typeof FLOW_VALUE_TYPES;

/** Parameters hold plain values only. */
export type ParameterType = 'str' | 'int' | 'float' | 'bool';

export interface IoSpec {
  name: string;
  label: LocalizedText;
  type: FlowValueType;
  isList?: boolean;
  /** A field the user may repeat (join's inputs); at least `dynamicMinimum` must be wired. */
  dynamic?: boolean;
  dynamicMinimum?: number;
  /** An input the node runs without (DB-GPT's `extra_context`). */
  optional?: boolean;
}

/** Where a parameter's choices come from: fixed here, or this server's own lists. */
export type OptionSourceName = 'models' | 'spaces' | 'documents' | 'datasources' | 'prompts' | 'agents';

export interface FixedOption {
  name: string;
  label: LocalizedText;
  value: string;
}

export interface ParamSpec {
  name: string;
  label: LocalizedText;
  description: LocalizedText;
  type: ParameterType;
  optional?: boolean;
  default?: string | number | boolean;
  isList?: boolean;
  uiType: 'select' | 'input' | 'text_area' | 'slider' | 'code_editor';
  /** Component attributes (a slider's min, max and step). */
  attr?: Record<string, number | string | boolean>;
  options?: readonly FixedOption[] | OptionSourceName;
  /** Parameters whose values decide this one's options (`POST /nodes/refresh`). */
  refreshDepends?: readonly string[];
}

/** The values a node's parameters were given on the canvas (defaults filled in). */
export type ParamValues = Readonly<Record<string, unknown>>;

/** One problem with a node's own parameters, in the caller's language once written. */
export type ParamProblem = LocalizedText;

export interface NodeDefinition {
  /** Unique among nodes, `snake_case`; the metadata id is built from it. */
  name: string;
  typeName: string;
  category:
    'trigger' | 'conversion' | 'llm' | 'rag' | 'database' | 'common' | 'output_parser' | 'agent' | 'sender';
  operatorType: 'input' | 'map' | 'branch' | 'join' | 'streamify' | 'transform_stream';
  label: LocalizedText;
  description: LocalizedText;
  inputs: readonly IoSpec[];
  outputs: readonly IoSpec[];
  parameters: readonly ParamSpec[];
  tags?: Readonly<Record<string, string>>;
  /** The node hands the flow's answer to the caller as it streams (a chat flow's end). */
  sendsAnswer?: boolean;
  /** Checks what the generic check (required, type, choices) cannot see. */
  validate?(values: ParamValues): ParamProblem[];
}
