import type { FastifyPluginAsync } from 'fastify';
import { recommendQuestionQuerySchema } from '@/contract/question';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { RouteContext } from './context';

/**
 * Contract 7.1. The migration seeds hot questions for the chat landing in English and Chinese;
 * each carries `params.language` so the client can show those of the user's language.
 */
export const questionRoutes: FastifyPluginAsync<RouteContext> = async (app, { repositories }) => {
  app.get('/api/v1/question/list', async (request) => {
    const filter = validate(recommendQuestionQuerySchema, request.query ?? {});
    return ok(await repositories.questions.list(filter));
  });
};
