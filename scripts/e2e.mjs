// Runs the end-to-end suite (vitest project `e2e`) against the built product.
// Extra arguments go to vitest, e.g. `npm run test:e2e -- tests/e2e/gate.e2e.ts`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { assertBuildPresent, REPO_ROOT } from './lib/product-server.mjs';

try {
  assertBuildPresent();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const vitest = path.join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
if (result.error) console.error(result.error.message);
process.exit(result.status ?? 1);
