import type { FastifyPluginAsync } from 'fastify';
import type { RecallChunk } from '@/contract/knowledge';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { requestLanguage } from '../../i18n/request-language';
import type { RetrievedChunk } from '../../knowledge/retrieval/retriever';
import { ApiError } from '../../http/api-error';
import { ModelProviderError } from '../../models/provider-error';
import type { RouteContext } from '../../context';
import {
  checkRetrievers,
  DEFAULT_GRAPH_LIMIT,
  graphVisBodySchema,
  recallTestBodySchema,
  requireSpace,
  spaceParamsSchema,
} from './retrieval-requests';
import { allow } from '../../http/route-access';

/** DB-GPT's recall test returns one chunk unless asked for more (contract 4.13). */
const DEFAULT_RECALL_TOP_K = 1;

/** The embedding model failing is the provider's fault, told as such (502), not an internal error. */
function explainProviderFailure(error: unknown): never {
  if (error instanceof ModelProviderError) throw new ApiError(502, '502', error.text);
  throw error;
}

function toRecallChunk(chunk: RetrievedChunk): RecallChunk {
  return {
    chunk_id: chunk.chunkId,
    chunk_name: chunk.documentName,
    content: chunk.content,
    metadata: chunk.meta,
    score: chunk.score,
    summary: null,
    separator: null,
    retriever: chunk.foundBy.join(','),
    embedding: null,
    // Ours: to open the chunk, and every retriever that found it as a list.
    document_id: chunk.documentId,
    found_by: chunk.foundBy,
  };
}

/**
 * Recall test, the retrievers a space can use, questions to try, and the graph view (contract 4.10,
 * 4.13–4.15), under each knowledge prefix.
 */
export const knowledgeRetrievalRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { knowledge } = context;
  app.post('/:space/recall_test', allow.owner('knowledge-space'), async (request) => {
    const { space: name } = validate(spaceParamsSchema, request.params);
    const space = await requireSpace(context, request, name);
    const body = validate(recallTestBodySchema, request.body ?? {});
    const retrievers = checkRetrievers(body.recall_retrievers, await knowledge.retriever.available(space));
    const chunks = await knowledge.retriever
      .retrieve(space, {
        question: body.question,
        topK: body.recall_top_k ?? DEFAULT_RECALL_TOP_K,
        scoreThreshold: body.recall_score_threshold,
        retrievers,
      })
      .catch(explainProviderFailure);
    return ok(chunks.map(toRecallChunk));
  });

  app.get('/:space/recall_retrievers', allow.owner('knowledge-space'), async (request) => {
    const { space: name } = validate(spaceParamsSchema, request.params);
    return ok(await knowledge.retriever.available(await requireSpace(context, request, name)));
  });

  app.get('/:space/recommend_questions', allow.owner('knowledge-space'), async (request) => {
    const { space: name } = validate(spaceParamsSchema, request.params);
    const space = await requireSpace(context, request, name);
    return ok(await knowledge.recommendQuestions(space, requestLanguage(request)));
  });

  app.post('/:space/graphvis', allow.owner('knowledge-space'), async (request) => {
    const { space: name } = validate(spaceParamsSchema, request.params);
    const space = await requireSpace(context, request, name);
    const body = validate(graphVisBodySchema, request.body ?? {});
    return ok(await knowledge.graphView(space, body.limit ?? DEFAULT_GRAPH_LIMIT));
  });
};
