import { createAppService } from '../apps/app-service';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type { SpaceRef } from '../knowledge/pipeline';
import { toSpaceRef } from '../knowledge/space-refs';
import type { ListedApp } from '../repositories/apps';
import type { RouteContext } from '../context';
import type { SceneKey } from './metric-names';

/** The admin an evaluation runs as: it sees every app, published or not. */
export const evaluatorOf = (userId: string) => ({ userId, isAdmin: true });

/** A recall run's space: `scene_value` is its name, or its id. */
export async function findSceneSpace(context: RouteContext, value: string): Promise<SpaceRef | undefined> {
  const byName = await context.knowledge.findSpace(value);
  if (byName || !/^\d+$/.test(value)) return byName;
  const record = await context.repositories.knowledgeSpaces.findById(Number(value));
  return record ? toSpaceRef(record, context.modelRegistry) : undefined;
}

export async function findSceneApp(
  context: RouteContext,
  userId: string,
  code: string,
): Promise<ListedApp | null> {
  return createAppService(context.repositories).forChat(evaluatorOf(userId), code);
}

/** Refuses (404) a scene whose space or app does not exist. */
export async function assertSceneExists(
  context: RouteContext,
  scene: SceneKey,
  value: string,
  userId: string,
): Promise<void> {
  if (scene === 'recall') {
    if (!(await findSceneSpace(context, value)))
      throw ApiError.notFound(localized('evaluation.spaceNotFound', { space: value }));
  } else if (!(await findSceneApp(context, userId, value))) {
    throw ApiError.notFound(localized('evaluation.appNotFound', { app: value }));
  }
}
