import path from 'node:path';
import { GroupCommit } from '@/server/storage/group-commit';
import { openStorage } from '@/server/storage/open';
import { sqliteWriterPerTest } from './sqlite-writer-fixture';

const sqlite = sqliteWriterPerTest(
  'dbgpt-group-commit-',
  'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)',
);

const insert = (id: number, text: string) => ({
  sql: 'INSERT INTO notes (id, text) VALUES (?, ?)',
  params: [id, text],
});
const storedTexts = async () =>
  (await sqlite.client.execute('SELECT text FROM notes ORDER BY id')).rows.map((row) => String(row.text));

describe('group commit', () => {
  it('commits the writes issued together in one transaction, in order', async () => {
    const batch = vi.spyOn(sqlite.writer, 'batch');
    const writes = new GroupCommit(sqlite.writer);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, id) => writes.run([insert(id, `note ${id}`)])),
    );
    expect(batch).toHaveBeenCalledTimes(1);
    expect(batch.mock.calls[0][0]).toHaveLength(20);
    expect(results.map(([result]) => result.rowsAffected)).toEqual(Array(20).fill(1));
    expect(await storedTexts()).toEqual(Array.from({ length: 20 }, (_, id) => `note ${id}`));
  });

  it('fails only the write at fault when a group fails', async () => {
    const writes = new GroupCommit(sqlite.writer);
    const outcomes = await Promise.allSettled([
      writes.run([insert(1, 'first')]),
      writes.run([insert(2, 'first')]),
      writes.run([insert(3, 'third')]),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(await storedTexts()).toEqual(['first', 'third']);
  });

  it('stores all of a multi-statement write or none of it', async () => {
    const writes = new GroupCommit(sqlite.writer);
    await expect(writes.run([insert(1, 'kept?'), insert(2, 'kept?')])).rejects.toThrow(/UNIQUE/);
    await writes.run([insert(3, 'a'), insert(4, 'b')]);
    expect(await storedTexts()).toEqual(['a', 'b']);
  });
});

describe('storage writes', () => {
  it('are committed before the database closes, even when nobody waited for them', async () => {
    const file = `file:${path.join(sqlite.dataDir, 'app.db')}`;
    const db = await openStorage(file);
    const pending = db.execute(`UPDATE users SET nick_name = 'renamed' WHERE user_id = '001'`);
    await db.close();
    await pending;
    const reopened = await openStorage(file);
    try {
      expect(await reopened.query('SELECT nick_name FROM users')).toEqual([{ nick_name: 'renamed' }]);
    } finally {
      await reopened.close();
    }
  });
});
