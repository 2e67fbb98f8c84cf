import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredFileRecord, StoredFileRepository } from '../repositories/stored-files';

/** A file kept in the database, copied to this instance's disk for a driver or a stream to read. */
export interface LocalCopy {
  /** The copy: `<cache>/<key>/<content hash>/<name>`. */
  file: string;
  /** Its folder, one per content version: files made from this version (a DuckDB table) go here too. */
  folder: string;
  record: StoredFileRecord;
}

/**
 * Each instance's copies of files kept in the database (`FILE_STORE=database`), under its own `DATA_DIR`.
 * Every look-up reads the file's row first: a copy is used only when its content hash is the stored one
 * (a file replaced on another instance is copied again), and a file removed anywhere loses its copies here.
 */
export interface StoredFileCache {
  readonly root: string;
  /** Where the copies of `key` go (all versions). */
  keyFolder(key: string): string;
  /** The current version's copy, made when missing; null (and no copy left here) when the file is gone. */
  localCopy(key: string, name: string): Promise<LocalCopy | null>;
  /** The current version's folder (created), without copying the bytes; null when the file is gone. */
  versionFolder(key: string): Promise<{ folder: string; record: StoredFileRecord } | null>;
  /** Keeps a file just stored by this instance as the copy of `record` (moved, not copied). */
  adopt(record: StoredFileRecord, name: string, file: string): Promise<void>;
  /** Removes this instance's copies of `key`. */
  forget(key: string): Promise<void>;
  /**
   * Removes the copies of files no longer stored (deleted on any instance), and what writes that never
   * finished left (here and in the database); answers how many copies went.
   */
  sweep(): Promise<number>;
}

/** The key layouts under the cache: `files/<bucket>/<file_id>`, `datasources/<id>` (segments to a key). */
const KEY_DEPTHS: Readonly<Record<string, number>> = { files: 2, datasources: 1 };

/** A version's chunks were removed while they were read: the file was replaced or removed meanwhile. */
class VersionGone extends Error {}

const COPY_ATTEMPTS = 3;
/** Where uploads are received before they are stored (`<cache>/.incoming/`). */
export const INCOMING_FOLDER = '.incoming';
/** An upload received this long ago and still not stored was left behind. */
const LEFT_BEHIND_MS = 24 * 60 * 60 * 1000;

/** The keys whose folders lie `depth` levels below `<root>/<top>` (hidden entries are work in progress). */
async function keysBelow(root: string, top: string, depth: number): Promise<string[]> {
  let keys = [top];
  for (let level = 0; level < depth; level += 1) {
    const next: string[] = [];
    for (const key of keys) {
      const entries = await readdir(path.join(root, ...key.split('/'))).catch(() => [] as string[]);
      for (const entry of entries) if (!entry.startsWith('.')) next.push(`${key}/${entry}`);
    }
    keys = next;
  }
  return keys;
}

export function createStoredFileCache(root: string, files: StoredFileRepository): StoredFileCache {
  const keyFolder = (key: string) => path.join(root, ...key.split('/'));
  const folderOf = (record: StoredFileRecord) => path.join(keyFolder(record.key), record.contentHash);

  /** Removes the folders of the key's other versions: they are stale. */
  async function dropOtherVersions(record: StoredFileRecord): Promise<void> {
    const entries = await readdir(keyFolder(record.key)).catch(() => [] as string[]);
    await Promise.all(
      entries
        .filter((entry) => entry !== record.contentHash)
        .map((entry) => rm(path.join(keyFolder(record.key), entry), { recursive: true, force: true })),
    );
  }

  async function* chunksOf(record: StoredFileRecord, hash: ReturnType<typeof createHash>) {
    for (let index = 0; index < record.chunkCount; index += 1) {
      const chunk = await files.readChunk(record.version, index);
      if (chunk === null) throw new VersionGone();
      hash.update(chunk);
      yield chunk;
    }
  }

  async function copy(record: StoredFileRecord, file: string): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.part`;
    const hash = createHash('sha256');
    try {
      await pipeline(Readable.from(chunksOf(record, hash)), createWriteStream(partial, { flags: 'wx' }));
      if (hash.digest('hex') !== record.contentHash) throw new VersionGone();
      await rename(partial, file);
    } catch (error) {
      // The folder went meanwhile: a newer version's look-up removed it as stale.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new VersionGone();
      throw error;
    } finally {
      await rm(partial, { force: true });
    }
  }

  const isCopied = async (file: string, record: StoredFileRecord) =>
    stat(file).then(
      (info) => info.isFile() && info.size === record.size,
      () => false,
    );

  async function current(key: string): Promise<StoredFileRecord | null> {
    const record = await files.find(key);
    if (record === null) await rm(keyFolder(key), { recursive: true, force: true });
    else await dropOtherVersions(record);
    return record;
  }

  return {
    root,
    keyFolder,

    async localCopy(key, name) {
      for (let attempt = 1; ; attempt += 1) {
        const record = await current(key);
        if (record === null) return null;
        const folder = folderOf(record);
        const file = path.join(folder, name);
        try {
          if (!(await isCopied(file, record))) await copy(record, file);
          return { file, folder, record };
        } catch (error) {
          if (!(error instanceof VersionGone) || attempt >= COPY_ATTEMPTS) throw error;
        }
      }
    },

    async versionFolder(key) {
      const record = await current(key);
      if (record === null) return null;
      await mkdir(folderOf(record), { recursive: true });
      return { folder: folderOf(record), record };
    },

    async adopt(record, name, file) {
      await mkdir(folderOf(record), { recursive: true });
      await rename(file, path.join(folderOf(record), name));
      await dropOtherVersions(record);
    },

    forget: (key) => rm(keyFolder(key), { recursive: true, force: true }),

    async sweep() {
      let removed = 0;
      // Uploads still arriving are recent; older ones were left by an instance that stopped meanwhile.
      const incoming = path.join(root, INCOMING_FOLDER);
      for (const entry of await readdir(incoming).catch(() => [] as string[])) {
        const file = path.join(incoming, entry);
        const info = await stat(file).catch(() => null);
        if (info !== null && Date.now() - info.mtimeMs > LEFT_BEHIND_MS) await rm(file, { force: true });
      }
      await files.removeAbandonedChunks(Date.now() - LEFT_BEHIND_MS);
      for (const [top, depth] of Object.entries(KEY_DEPTHS)) {
        for (const key of await keysBelow(root, top, depth)) {
          if ((await files.find(key)) !== null) continue;
          await rm(keyFolder(key), { recursive: true, force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
