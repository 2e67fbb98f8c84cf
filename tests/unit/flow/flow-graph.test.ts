import type { FlowData, NodeMetadata, OperatorMetadata } from '@/contract/flow';
import { canConnect, fromFlowData, nodeFromMetadata, type Endpoint } from '@/components/flow/canvas/flow-graph';
import { LLM_OPERATOR, OPENAI_CLIENT, REQUEST_BUILDER, TEXT_SPLITTER } from './node-fixtures';

describe('a node dropped from the palette', () => {
  it('starts each parameter at its default, whether the server sends the unset value as null or leaves it out', () => {
    const metadata = {
      ...REQUEST_BUILDER,
      parameters: [
        { ...REQUEST_BUILDER.parameters[0]!, name: 'path', value: null, default: '/chat' },
        { ...REQUEST_BUILDER.parameters[0]!, name: 'method', default: 'POST' },
        { ...REQUEST_BUILDER.parameters[0]!, name: 'kept', value: 'mine', default: 'theirs' },
        { ...REQUEST_BUILDER.parameters[0]!, name: 'none', value: null, default: null },
      ],
    };
    const node = nodeFromMetadata(metadata, { x: 0, y: 0 }, []);
    expect(node.data.parameters.map((parameter) => [parameter.name, parameter.value])).toEqual([
      ['path', '/chat'],
      ['method', 'POST'],
      ['kept', 'mine'],
      ['none', null],
    ]);
  });
});

/** An operator whose one input and one output take any value, as the server's prompt template does. */
function anyValueOperator(base: NodeMetadata): OperatorMetadata {
  if (base.flow_type !== 'operator') throw new Error('an operator is needed');
  const anyValue = { type_name: 'object', type_cls: 'builtins.object' };
  return {
    ...base,
    id: 'operator_any___$$___conversion___$$___v1',
    name: 'any',
    inputs: [{ ...base.inputs[0]!, ...anyValue }],
    outputs: [{ ...base.outputs[0]!, ...anyValue }],
  };
}
const ANY_VALUE = anyValueOperator(TEXT_SPLITTER);

const placed = (metadata: NodeMetadata, suffix: string) => {
  const node = nodeFromMetadata(metadata, { x: 0, y: 0 }, []);
  return { ...node, id: `${node.id}${suffix}` };
};
const output = (metadata: NodeMetadata, suffix = 'a'): Endpoint => {
  const node = placed(metadata, suffix);
  return { node, handle: `${node.id}|outputs|0` };
};
const input = (metadata: NodeMetadata, suffix = 'b'): Endpoint => {
  const node = placed(metadata, suffix);
  return { node, handle: `${node.id}|inputs|0` };
};

describe('which handles connect', () => {
  it('connects an output to an input of the same type and refuses another type', () => {
    expect(canConnect(output(REQUEST_BUILDER), input(LLM_OPERATOR))).toBe(true);
    expect(canConnect(output(LLM_OPERATOR), input(TEXT_SPLITTER))).toBe(false);
  });

  it('lets an input or output that takes any value connect to every type, as the server does', () => {
    expect(canConnect(output(REQUEST_BUILDER), input(ANY_VALUE))).toBe(true);
    expect(canConnect(output(ANY_VALUE), input(LLM_OPERATOR))).toBe(true);
  });

  it('does not plug an operator output into a resource parameter, even one of any value', () => {
    const llm = placed(LLM_OPERATOR, 'b');
    const anyResourceParameter = {
      ...llm,
      data: {
        ...llm.data,
        parameters: [{ ...llm.data.parameters[0]!, type_cls: 'builtins.object' }],
      },
    };
    const target = { node: anyResourceParameter, handle: `${llm.id}|parameters|0` };
    expect(canConnect(output(ANY_VALUE), target)).toBe(false);
    expect(canConnect(output(OPENAI_CLIENT), { node: llm, handle: `${llm.id}|parameters|0` })).toBe(true);
  });
});

describe('a saved canvas opened again', () => {
  it('shows its nodes in the words of the server catalogue (the user’s language), keeping values and wiring', () => {
    const operator = LLM_OPERATOR as OperatorMetadata;
    const stored = {
      ...operator,
      parameters: LLM_OPERATOR.parameters.map((parameter) => ({ ...parameter, value: 'kept value' })),
    };
    const chinese: OperatorMetadata = {
      ...operator,
      label: '大模型',
      description: '调用大模型',
      parameters: LLM_OPERATOR.parameters.map((parameter) => ({ ...parameter, label: `中文 ${parameter.name}` })),
      inputs: operator.inputs.map((input) => ({ ...input, label: `输入 ${input.name}` })),
    };
    const at = { x: 1, y: 2 };
    const flow: FlowData = {
      nodes: [
        {
          id: `${operator.id}_0`,
          width: 288,
          height: 200,
          position: at,
          position_absolute: at,
          data: stored as unknown as FlowData['nodes'][number]['data'],
        },
      ],
      edges: [],
      viewport: { x: 0, y: 0, zoom: 1 },
    };
    const [node] = fromFlowData(flow, [chinese]).nodes;
    const data = node!.data as OperatorMetadata;
    expect(data.label).toBe('大模型');
    expect(data.description).toBe('调用大模型');
    expect(data.parameters.map((parameter) => parameter.label)).toEqual(
      LLM_OPERATOR.parameters.map((parameter) => `中文 ${parameter.name}`),
    );
    expect(data.parameters.every((parameter) => parameter.value === 'kept value')).toBe(true);
    expect(data.inputs[0]!.label).toBe(`输入 ${operator.inputs[0]!.name}`);
    // A type this server does not know keeps the words it was saved with.
    expect((fromFlowData(flow, []).nodes[0]!.data as OperatorMetadata).label).toBe(LLM_OPERATOR.label);
  });
});
