// Which sources the JavaScript of a screen is made of: `npm run bench -- --only=usable-js` first (it records
// the scripts each route loads), then a build with BUNDLE_SOURCE_MAPS=1, then
// `node scripts/bundle-sources.mjs /chat` prints the gzip-weighted bytes per package or project folder.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { ROOT } from './lib/paths.mjs';

const route = process.argv[2] ?? '/chat';
const report = JSON.parse(readFileSync(path.join(ROOT, 'bench-report.json'), 'utf8'));
const measured = report.benchmarks['usable-js']?.data?.routes.find((entry) => entry.route === route);
if (!measured) throw new Error(`bench-report.json has no usable-js figures for ${route}`);

/** node_modules/<package> or the project folder (two levels), from a source-map source path. */
function ownerOf(source) {
  const clean = withoutProjectFolder(
    source.replace(/^.*?\[project\]\//, '').replace(/^turbopack:\/\/\//, ''),
  );
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (match) return match[1];
  return clean.split('/').slice(0, 2).join('/');
}

// A worktree whose node_modules is a link builds from a folder above the project (next.config.mjs): its
// sources then start with the project's own path, e.g. `wt/js150/components/…`.
const PROJECT_PATHS = ROOT.split(path.sep)
  .filter(Boolean)
  .map((_, index, parts) => `${parts.slice(index).join('/')}/`);

function withoutProjectFolder(source) {
  const prefix = PROJECT_PATHS.find((candidate) => source.startsWith(candidate));
  return prefix ? source.slice(prefix.length) : source;
}

const totals = new Map();
let all = 0;
for (const url of measured.scripts) {
  const file = path.join(ROOT, 'out', url);
  const code = readFileSync(file, 'utf8');
  const gzipRatio = gzipSync(code, { level: 9 }).length / Math.max(1, code.length);
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = mapName ? path.join(path.dirname(file), mapName) : '';
  if (!mapName || !existsSync(mapFile)) {
    totals.set(`(no map) ${path.basename(file)}`, code.length * gzipRatio);
    continue;
  }
  const map = new TraceMap(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  let previous = null;
  const credit = (mapping, endLine, endColumn) => {
    if (!mapping || mapping.source == null) return;
    let bytes = 0;
    if (endLine === mapping.generatedLine) bytes = endColumn - mapping.generatedColumn;
    else bytes = (lines[mapping.generatedLine - 1]?.length ?? 0) - mapping.generatedColumn;
    const owner = ownerOf(mapping.source);
    totals.set(owner, (totals.get(owner) ?? 0) + Math.max(0, bytes) * gzipRatio);
  };
  eachMapping(map, (mapping) => {
    credit(previous, mapping.generatedLine, mapping.generatedColumn);
    previous = mapping;
  });
  credit(previous, -1, 0);
}
for (const value of totals.values()) all += value;
console.log(`${route}: ~${(all / 1000).toFixed(1)} kB gzip attributed`);
for (const [owner, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
  console.log(`${(bytes / 1000).toFixed(1).padStart(7)}  ${owner}`);
}
