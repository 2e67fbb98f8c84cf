import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `docs/configuration.md` lists every environment variable the server reads, and only those (plus the web
 * client's build-time ones): an operator who reads it knows every switch there is.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const VARIABLE = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*';

function sourceFiles(folder: string, extensions: RegExp): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '');
}

/**
 * The names a file reads from its environment: `process.env.X`, `env.X`, `env['X']`; and, in a file that
 * reads an environment record by a name it is given (`env[name]`), the names it passes as string literals
 * and the keys of its zod schema of the environment (`X: z.…`).
 */
function variablesRead(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const names = [
    ...matches(text, new RegExp(`process\\.env\\.(${VARIABLE})`, 'g')),
    ...matches(text, new RegExp(`(?<![.\\w])env\\??\\.(${VARIABLE})\\b`, 'g')),
    ...matches(text, new RegExp(`(?<![.\\w])env\\[['"](${VARIABLE})['"]\\]`, 'g')),
  ];
  if (/(?<![.\w])env\[name\]|safeParse\(env\)/.test(text)) {
    names.push(...matches(text, new RegExp(`'(${VARIABLE}_[A-Z0-9_]+)'`, 'g')));
    names.push(...matches(text, new RegExp(`^\\s+(${VARIABLE}): z\\.`, 'gm')));
  }
  return names;
}

const serverReads = new Set(
  [...sourceFiles('server', /\.ts$/), path.join(ROOT, 'scripts', 'start.mjs')].flatMap(variablesRead),
);
/** What the web client's build reads (Next inlines `process.env.NEXT_PUBLIC_…`); NODE_ENV is Next's own. */
const clientReads = new Set(
  [
    ...['pages', 'components', 'client', 'contexts', 'utils'].flatMap((folder) =>
      sourceFiles(folder, /\.(ts|tsx)$/),
    ),
    path.join(ROOT, 'next.config.mjs'),
  ]
    .flatMap((file) => matches(readFileSync(file, 'utf8'), new RegExp(`process\\.env\\.(${VARIABLE})`, 'g')))
    .filter((name) => name !== 'NODE_ENV'),
);

/** The variables the reference's tables name in their first column. */
function documentedVariables(): Set<string> {
  const markdown = readFileSync(path.join(ROOT, 'docs', 'configuration.md'), 'utf8');
  const firstCells = markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) => line.split('|')[1] ?? '');
  return new Set(firstCells.flatMap((cell) => matches(cell, new RegExp(`\`(${VARIABLE})\``, 'g'))));
}

describe('docs/configuration.md', () => {
  const documented = documentedVariables();

  it('is checked against what the server really reads', () => {
    // The reading above must keep finding variables of each kind, or the checks below would pass on nothing.
    for (const name of [
      'PORT',
      'AUTH_MODE',
      'OIDC_ISSUER',
      'LLM_CONTEXT_TOKENS',
      'NO_COLOR',
      'UV_THREADPOOL_SIZE',
    ])
      expect(serverReads, name).toContain(name);
    expect(clientReads).toContain('NEXT_PUBLIC_LOGIN_URL');
  });

  it('lists every variable the server and the client build read', () => {
    const missing = [...serverReads, ...clientReads].filter((name) => !documented.has(name));
    expect([...new Set(missing)].sort()).toEqual([]);
  });

  it('lists no variable that nothing reads', () => {
    const unread = [...documented].filter((name) => !serverReads.has(name) && !clientReads.has(name));
    expect(unread.sort()).toEqual([]);
  });
});
