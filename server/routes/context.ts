import type { ModelRegistry } from '../models/model-registry';
import type { Repositories } from '../repositories';

/** What every route plugin receives as its options: routes reach storage only through repositories. */
export interface RouteContext {
  repositories: Repositories;
  modelRegistry: ModelRegistry;
}
