import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './not-found';

/** Smaller answers fit in a packet or two; compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

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
  });
}
