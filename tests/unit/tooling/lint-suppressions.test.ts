import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
/** Folders that are not our source: dependencies, build outputs, data, Python environments. */
const SKIPPED = new Set([
  'node_modules',
  '.next',
  'out',
  '.build',
  'data',
  'coverage',
  '.venv-dbgpt',
  '.venv-sdk',
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
/** Suppressions left in the tree; each new one must displace one of these or argue for raising the cap. */
const MAX_SUPPRESSIONS = 8;
const DIRECTIVE = /(?:\/\/|\/\*)\s*eslint-disable(?:-next-line|-line)?(?=[\s*]|$)(.*)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.git') || SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.isFile() && SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every `eslint-disable…` directive in our source, as `file:line: text`. */
function suppressions() {
  return sourceFiles(ROOT).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const match = DIRECTIVE.exec(line);
        if (!match) return [];
        return [{ where: `${path.relative(ROOT, file)}:${index + 1}`, rest: match[1] }];
      }),
  );
}

describe('lint suppressions', () => {
  const found = suppressions();

  it(`stay at ${MAX_SUPPRESSIONS} or fewer in the whole tree`, () => {
    expect(found.length, found.map((entry) => entry.where).join('\n')).toBeLessThanOrEqual(MAX_SUPPRESSIONS);
  });

  it('name one rule each and say why after " -- "', () => {
    const unexplained = found
      .filter(({ rest }) => !/^\s+[@\w/-]+\s+--\s+\S/.test(rest))
      .map((entry) => entry.where);
    expect(unexplained).toEqual([]);
  });
});
