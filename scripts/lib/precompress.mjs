// Brotli (.br) and gzip (.gz) copies of the exported client's text assets, written next to each file at
// build time, so the server sends them without compressing anything per request (@fastify/static's
// `preCompressed`). Binary formats (fonts, images) are already compressed and are left alone.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Extensions of the text assets worth compressing. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.map',
  '.xml',
]);
/** Smaller files fit in a packet or two either way; their copies would only take room. */
export const MIN_SIZE_BYTES = 1024;
/** A copy must be at most this share of the original to be worth a second lookup on every request. */
export const MAX_RATIO = 0.9;
/** How many files are compressed at once (zlib works on the libuv thread pool). */
const CONCURRENCY = 4;

const ENCODINGS = [
  {
    extension: '.br',
    compress: promisify(brotliCompress),
    options: (size) => ({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  },
  { extension: '.gz', compress: promisify(gzip), options: () => ({ level: constants.Z_BEST_COMPRESSION }) },
];

async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

function isCompressible(file) {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/** Writes the copies that pay off for one file and removes stale ones; answers the bytes written per encoding. */
async function compressFile(file) {
  const written = {};
  const { size } = await stat(file);
  const content = size >= MIN_SIZE_BYTES ? await readFile(file) : null;
  for (const encoding of ENCODINGS) {
    const target = file + encoding.extension;
    const compressed = content ? await encoding.compress(content, encoding.options(size)) : null;
    if (compressed && compressed.length <= size * MAX_RATIO) {
      await writeFile(target, compressed);
      written[encoding.extension] = compressed.length;
    } else {
      // A copy from an earlier build would be served instead of the new file.
      await rm(target, { force: true });
    }
  }
  return { size, written };
}

/**
 * Compresses every text asset under `dir` (≥ 1 kB, and only where compression helps). Answers a summary:
 * `{ files, compressed, bytes, brBytes, gzBytes }`, where the byte counts cover the compressed files.
 */
export async function precompressStaticAssets(dir) {
  const files = (await listFiles(dir)).filter(isCompressible);
  const summary = { files: files.length, compressed: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const { size, written } = await compressFile(files[(next += 1) - 1]);
      if (written['.br'] === undefined && written['.gz'] === undefined) continue;
      summary.compressed += 1;
      summary.bytes += size;
      summary.brBytes += written['.br'] ?? size;
      summary.gzBytes += written['.gz'] ?? size;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return summary;
}
