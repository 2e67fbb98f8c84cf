import { retrieveFor } from '../../../knowledge/knowledge-turn';
import { localized } from '../../../i18n/localized-text';
import { isChunkList, valueText, type FlowChunk } from '../flow-values';
import { inputValue, NodeProblem, numberParam, textParam, type NodeExecutor } from '../node-executor';

/** The chunks of the space closest to the question, as chat_knowledge finds them. */
export const knowledgeRetriever: NodeExecutor = async (call) => {
  const { knowledge } = call.run.context;
  const name = textParam(call, 'space');
  const space = await knowledge.findSpace(name);
  if (!space) throw new NodeProblem(localized('knowledgeRetrieval.spaceNotFound', { space: name }));
  const documents = call.params.documents;
  const only = Array.isArray(documents) ? new Set(documents.map(String)) : new Set<string>();
  const topK = numberParam(call, 'top_k', 5);
  const threshold = numberParam(call, 'score_threshold', 0);
  const found = await retrieveFor(knowledge, space, valueText(inputValue(call)), {
    ...space.arguments,
    // The document filter applies after recall, so recall more when it narrows.
    embedding: {
      ...space.arguments.embedding,
      topk: only.size > 0 ? topK * 5 : topK,
      recall_score: threshold > 0 ? threshold : space.arguments.embedding?.recall_score,
    },
  });
  const chunks: FlowChunk[] = found
    .filter((chunk) => only.size === 0 || only.has(chunk.documentName))
    .slice(0, topK)
    .map((chunk) => ({
      chunk_id: chunk.chunkId,
      content: chunk.content,
      score: chunk.score,
      document_id: chunk.documentId,
      document_name: chunk.documentName,
      space_name: space.name,
      metadata: chunk.meta,
    }));
  return { value: chunks };
};

/** The best-scored chunks first, those under `min_score` left out, at most `top_k`. */
export const rerank: NodeExecutor = async (call) => {
  const value = inputValue(call);
  const chunks = isChunkList(value) ? value : [];
  const minScore = numberParam(call, 'min_score', 0);
  const topK = numberParam(call, 'top_k', 3);
  const ranked = [...chunks].filter((chunk) => chunk.score >= minScore).sort((a, b) => b.score - a.score);
  return { value: ranked.slice(0, Math.max(1, Math.trunc(topK))) };
};
