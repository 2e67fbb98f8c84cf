import { localized, verbatim, type LocalizedText } from '../../i18n/localized-text';
import type { NodeDefinition } from '../nodes/node-definition';
import type { FlowPlan, PlannedNode } from '../runtime/planned-flow';
import { FlowRunError, runFlow } from '../runtime/flow-run';
import { inputValue, NodeProblem, type NodeExecutor } from '../runtime/node-executor';

const INPUT_NODE_ID = '__composite_operator_input__';

/** Stands for the operator's own input inside the sub-flow: it hands on what reached the operator. */
const OPERATOR_INPUT: NodeDefinition = {
  name: 'composite_input',
  typeName: 'CompositeOperatorInput',
  category: 'common',
  operatorType: 'input',
  label: localized('compositeOperator.io.input'),
  description: localized('compositeOperator.io.input'),
  inputs: [],
  outputs: [{ name: 'input', label: localized('compositeOperator.io.input'), type: 'object' }],
  parameters: [],
};

/**
 * Runs a composite operator's planned sub-flow: the operator's input goes to the sub-flow's entry node,
 * and the sub-flow's answer is the operator's output. A failure inside names the operator and the node.
 */
export function compositeExecutor(plan: FlowPlan, operator: LocalizedText): NodeExecutor {
  return async (call) => {
    const input: PlannedNode = {
      id: INPUT_NODE_ID,
      name: operator,
      definition: OPERATOR_INPUT,
      executor: async () => ({ value: inputValue(call) }),
      params: {},
      incoming: [],
    };
    const fed = { source: INPUT_NODE_ID, sourceOrder: 0, targetOrder: 0 };
    const nodes = plan.nodes.map((node) =>
      node.id === plan.entryNodeId ? { ...node, incoming: [fed, ...node.incoming] } : node,
    );
    const run = runFlow(
      { ...plan, nodes: [input, ...nodes] },
      {
        context: call.run.context,
        userId: call.run.userId,
        chooserId: call.run.chooserId,
        language: call.run.language,
        request: call.run.request,
        signal: call.run.signal,
      },
    );
    try {
      let next = await run.next();
      while (!next.done) next = await run.next();
      return { value: next.value.value };
    } catch (error) {
      if (!(error instanceof FlowRunError)) throw error;
      throw new NodeProblem(
        localized('compositeOperator.failed', { operator, reason: verbatim(error.message) }),
      );
    }
  };
}
