// Paths and small process helpers shared by the start/dev/build scripts.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_ENTRY = path.join(ROOT, 'server', 'main.ts');
export const SERVER_BUNDLE = path.join(ROOT, '.build', 'server.mjs');
export const CLIENT_INDEX = path.join(ROOT, 'out', 'index.html');
export const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
export const TSX_BIN = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** True when the module at `moduleUrl` is the script node was asked to run (not an import). */
export function isMainModule(moduleUrl) {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(path.resolve(process.argv[1])).href;
}
