import type { Database } from './db';
import { pendingMigrationIds } from './migrate';
import type { Migration } from './migration';

export interface StorageReadiness {
  reachable: boolean;
  pendingMigrations: number[];
}

/** How long the check waits for the database before calling it unreachable (a load balancer's probe is short). */
const CHECK_TIMEOUT_MS = 2_000;

/** Whether the database answers and has every migration this build knows applied. */
export async function checkStorageReadiness(
  db: Database,
  migrations: readonly Migration[],
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<StorageReadiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), timeoutMs);
  });
  try {
    const pending = await Promise.race([pendingMigrationIds(db, migrations), timeout]);
    return { reachable: true, pendingMigrations: pending };
  } catch {
    return { reachable: false, pendingMigrations: [] };
  } finally {
    clearTimeout(timer);
  }
}
