import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CORE = new Set(['common', 'layout']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(full) ? [full] : [];
  });
}

/** Namespaces a module reads: useTranslation('ns'), useTranslation(['a', 'b']) and t('ns:key'). */
function namespacesUsed(source: string): Set<string> {
  const used = new Set<string>();
  for (const match of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)) {
    for (const name of match[1].matchAll(/'([a-z]+)'/g)) used.add(name[1]);
  }
  for (const match of source.matchAll(/\bt\(\s*'([a-z]+):/g)) used.add(match[1]);
  return used;
}

describe('area namespaces', () => {
  it('are registered by every module that reads them, since only the core ships with the shell', () => {
    const missing = ['components', 'pages', 'client', 'contexts', 'utils'].flatMap((dir) =>
      sourceFiles(path.join(ROOT, dir)).flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        return [...namespacesUsed(source)]
          .filter((ns) => !CORE.has(ns) && !source.includes(`'@/locales/areas/${ns}'`))
          .map((ns) => `${path.relative(ROOT, file)} reads '${ns}' without importing @/locales/areas/${ns}`);
      }),
    );
    expect(missing).toEqual([]);
  });
});
