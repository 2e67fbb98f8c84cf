import type { FastifyPluginAsync } from 'fastify';
import { recommendQuestionQuerySchema, type RecommendQuestion } from '@/contract/question';
import { canViewApp, resolveAppCaller } from '../apps/app-access';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { AppViewer } from '../repositories/apps';
import type { Repositories } from '../repositories';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

/** Only the questions of apps the caller may see: an unpublished app's are its managers' alone. */
async function visibleQuestions(
  repositories: Repositories,
  caller: AppViewer,
  questions: RecommendQuestion[],
): Promise<RecommendQuestion[]> {
  const visible = new Map<string, boolean>();
  for (const code of new Set(questions.map((question) => question.app_code ?? ''))) {
    if (!code) continue;
    const app = await repositories.apps.find(code, caller.userId);
    visible.set(code, app !== null && canViewApp(app, await repositories.appMembers.admins(code), caller));
  }
  return questions.filter((question) => !question.app_code || visible.get(question.app_code) === true);
}

/**
 * Contract 7.1. The migration seeds hot questions for the chat landing in English and Chinese;
 * each carries `params.language` so the client can show those of the user's language.
 */
export const questionRoutes: FastifyPluginAsync<RouteContext> = async (app, { repositories }) => {
  app.get('/api/v1/question/list', allow.signedIn, async (request) => {
    const filter = validate(recommendQuestionQuerySchema, request.query ?? {});
    // An app's questions: the enabled ones unless the caller asks for a `valid` value.
    const enabledOnly = filter.app_code !== undefined && filter.valid === undefined;
    const questions = await repositories.questions.list(enabledOnly ? { ...filter, valid: 'true' } : filter);
    const caller = await resolveAppCaller(request, repositories.users);
    return ok(await visibleQuestions(repositories, caller, questions));
  });
};
