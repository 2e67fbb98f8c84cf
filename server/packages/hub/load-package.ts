import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DbgptsType } from '@/contract/plugin';
import { ApiError } from '../../http/api-error';
import type { ServerLanguage } from '../../i18n/language';
import { localized } from '../../i18n/localized-text';
import type { LoadedPackage } from '../package-installers';
import type { IndexedPackage } from './hub-package';
import { MAX_DEFINITION_BYTES } from './read-hub';

const refuse = (text: ReturnType<typeof localized>) => new ApiError(400, 'E0021', text);

/** The package's definition in `language`, read now (the hub may have changed since it was indexed). */
export async function readDefinition(pkg: IndexedPackage, language: ServerLanguage): Promise<unknown> {
  if (pkg.problem) throw refuse(pkg.problem);
  if (!pkg.definitionFile) throw refuse(localized('dbgpts.noDefinition', { name: pkg.name, file: '' }));
  const file = pkg.definitionFile[language];
  const relative = path.relative(pkg.dir, file).split(path.sep).join('/');
  const size = await stat(file).then(
    (info) => info.size,
    () => -1,
  );
  if (size < 0) throw refuse(localized('dbgpts.noDefinition', { name: pkg.name, file: relative }));
  if (size > MAX_DEFINITION_BYTES)
    throw refuse(localized('dbgpts.definitionTooLarge', { name: pkg.name, limit: '5 MB' }));
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw refuse(localized('dbgpts.badDefinition', { name: pkg.name, file: relative }));
  }
}

/** The package's README in `language` (`README.zh.md`), else the English one; null when it has none. */
export async function readReadme(pkg: IndexedPackage, language: ServerLanguage): Promise<string | null> {
  const names = language === 'zh' ? ['README.zh.md', 'README.md'] : ['README.md'];
  for (const name of names) {
    const text = await readFile(path.join(pkg.dir, name), 'utf8').catch(() => null);
    if (text !== null) return text;
  }
  return null;
}

/** The indexed package as installers take it; `find` answers its hub's other packages. */
export async function loadPackage(
  pkg: IndexedPackage,
  language: ServerLanguage,
  find: (type: DbgptsType, name: string) => Promise<IndexedPackage | undefined>,
): Promise<LoadedPackage> {
  return {
    name: pkg.name,
    type: pkg.type,
    label: pkg.label[language],
    version: pkg.version,
    description: pkg.description[language],
    author: pkg.author,
    source: pkg.hub,
    path: pkg.path,
    definition: await readDefinition(pkg, language),
    definitionIn: (other) => readDefinition(pkg, other),
    async sibling(type, name) {
      const other = await find(type, name);
      return other ? loadPackage(other, language, find) : undefined;
    },
  };
}
