import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '../../context';
import { knowledgeV2DocumentRoutes } from './documents';
import { knowledgeV2SpaceUpdateRoutes } from './space-update';
import { knowledgeV2SpaceRoutes } from './spaces';

/** DB-GPT's RAG serve API, which its Python SDK calls; the web client uses `/knowledge/...`. */
export const KNOWLEDGE_V2_PREFIX = '/api/v2/serve/knowledge';

export const knowledgeV2Routes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  await app.register(knowledgeV2SpaceRoutes, { ...context, prefix: KNOWLEDGE_V2_PREFIX });
  await app.register(knowledgeV2SpaceUpdateRoutes, { ...context, prefix: KNOWLEDGE_V2_PREFIX });
  await app.register(knowledgeV2DocumentRoutes, { ...context, prefix: KNOWLEDGE_V2_PREFIX });
};
