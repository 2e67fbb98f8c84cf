import { localized } from '../../i18n/localized-text';
import { knowledgeRetriever } from '../runtime/executors/knowledge-executors';
import { isChunkList } from '../runtime/flow-values';
import { inputValue, NodeProblem, type FlowResource, type NodeExecutor } from '../runtime/node-executor';

/**
 * The knowledge space a wired vector store names: a Chroma store's (or its config's) `name`, which is the
 * collection name in DB-GPT; here the space of that name, read or written with the flow caller's rights.
 */
export function vectorStoreSpace(resource: FlowResource | undefined, parameter: string): string {
  const named = (item: FlowResource | undefined): string =>
    item && typeof item.params.name === 'string' ? item.params.name.trim() : '';
  const nested = resource ? Object.values(resource.resources) : [];
  const space = named(resource) || nested.map(named).find(Boolean) || '';
  if (!space) throw new NodeProblem(localized('dbgptNode.resourceMissing', { parameter }));
  return space;
}

/** DB-GPT's `EmbeddingRetrieverOperator`: our retrieval on the space the vector store names. */
const embeddingRetriever: NodeExecutor = async (call) => {
  const space = vectorStoreSpace(call.resources?.vector_store_connector, 'vector_store_connector');
  const found = await knowledgeRetriever({
    ...call,
    inputs: [{ order: 0, sourceName: 'query', value: inputValue(call) }],
    params: { space, top_k: call.params.top_k, score_threshold: call.params.score_threshold },
  });
  return { value: isChunkList(found.value) ? found.value : [] };
};

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
  embedding_retriever_operator: embeddingRetriever,
};
