import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@/server/storage/db';
import { openStorage } from '@/server/storage/open';
import { makeTempDir } from './harness';

let dataDir: string;
let db: Database;
beforeEach(async () => {
  dataDir = await makeTempDir();
  db = await openStorage(`file:${path.join(dataDir, 'reads.db')}`);
  await db.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL, data BLOB, big INTEGER)');
});
afterEach(async () => {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('reads (statements kept prepared)', () => {
  it('see every committed write at once, asked the same way again and again', async () => {
    const count = () => db.query<{ n: number }>('SELECT COUNT(*) AS n FROM notes WHERE body <> ?', ['']);
    expect(await count()).toEqual([{ n: 0 }]);
    await db.execute('INSERT INTO notes (body) VALUES (?)', ['one']);
    expect(await count()).toEqual([{ n: 1 }]);
    await db.batch([
      { sql: 'INSERT INTO notes (body) VALUES (?)', params: ['two'] },
      { sql: 'INSERT INTO notes (body) VALUES (?)', params: ['three'] },
    ]);
    expect(await count()).toEqual([{ n: 3 }]);
    await db.transaction(async (tx) => tx.execute('DELETE FROM notes WHERE body = ?', ['one']));
    expect(await count()).toEqual([{ n: 2 }]);
  });

  it('answer the new columns of a table changed after it was read', async () => {
    await db.execute('INSERT INTO notes (body) VALUES (?)', ['one']);
    expect(await db.query('SELECT * FROM notes')).toEqual([{ id: 1, body: 'one', data: null, big: null }]);
    await db.execute(`ALTER TABLE notes ADD COLUMN tag TEXT NOT NULL DEFAULT 'plain'`);
    expect(await db.query('SELECT * FROM notes')).toEqual([
      { id: 1, body: 'one', data: null, big: null, tag: 'plain' },
    ]);
  });

  it('bind named and boolean parameters, answer blobs as their bytes, and leave out unreadable integers', async () => {
    await db.execute('INSERT INTO notes (body, data, big) VALUES (?, ?, ?)', [
      'bytes',
      new Uint8Array([1, 2, 3]),
      9007199254740993n,
    ]);
    await db.execute('INSERT INTO notes (body, big) VALUES (?, ?)', ['small', 1]);
    const [named] = await db.query<{ body: string; data: ArrayBuffer }>(
      'SELECT body, data FROM notes WHERE body = :body',
      { ':body': 'bytes' },
    );
    expect(named.body).toBe('bytes');
    expect([...new Uint8Array(named.data)]).toEqual([1, 2, 3]);
    expect(await db.query('SELECT body FROM notes WHERE (big = 1) = ?', [true])).toEqual([{ body: 'small' }]);
    // One row's integer beyond 2^53 leaves that row out, not the whole answer.
    expect(await db.query('SELECT body, big FROM notes ORDER BY id')).toEqual([{ body: 'small', big: 1 }]);
  });

  it('still run writes that return rows, and report a bad statement as before', async () => {
    const [row] = await db.query<{ id: number }>('INSERT INTO notes (body) VALUES (?) RETURNING id', [
      'kept',
    ]);
    expect(row.id).toBe(1);
    expect(await db.query('SELECT body FROM notes')).toEqual([{ body: 'kept' }]);
    await expect(db.query('SELECT body FROM nowhere')).rejects.toThrow(/no such table/);
  });
});
