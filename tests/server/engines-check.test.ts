import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engineProblems } from '../../scripts/lib/engines-check.mjs';

const folders: string[] = [];

function writeManifest(folder: string, manifest: object) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify(manifest));
}

/** A repository with the given promise and installed packages (`name` may be scoped or nested with `/node_modules/`). */
function repo(promise: string | undefined, packages: Record<string, string | undefined>) {
  const root = mkdtempSync(path.join(tmpdir(), 'engines-'));
  folders.push(root);
  writeManifest(root, promise === undefined ? { name: 'app' } : { name: 'app', engines: { node: promise } });
  for (const [name, range] of Object.entries(packages)) {
    const base = name.split('/node_modules/').at(-1) ?? name;
    writeManifest(path.join(root, 'node_modules', name), {
      name: base,
      version: '1.0.0',
      ...(range === undefined ? {} : { engines: { node: range } }),
    });
  }
  return root;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('engines check', () => {
  it('passes when every package accepts the whole promised range', () => {
    const root = repo('^20.19.0 || >=22.12.0', {
      a: '>=18',
      '@scope/b': '^20.19.0 || >=22.12.0',
      c: undefined,
    });
    expect(engineProblems({ repoRoot: root, nodeVersion: 'v20.20.2' })).toEqual([]);
  });

  it('names a package, nested or scoped, that the running Node does not satisfy', () => {
    const root = repo('>=20.19', { 'parent/node_modules/cookie': '>=22', '@fastify/x': '>=18' });
    const problems = engineProblems({ repoRoot: root, nodeVersion: 'v20.20.2' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('cookie@1.0.0 wants node >=22 (not Node v20.20.2)');
  });

  it('names a package that leaves out part of the promise even when the running Node is fine', () => {
    const root = repo('^20.19.0 || >=22.12.0', { vite: '>=22.12.0' });
    const problems = engineProblems({ repoRoot: root, nodeVersion: 'v24.1.0' });
    expect(problems).toEqual([expect.stringContaining('vite@1.0.0 wants node >=22.12.0 (not all of')]);
  });

  it('fails when package.json promises nothing or the running Node is outside the promise', () => {
    expect(engineProblems({ repoRoot: repo(undefined, {}), nodeVersion: 'v20.20.2' })).toEqual([
      expect.stringContaining('no valid engines.node'),
    ]);
    expect(engineProblems({ repoRoot: repo('>=22', {}), nodeVersion: 'v20.20.2' })).toEqual([
      'Node v20.20.2 is outside the promised range >=22',
    ]);
  });
});
