// `npm start`: builds what is missing or stale, then runs the server bundle in this process so signals reach it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClient } from './build.mjs';
import { buildServerBundle } from './build-server.mjs';
import { CLIENT_INDEX, ROOT, SERVER_BUNDLE } from './lib/paths.mjs';

/** Newest modification time of any file under the given folders (and files). */
function newestMtime(entries) {
  let newest = 0;
  for (const entry of entries) {
    const stat = statSync(entry, { throwIfNoEntry: false });
    if (stat === undefined) continue;
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const name of readdirSync(entry, { recursive: true })) {
      const fileStat = statSync(path.join(entry, String(name)));
      if (fileStat.isFile()) newest = Math.max(newest, fileStat.mtimeMs);
    }
  }
  return newest;
}

function serverBundleIsStale() {
  const bundle = statSync(SERVER_BUNDLE, { throwIfNoEntry: false });
  if (bundle === undefined) return true;
  const sources = ['server', 'contract', 'package.json'].map((name) => path.join(ROOT, name));
  return newestMtime(sources) > bundle.mtimeMs;
}

// Relative defaults (DATA_DIR=./data, STATIC_DIR=./out) mean the repository root, wherever this was run from.
process.chdir(ROOT);
// A custom STATIC_DIR is the operator's own client build; only the default out/ is built here.
if (!process.env.STATIC_DIR && !existsSync(CLIENT_INDEX)) buildClient();
if (serverBundleIsStale()) await buildServerBundle();
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(SERVER_BUNDLE).href);
