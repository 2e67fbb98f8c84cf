// First-load JavaScript of every exported page, raw and gzip -9, from Next's build manifest.
// Next 16 no longer prints these sizes, so they are computed the way Next 15 did: the page's
// chunks plus the chunks every page loads (_app with the framework and runtime chunks).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const name = 'first-load-js';
export const title = 'First-load JavaScript per route (kB = 1000 bytes)';
export const BUDGETS = { sharedGzipKB: 150, routeGzipKB: 200 };

const kB = (bytes) => Math.round(bytes / 100) / 10;

function createSizer(nextDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const content = readFileSync(path.join(nextDir, file));
      cache.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    return cache.get(file);
  };
}

function measure(files, sizeOf) {
  const js = [...new Set(files)].filter((file) => file.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  for (const file of js) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { rawKB: kB(raw), gzipKB: kB(gzip), chunks: js.length };
}

export async function run({ root }) {
  const nextDir = path.join(root, '.next');
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const sizeOf = createSizer(nextDir);
  const sharedFiles = [...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? [])];
  const shared = measure(sharedFiles, sizeOf);

  const routes = Object.keys(manifest.pages)
    .filter((route) => !route.startsWith('/_'))
    .sort()
    .map((route) => ({ route, ...measure([...sharedFiles, ...manifest.pages[route]], sizeOf) }));

  const breaches = [];
  if (shared.gzipKB > BUDGETS.sharedGzipKB) {
    breaches.push(`shared by all: ${shared.gzipKB} kB gzip > ${BUDGETS.sharedGzipKB} kB`);
  }
  for (const route of routes) {
    if (route.gzipKB > BUDGETS.routeGzipKB)
      breaches.push(`${route.route}: ${route.gzipKB} kB gzip > ${BUDGETS.routeGzipKB} kB`);
  }

  const over = (value, budget) => (value > budget ? `${value} !` : String(value));
  return {
    data: { budgets: BUDGETS, shared, routes },
    breaches,
    table: {
      columns: ['route', 'raw kB', 'gzip kB', 'chunks'],
      rows: [
        ['(shared by all)', shared.rawKB, over(shared.gzipKB, BUDGETS.sharedGzipKB), shared.chunks],
        ...routes.map((route) => [
          route.route,
          route.rawKB,
          over(route.gzipKB, BUDGETS.routeGzipKB),
          route.chunks,
        ]),
      ],
    },
  };
}
