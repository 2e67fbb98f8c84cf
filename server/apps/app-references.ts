import { resourceTarget } from './agent-app';
import { canUseDatasource, type DatasourceCaller } from '../datasources/datasource-access';
import { canUseFlow } from '../access/flow-access';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import { canUseSpace } from '../knowledge/space-access';
import type { Repositories } from '../repositories';
import type { AppDefinition } from '../repositories/apps';
import { NATIVE_SCENE_RESOURCE } from './native-apps';

/** A datasource, knowledge space or flow an app names: it runs with the app owner's choice for everyone. */
export interface AppReference {
  kind: 'database' | 'knowledge' | 'flow';
  name: string;
}

/**
 * Checks one reference against the caller's rights: false when it exists and they may not use it. One that
 * does not exist is left to the chat that uses it (as the flow editor leaves it to its graph check).
 */
export type ReferenceCheck = (reference: AppReference, caller: DatasourceCaller) => Promise<boolean>;

function sceneOf(definition: Pick<AppDefinition, 'teamContext'>): Record<string, unknown> {
  try {
    const context: unknown = JSON.parse(definition.teamContext ?? '');
    return typeof context === 'object' && context !== null ? (context as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** Every datasource, space and flow the definition names: its native scene's resource, its agents', its flow. */
export function appReferences(
  definition: Pick<AppDefinition, 'teamMode' | 'teamContext' | 'paramNeed' | 'details'>,
) {
  const found: AppReference[] = [];
  const context = sceneOf(definition);
  if (definition.teamMode === 'native_app') {
    const kind = NATIVE_SCENE_RESOURCE[textOf(context.chat_scene) as keyof typeof NATIVE_SCENE_RESOURCE];
    const bound = textOf(definition.paramNeed.find((need) => need.type === 'resource')?.bind_value);
    if (bound && (kind === 'database' || kind === 'knowledge')) found.push({ kind, name: bound });
  }
  if (definition.teamMode === 'awel_layout') {
    const flow = textOf(context.uid) || textOf(context.dag_id);
    if (flow) found.push({ kind: 'flow', name: flow });
  }
  for (const detail of definition.details)
    for (const resource of detail.resources) {
      const name = resourceTarget(resource);
      if (!name) continue;
      if (resource.type === 'database' || resource.type === 'knowledge')
        found.push({ kind: resource.type, name });
      else if (resource.type === 'awel_flow') found.push({ kind: 'flow', name });
    }
  return found;
}

const key = (reference: AppReference) => `${reference.kind}\u0000${reference.name}`;

/** A datasource is named by its display name, or by a database name only one datasource has. */
export const datasourceCheck =
  (repositories: Pick<Repositories, 'datasources'>): ReferenceCheck =>
  async (reference, caller) => {
    const byName = await repositories.datasources.findByDisplayName(reference.name);
    const candidates = byName ? [byName] : await repositories.datasources.findByDbName(reference.name);
    return candidates.every((candidate) => canUseDatasource(candidate, caller));
  };

export const spaceCheck =
  (repositories: Pick<Repositories, 'knowledgeSpaces'>): ReferenceCheck =>
  async (reference, caller) => {
    const space = await repositories.knowledgeSpaces.findByName(reference.name);
    return space === null || canUseSpace(space, caller);
  };

/** A flow is named by its uid (DB-GPT's `dag_id` may carry it too) or its name. */
export const flowCheck =
  (repositories: Pick<Repositories, 'flows'>): ReferenceCheck =>
  async (reference, caller) => {
    const flow =
      (await repositories.flows.find(reference.name)) ??
      (await repositories.flows.findByName(reference.name));
    return flow === null || canUseFlow(flow, caller);
  };

function referenceNotFound(reference: AppReference): ApiError {
  if (reference.kind === 'database')
    return ApiError.notFound(localized('datasource.notFound', { id: reference.name }));
  if (reference.kind === 'knowledge')
    return ApiError.notFound(localized('knowledgeRetrieval.spaceNotFound', { space: reference.name }));
  return ApiError.notFound(localized('flow.notFound', { uid: reference.name }));
}

/**
 * Creating or changing an app may only name what the caller may use (404 otherwise, so a private one does not
 * leak); what the stored app already named stays, as its owner chose it.
 */
export async function requireUsableReferences(
  checks: Partial<Record<AppReference['kind'], ReferenceCheck>>,
  caller: DatasourceCaller,
  next: Parameters<typeof appReferences>[0],
  previous?: Parameters<typeof appReferences>[0],
): Promise<void> {
  const kept = new Set((previous ? appReferences(previous) : []).map(key));
  for (const reference of appReferences(next)) {
    if (kept.has(key(reference))) continue;
    const check = checks[reference.kind];
    if (check && !(await check(reference, caller))) throw referenceNotFound(reference);
  }
}
