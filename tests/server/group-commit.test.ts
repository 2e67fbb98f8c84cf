import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { GroupCommit } from '@/server/storage/group-commit';
import { PreparedWrites } from '@/server/storage/prepared-writes';
import { openStorage } from '@/server/storage/open';
import { makeTempDir } from './harness';

let dataDir: string;
let client: Client;
let writer: PreparedWrites;

beforeEach(async () => {
  dataDir = await makeTempDir('dbgpt-group-commit-');
  client = createClient({ url: `file:${path.join(dataDir, 'test.db')}` });
  await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)');
  const opened = PreparedWrites.open(path.join(dataDir, 'test.db'), 5000);
  if (!opened) throw new Error('a file database has a writer of its own');
  writer = opened;
});
afterEach(async () => {
  writer.close();
  client.close();
  await rm(dataDir, { recursive: true, force: true });
});

const insert = (id: number, text: string) => ({
  sql: 'INSERT INTO notes (id, text) VALUES (?, ?)',
  params: [id, text],
});
const storedTexts = async () =>
  (await client.execute('SELECT text FROM notes ORDER BY id')).rows.map((row) => String(row.text));

describe('group commit', () => {
  it('commits the writes issued together in one transaction, in order', async () => {
    const batch = vi.spyOn(writer, 'batch');
    const writes = new GroupCommit(writer);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, id) => writes.run([insert(id, `note ${id}`)])),
    );
    expect(batch).toHaveBeenCalledTimes(1);
    expect(batch.mock.calls[0][0]).toHaveLength(20);
    expect(results.map(([result]) => result.rowsAffected)).toEqual(Array(20).fill(1));
    expect(await storedTexts()).toEqual(Array.from({ length: 20 }, (_, id) => `note ${id}`));
  });

  it('fails only the write at fault when a group fails', async () => {
    const writes = new GroupCommit(writer);
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
    const writes = new GroupCommit(writer);
    await expect(writes.run([insert(1, 'kept?'), insert(2, 'kept?')])).rejects.toThrow(/UNIQUE/);
    await writes.run([insert(3, 'a'), insert(4, 'b')]);
    expect(await storedTexts()).toEqual(['a', 'b']);
  });
});

describe('storage writes', () => {
  it('are committed before the database closes, even when nobody waited for them', async () => {
    const file = `file:${path.join(dataDir, 'app.db')}`;
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
