import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { graphVisRequestSchema, recallTestRequestSchema } from '@/contract/knowledge';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { ApiError } from '../../http/api-error';
import { fieldProblem } from '../../http/field-problems';
import { listOf, localized } from '../../i18n/localized-text';
import type { SpaceRef } from '../../knowledge/pipeline';
import { assertSpaceAccess, resolveSpaceCaller } from '../../knowledge/space-access';
import type { RouteContext } from '../../context';
import { isRetrieverName, RETRIEVER_NAMES, type RetrieverName } from '../../knowledge/retrieval/retriever';

/** The most chunks one recall test returns, and the most nodes one graph view draws. */
export const MAX_RECALL_TOP_K = 100;
export const MAX_GRAPH_LIMIT = 1000;
export const DEFAULT_GRAPH_LIMIT = 100;

export const spaceParamsSchema = z.object({ space: z.string().min(1) });

/** Contract 4.13, stricter than DB-GPT: a question is required and top k is bounded. */
export const recallTestBodySchema = recallTestRequestSchema.extend({
  question: z.string().trim().min(1),
  recall_top_k: z.number().int().min(1).max(MAX_RECALL_TOP_K).optional(),
});

export const graphVisBodySchema = graphVisRequestSchema.extend({
  limit: z.number().int().min(1).max(MAX_GRAPH_LIMIT).optional(),
});

/** The space the path names when the caller may use it, or a 404 saying which one was not found. */
export async function requireSpace(
  context: RouteContext,
  request: FastifyRequest,
  name: string,
): Promise<SpaceRef> {
  const notFound = () => ApiError.notFound(localized('knowledgeRetrieval.spaceNotFound', { space: name }));
  const record = await context.repositories.knowledgeSpaces.findByName(name);
  if (!record) throw notFound();
  assertSpaceAccess(record, await resolveSpaceCaller(request, context.repositories.users), 'use', notFound);
  const space = await context.knowledge.findSpace(name);
  if (!space) throw notFound();
  return space;
}

/** The chosen retrievers, each known and usable by this space; a 400 naming the first that is not. */
export function checkRetrievers(
  requested: readonly string[] | null | undefined,
  available: readonly RetrieverName[],
): RetrieverName[] {
  const chosen: RetrieverName[] = [];
  for (const name of requested ?? []) {
    const problem = !isRetrieverName(name)
      ? localized('knowledgeRetrieval.unknownRetriever', { name, retrievers: listOf(RETRIEVER_NAMES) })
      : !available.includes(name)
        ? localized('knowledgeRetrieval.retrieverNeedsEmbedding', { name, retrievers: listOf(available) })
        : undefined;
    if (problem)
      throw new ApiError(400, SERVER_ERROR_CODES.validation, fieldProblem('recall_retrievers', problem));
    if (isRetrieverName(name)) chosen.push(name);
  }
  return chosen;
}
