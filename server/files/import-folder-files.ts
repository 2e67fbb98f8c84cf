import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StoredFileRepository } from '../repositories/stored-files';
import { storedFileKey, storeReceived, type ReceivedFile } from './database-file-store';
import { toFileKey } from './file-uri';

/** Size and content hash of a file on disk, read as a stream. */
export async function describeFile(file: string): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(createReadStream(file), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      hash.update(chunk);
    }
  });
  return { file, size, contentHash: hash.digest('hex') };
}

const entriesOf = (folder: string): Promise<Dirent[]> =>
  readdir(folder, { withFileTypes: true }).catch(() => []);

/**
 * Copies the uploads of a folder store (`<FILE_STORE_DIR>/files/<bucket>/<file_id>`) into the database,
 * leaving the folder as it was; a file already stored is skipped, so it can run again. Answers how many
 * files it stored. Tables derived from them are made again where they are next used.
 */
export async function importFolderFiles(fileStoreDir: string, files: StoredFileRepository): Promise<number> {
  const root = path.join(fileStoreDir, 'files');
  let stored = 0;
  for (const bucket of await entriesOf(root)) {
    if (!bucket.isDirectory()) continue;
    for (const entry of await entriesOf(path.join(root, bucket.name))) {
      const key = toFileKey(bucket.name, entry.name);
      if (key === null || !entry.isFile() || (await files.find(storedFileKey(key))) !== null) continue;
      const file = await describeFile(path.join(root, bucket.name, entry.name));
      await storeReceived(files, storedFileKey(key), file);
      stored += 1;
    }
  }
  return stored;
}
