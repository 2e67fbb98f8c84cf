import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { PreparedWrites } from '@/server/storage/prepared-writes';
import { openStorage } from '@/server/storage/open';
import { makeTempDir } from './harness';

let dataDir: string;
let client: Client;
let writer: PreparedWrites;

beforeEach(async () => {
  dataDir = await makeTempDir('dbgpt-prepared-writes-');
  const file = path.join(dataDir, 'test.db');
  client = createClient({ url: `file:${file}`, intMode: 'bigint' });
  await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL, data BLOB)');
  const opened = PreparedWrites.open(file, 5000);
  if (!opened) throw new Error('a file database has a writer of its own');
  writer = opened;
});
afterEach(async () => {
  writer.close();
  client.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** What the two answered, comparable: rows as arrays of values. */
const plain = (result: {
  columns: readonly string[];
  rows: readonly ArrayLike<unknown>[];
  rowsAffected: number;
  lastInsertRowid: bigint | undefined;
}) => ({
  columns: [...result.columns],
  rows: result.rows.map((row) => Array.from(row)),
  rowsAffected: result.rowsAffected,
  lastInsertRowid: result.lastInsertRowid,
});

describe('prepared writes', () => {
  it('answer every kind of write as @libsql/client does, the same statement again and again', async () => {
    const blob = new Uint8Array([1, 2, 3]);
    for (const id of [1, 2]) {
      const inserted = writer.execute({
        sql: 'INSERT INTO notes (id, text, data) VALUES (?, ?, ?)',
        params: [id, `note ${id}`, blob],
      });
      const expected = await client.execute({
        sql: 'INSERT INTO notes (id, text, data) VALUES (?, ?, ?)',
        args: [id + 10, `note ${id + 10}`, blob],
      });
      expect(plain(inserted)).toEqual({ ...plain(expected), lastInsertRowid: BigInt(id) });
    }
    const returning = (sql: string) => ({ sql, params: { ':text': 'renamed', ':id': 1 } });
    const sql = 'UPDATE notes SET text = :text WHERE id = :id RETURNING id, text, data';
    const ours = writer.execute(returning(sql));
    const theirs = await client.execute({ sql, args: { ':text': 'renamed', ':id': 1 } });
    expect(plain(ours)).toEqual(plain(theirs));
    expect(plain(ours).rows).toEqual([[1n, 'renamed', new Uint8Array(blob).buffer]]);
  });

  it('commit without waiting for the disk (synchronous NORMAL in WAL mode), as the storage client does', () => {
    // FULL (2) is SQLite's default on a new connection: every commit would wait for an fsync.
    expect(writer.execute({ sql: 'PRAGMA synchronous' }).rows[0][0]).toBe(1n);
  });

  it('run a batch in one transaction: all of it or none of it', () => {
    const insert = (id: number) => ({ sql: 'INSERT INTO notes (id, text) VALUES (?, ?)', params: [id, 'x'] });
    expect(() => writer.batch([insert(1), insert(1)])).toThrow(/UNIQUE/);
    expect(writer.batch([insert(2), insert(3)]).map((result) => result.rowsAffected)).toEqual([1, 1]);
    const count = writer.execute({ sql: 'DELETE FROM notes RETURNING id' });
    expect(count.rows.map((row) => row[0])).toEqual([2n, 3n]);
  });
});

describe('storage writes after a change of the schema', () => {
  it('see the new columns in what a statement prepared before the change returns', async () => {
    const db = await openStorage(`file:${path.join(dataDir, 'app.db')}`);
    try {
      await db.execute('CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
      const insert = 'INSERT INTO tags (name) VALUES (?) RETURNING *';
      expect((await db.batch([{ sql: insert, params: ['before'] }]))[0].rows).toEqual([
        { id: 1, name: 'before' },
      ]);
      await db.execute(`ALTER TABLE tags ADD COLUMN colour TEXT NOT NULL DEFAULT 'red'`);
      expect((await db.batch([{ sql: insert, params: ['after'] }]))[0].rows).toEqual([
        { id: 2, name: 'after', colour: 'red' },
      ]);
    } finally {
      await db.close();
    }
  });
});
