// `npm run build`: the static client (next build → out/) with brotli and gzip copies of its text assets,
// then the server bundle (.build/server.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServerBundle } from './build-server.mjs';
import { CLIENT_INDEX, NEXT_BIN, ROOT, isMainModule } from './lib/paths.mjs';
import { precompressStaticAssets } from './lib/precompress.mjs';

export function buildClient() {
  console.log('Building the web client (next build → out/)…');
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error(`next build failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Writes the .br and .gz copies the server sends to browsers that accept them. */
export async function compressClient() {
  const started = Date.now();
  const summary = await precompressStaticAssets(path.dirname(CLIENT_INDEX));
  const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Compressed ${summary.compressed} of ${summary.files} text assets in ${Date.now() - started} ms: ` +
      `${megabytes(summary.bytes)} MB → brotli ${megabytes(summary.brBytes)} MB, gzip ${megabytes(summary.gzBytes)} MB`,
  );
}

if (isMainModule(import.meta.url)) {
  buildClient();
  await compressClient();
  await buildServerBundle();
}
