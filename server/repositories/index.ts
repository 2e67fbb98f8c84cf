import type { Queryable } from '../storage/db';
import { createUserRepository, type UserRepository } from './users';

/** Every repository the routes may use; each area adds its own here. */
export interface Repositories {
  users: UserRepository;
}

export function createRepositories(db: Queryable): Repositories {
  return { users: createUserRepository(db) };
}
