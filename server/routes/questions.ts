import type { FastifyPluginAsync } from 'fastify';
import { recommendQuestionQuerySchema } from '@/contract/question';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { RouteContext } from './context';
import { allow } from '../http/route-access';

/**
 * Contract 7.1. The migration seeds hot questions for the chat landing in English and Chinese;
 * each carries `params.language` so the client can show those of the user's language.
 */
export const questionRoutes: FastifyPluginAsync<RouteContext> = async (app, { repositories }) => {
  app.get('/api/v1/question/list', allow.signedIn, async (request) => {
    const filter = validate(recommendQuestionQuerySchema, request.query ?? {});
    // An app's questions: the enabled ones unless the caller asks for a `valid` value.
    const enabledOnly = filter.app_code !== undefined && filter.valid === undefined;
    return ok(await repositories.questions.list(enabledOnly ? { ...filter, valid: 'true' } : filter));
  });
};
