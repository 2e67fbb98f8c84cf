import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './not-found';

/** Smaller answers fit in a packet or two; compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;

/**
 * Compresses API answers (JSON) of 1 kB or more with brotli or gzip, as the browser accepts. The web
 * client's files are not compressed here: the build writes .br and .gz copies that the static handler
 * sends as they are. Event streams are never compressed (@fastify/compress leaves `text/event-stream`
 * alone), so each frame reaches the client when it is written.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own hook, which reads the route's `compress` option.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.compress ??= false;
  });
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Answers are compressed on the server's only thread: fast levels keep most of the saving (JSON
    // compresses well) at a fraction of the cost of the defaults.
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      },
    },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
