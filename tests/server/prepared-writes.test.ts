import path from 'node:path';
import { openStorage } from '@/server/storage/open';
import { sqliteWriterPerTest } from './sqlite-writer-fixture';

const sqlite = sqliteWriterPerTest(
  'dbgpt-prepared-writes-',
  'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL, data BLOB)',
  'bigint',
);

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
      const inserted = sqlite.writer.execute({
        sql: 'INSERT INTO notes (id, text, data) VALUES (?, ?, ?)',
        params: [id, `note ${id}`, blob],
      });
      const expected = await sqlite.client.execute({
        sql: 'INSERT INTO notes (id, text, data) VALUES (?, ?, ?)',
        args: [id + 10, `note ${id + 10}`, blob],
      });
      expect(plain(inserted)).toEqual({ ...plain(expected), lastInsertRowid: BigInt(id) });
    }
    const returning = (sql: string) => ({ sql, params: { ':text': 'renamed', ':id': 1 } });
    const sql = 'UPDATE notes SET text = :text WHERE id = :id RETURNING id, text, data';
    const ours = sqlite.writer.execute(returning(sql));
    const theirs = await sqlite.client.execute({ sql, args: { ':text': 'renamed', ':id': 1 } });
    expect(plain(ours)).toEqual(plain(theirs));
    expect(plain(ours).rows).toEqual([[1n, 'renamed', new Uint8Array(blob).buffer]]);
  });

  it('commit without waiting for the disk (synchronous NORMAL in WAL mode), as the storage client does', () => {
    // FULL (2) is SQLite's default on a new connection: every commit would wait for an fsync.
    expect(sqlite.writer.execute({ sql: 'PRAGMA synchronous' }).rows[0][0]).toBe(1n);
  });

  it('run a batch in one transaction: all of it or none of it', () => {
    const insert = (id: number) => ({ sql: 'INSERT INTO notes (id, text) VALUES (?, ?)', params: [id, 'x'] });
    expect(() => sqlite.writer.batch([insert(1), insert(1)])).toThrow(/UNIQUE/);
    expect(sqlite.writer.batch([insert(2), insert(3)]).map((result) => result.rowsAffected)).toEqual([1, 1]);
    const count = sqlite.writer.execute({ sql: 'DELETE FROM notes RETURNING id' });
    expect(count.rows.map((row) => row[0])).toEqual([2n, 3n]);
  });
});

describe('storage writes after a change of the schema', () => {
  it('see the new columns in what a statement prepared before the change returns', async () => {
    const db = await openStorage(`file:${path.join(sqlite.dataDir, 'app.db')}`);
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
