import { rm } from 'node:fs/promises';
import { openStorage } from '@/server/storage/open';
import { isUniqueViolation } from '@/server/http/unique-violation';
import { makeTempDir } from './harness';
import { dropTestDatabase, prepareTestDatabase, testDatabaseUrl } from './test-storage';

/** A race lost on a unique index is told apart from other failures on SQLite and on PostgreSQL alike. */
describe('isUniqueViolation', () => {
  it('recognises a duplicate key, alone or in a batch, and nothing else', async () => {
    const dir = await makeTempDir('dbgpt-unique-');
    await prepareTestDatabase(dir);
    const db = await openStorage(testDatabaseUrl(dir));
    try {
      await db.execute('CREATE TABLE named (name TEXT NOT NULL UNIQUE)');
      await db.execute('INSERT INTO named (name) VALUES (?)', ['taken']);
      const failure = async (write: () => Promise<unknown>) =>
        write().then(
          () => null,
          (error: unknown) => error,
        );
      expect(
        isUniqueViolation(await failure(() => db.execute('INSERT INTO named (name) VALUES (?)', ['taken']))),
      ).toBe(true);
      const batch = () =>
        db.batch([
          { sql: 'INSERT INTO named (name) VALUES (?)', params: ['new'] },
          { sql: 'INSERT INTO named (name) VALUES (?)', params: ['taken'] },
        ]);
      expect(isUniqueViolation(await failure(batch))).toBe(true);
      const notNull = () => db.execute('INSERT INTO named (name) VALUES (NULL)');
      const other = await failure(notNull);
      expect(other).toBeInstanceOf(Error);
      expect(isUniqueViolation(other)).toBe(false);
    } finally {
      await db.close();
      await dropTestDatabase(dir);
      await rm(dir, { recursive: true, force: true });
    }
  });
});
