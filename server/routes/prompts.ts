import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Prompt } from '@/contract/prompt';
import { accountNames } from '../auth/owner-names';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { resolvePromptCaller } from '../access/prompt-access';
import { createPromptLibrary, toPromptQuery } from '../prompts/prompt-library';
import {
  addPromptBodySchema,
  deletePromptBodySchema,
  promptFilterBodySchema,
  promptPageQuerySchema,
  updatePromptBodySchema,
} from '../prompts/prompt-requests';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

const DEFAULT_PAGE_SIZE = 20;

/** Each prompt with its owner's name when the owner is a sign-in account (`owner_name`, beyond DB-GPT). */
async function withOwnerNames<T extends Pick<Prompt, 'user_code'>>(
  repositories: RouteContext['repositories'],
  prompts: readonly T[],
): Promise<(T & { owner_name?: string })[]> {
  const names = await accountNames(
    repositories.accounts,
    prompts.map((prompt) => prompt.user_code),
  );
  // Only where there is a name: without sign-in the answer stays exactly DB-GPT's.
  return prompts.map((prompt) => {
    const name = names.get(prompt.user_code ?? '');
    return name ? { ...prompt, owner_name: name } : prompt;
  });
}

/**
 * Contract 5.3–5.6: the prompt library, at `/prompt` (no `/api`). Every call sees the caller's own
 * prompts and the public ones; changes need ownership (or admin rights over a public prompt).
 */
export const promptRoutes: FastifyPluginAsync<RouteContext> = async (app, { repositories }) => {
  const library = createPromptLibrary(repositories);
  // With sign-in the account's role decides; without, DB-GPT's admin list.
  const caller = (request: FastifyRequest) =>
    request.account === null
      ? resolvePromptCaller(repositories.users, request.userId)
      : Promise.resolve({ userId: request.userId, isAdmin: request.account.role === 'admin' });

  app.post('/prompt/add', allow.signedIn, async (request) => {
    const body = validate(addPromptBodySchema, request.body ?? {});
    return ok(await library.add(await caller(request), body));
  });

  app.post('/prompt/update', allow.owner('prompt'), async (request) => {
    const body = validate(updatePromptBodySchema, request.body ?? {});
    return ok(await library.update(await caller(request), body));
  });

  app.post('/prompt/delete', allow.owner('prompt'), async (request) => {
    const body = validate(deletePromptBodySchema, request.body ?? {});
    await library.delete(await caller(request), body);
    return ok(null);
  });

  app.post('/prompt/query_page', allow.signedIn, async (request) => {
    const paging = validate(promptPageQuerySchema, request.query ?? {});
    const filter = validate(promptFilterBodySchema, request.body ?? {});
    const page = await repositories.prompts.page(
      toPromptQuery(request.userId, filter),
      paging.page ?? 1,
      paging.page_size ?? DEFAULT_PAGE_SIZE,
    );
    return ok({ ...page, items: await withOwnerNames(repositories, page.items) });
  });

  app.post('/prompt/list', allow.signedIn, async (request) => {
    const filter = validate(promptFilterBodySchema, request.body ?? {});
    const prompts = await repositories.prompts.list(toPromptQuery(request.userId, filter));
    return ok(await withOwnerNames(repositories, prompts));
  });
};
