import type { Migration } from '../migration';
import { usersMigration } from './001-users';

/** Every migration, in the order they apply. Append new ones; never renumber or edit applied ones. */
export const MIGRATIONS: readonly Migration[] = [usersMigration];
