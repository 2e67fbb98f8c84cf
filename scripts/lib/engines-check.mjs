// Which installed packages do not run on the Node versions we promise (package.json `engines.node`).
// npm only warns (EBADENGINE) and only at install time; `npm test` runs this first so a dependency
// bump that drops a promised Node version fails loudly instead.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

function readManifest(folder) {
  const file = path.join(folder, 'package.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Every package folder under a `node_modules` folder, nested ones included. */
function packageFolders(nodeModules) {
  const folders = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
      const folder = path.join(dir, entry.name);
      if (entry.name.startsWith('@')) {
        visit(folder);
        continue;
      }
      folders.push(folder);
      const nested = path.join(folder, 'node_modules');
      if (existsSync(nested)) visit(nested);
    }
  };
  if (existsSync(nodeModules)) visit(nodeModules);
  return folders;
}

/**
 * The packages whose `engines.node` leaves out the running Node or part of the promised range.
 * A range semver cannot read is ignored, as npm does.
 */
export function engineProblems({ repoRoot, nodeVersion = process.version }) {
  const promise = readManifest(repoRoot)?.engines?.node;
  const problems = [];
  if (typeof promise !== 'string' || !semver.validRange(promise)) {
    return ['package.json states no valid engines.node: say which Node versions we promise'];
  }
  if (!semver.satisfies(nodeVersion, promise)) {
    problems.push(`Node ${nodeVersion} is outside the promised range ${promise}`);
  }
  for (const folder of packageFolders(path.join(repoRoot, 'node_modules'))) {
    const manifest = readManifest(folder);
    const range = manifest?.engines?.node;
    if (typeof range !== 'string' || !semver.validRange(range)) continue;
    const missesPromise = !semver.subset(promise, range);
    const missesRunning = !semver.satisfies(nodeVersion, range);
    if (!missesPromise && !missesRunning) continue;
    const why = missesRunning ? `not Node ${nodeVersion}` : `not all of ${promise}`;
    problems.push(
      `${manifest.name}@${manifest.version} wants node ${range} (${why}): ${path.relative(repoRoot, folder)}`,
    );
  }
  return problems;
}
