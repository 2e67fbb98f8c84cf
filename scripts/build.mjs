// `npm run build`: the static client (next build → out/), then the server bundle (.build/server.mjs).
import { spawnSync } from 'node:child_process';
import { buildServerBundle } from './build-server.mjs';
import { NEXT_BIN, ROOT, isMainModule } from './lib/paths.mjs';

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

if (isMainModule(import.meta.url)) {
  buildClient();
  await buildServerBundle();
}
