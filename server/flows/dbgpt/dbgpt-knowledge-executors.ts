import { isChunkList } from '../runtime/flow-values';
import { inputValue, type NodeExecutor } from '../runtime/node-executor';

/** DB-GPT's `ChunksToStringOperator` (rag/operators/knowledge.py): contents joined, `\n` by default. */
const chunksToString: NodeExecutor = async (call) => {
  const chunks = inputValue(call);
  const separator = typeof call.params.separator === 'string' ? call.params.separator : '\n';
  const text = isChunkList(chunks) ? chunks.map((chunk) => chunk.content).join(separator) : '';
  return { value: text };
};

/** What the DB-GPT knowledge nodes that run here do, keyed by their definitions' names. */
export const DBGPT_KNOWLEDGE_EXECUTORS: Readonly<Record<string, NodeExecutor>> = {
  chunks_to_string_operator: chunksToString,
};
