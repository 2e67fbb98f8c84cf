import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '../../context';
import { knowledgeV2Routes } from '../knowledge-v2';
import { knowledgeRetrievalRoutes } from './retrieval';
import { knowledgeChunkRoutes } from './chunks';
import { knowledgeSyncRoutes } from './document-sync';
import { knowledgeUploadRoutes } from './document-upload';
import { knowledgeDocumentRoutes } from './documents';
import { knowledgeArgumentRoutes } from './space-arguments';
import { knowledgeSpaceRoutes } from './spaces';

/**
 * DB-GPT up to v0.8.1 serves knowledge at `/knowledge/...` (what the client calls); HEAD moved it to
 * `/api/v1/knowledge/...`. Every knowledge plugin answers under both, with the same handlers.
 */
export const KNOWLEDGE_ROUTE_PREFIXES = ['/knowledge', '/api/v1/knowledge'] as const;

/** The knowledge route plugins; each area part appends its own. */
const KNOWLEDGE_PLUGINS: readonly FastifyPluginAsync<RouteContext>[] = [
  knowledgeSpaceRoutes,
  knowledgeArgumentRoutes,
  knowledgeDocumentRoutes,
  knowledgeUploadRoutes,
  knowledgeSyncRoutes,
  knowledgeChunkRoutes,
  knowledgeRetrievalRoutes,
];

export const knowledgeRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  for (const prefix of KNOWLEDGE_ROUTE_PREFIXES)
    for (const plugin of KNOWLEDGE_PLUGINS) await app.register(plugin, { ...context, prefix });
  await app.register(knowledgeV2Routes, context);
};
