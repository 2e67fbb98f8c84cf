import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseToml, TomlError } from 'smol-toml';
import { dbgptsTypeSchema, type DbgptsType } from '@/contract/plugin';
import { localized, verbatim, type LocalizedText } from '../../i18n/localized-text';
import { TYPE_FOLDERS, type IndexedPackage } from './hub-package';

const MANIFEST = 'dbgpts.toml';
/** A definition larger than this is refused rather than read into memory. */
export const MAX_DEFINITION_BYTES = 5 * 1024 * 1024;

/** The hub's folder cannot be read at all; its last good index stays. */
export class HubReadError extends Error {
  override name = 'HubReadError';
  constructor(readonly text: LocalizedText) {
    super(text.in('en'));
  }
}

const tableOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const textOf = (table: Record<string, unknown>, field: string): string | null => {
  const value = table[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** A number that stays the same while the package stays in its hub (the wire's `id`). */
export function packageId(hub: string, type: DbgptsType, name: string): number {
  return (
    parseInt(createHash('sha256').update(`${hub}\n${type}\n${name}`).digest('hex').slice(0, 8), 16) &
    0x7fffffff
  );
}

/** Inside `dir` only: a manifest cannot point the server at files outside its package. */
function inside(dir: string, relative: string): string | null {
  const resolved = path.resolve(dir, relative);
  return resolved.startsWith(dir + path.sep) ? resolved : null;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** DB-GPT's definition path is relative to the package's `<name>/` folder (its Python package, `-` as `_`). */
async function findDefinition(dir: string, name: string, filePath: string): Promise<string | null> {
  const bases = [name, name.replace(/-/g, '_'), '.'];
  for (const base of bases) {
    const candidate = inside(dir, path.join(base, filePath));
    if (candidate && (await isFile(candidate))) return candidate;
  }
  return null;
}

async function resourceKindOf(file: string): Promise<string | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    const kind = tableOf(parsed).kind;
    return typeof kind === 'string' ? kind : null;
  } catch {
    return null;
  }
}

function broken(
  hub: string,
  type: DbgptsType,
  folder: string,
  dir: string,
  relative: string,
  problem: LocalizedText,
) {
  const pkg: IndexedPackage = {
    id: packageId(hub, type, folder),
    name: folder,
    type,
    label: { en: folder, zh: folder },
    description: { en: null, zh: null },
    author: null,
    version: null,
    hub,
    path: relative,
    dir,
    manifest: {},
    definitionFile: null,
    resourceKind: null,
    problem,
    modified: null,
  };
  return pkg;
}

/** One package folder: its manifest read, the definition found; problems kept for install to tell. */
async function readPackage(hub: string, hubDir: string, group: string, type: DbgptsType, folder: string) {
  const dir = path.join(hubDir, group, folder);
  const relative = path.relative(hubDir, dir).split(path.sep).join('/');
  const manifestFile = path.join(dir, MANIFEST);
  const brokenWith = (problem: LocalizedText) => broken(hub, type, folder, dir, relative, problem);
  let manifest: Record<string, unknown>;
  try {
    manifest = parseToml(await readFile(manifestFile, 'utf8'));
  } catch (error) {
    const problem = error instanceof TomlError ? (error.message.split('\n')[0] ?? '') : String(error);
    return brokenWith(localized('dbgpts.badManifest', { path: relative, problem: verbatim(problem) }));
  }
  const declared = Object.keys(manifest).find((key) => dbgptsTypeSchema.safeParse(key).success);
  const table = tableOf(declared ? manifest[declared] : undefined);
  const name = textOf(table, 'name');
  if (!declared || !name)
    return brokenWith(localized('dbgpts.manifestField', { path: relative, field: `${type}.name` }));
  const packageType = dbgptsTypeSchema.parse(declared);
  const label = textOf(table, 'label') ?? name;
  const description = textOf(table, 'description');
  const authors = Array.isArray(table.authors) ? table.authors.filter((a) => typeof a === 'string') : [];
  const json = tableOf(manifest.json_config);
  const filePath = textOf(json, 'file_path');
  const filePathZh = textOf(json, 'file_path_zh');
  let problem: LocalizedText | null = null;
  let definitionFile: IndexedPackage['definitionFile'] = null;
  if ((textOf(table, 'definition_type') ?? 'json') !== 'json')
    problem = localized('dbgpts.pythonOnly', { name });
  else if (!filePath)
    problem = localized('dbgpts.manifestField', { path: relative, field: 'json_config.file_path' });
  else {
    const en = await findDefinition(dir, name, filePath);
    const zh = filePathZh ? await findDefinition(dir, name, filePathZh) : null;
    if (!en) problem = localized('dbgpts.noDefinition', { name, file: filePath });
    else definitionFile = { en, zh: zh ?? en };
  }
  const modified = await stat(manifestFile).then(
    (info) => info.mtime.toISOString(),
    () => null,
  );
  const pkg: IndexedPackage = {
    id: packageId(hub, packageType, name),
    name,
    type: packageType,
    label: { en: label, zh: textOf(table, 'label_zh') ?? label },
    description: { en: description, zh: textOf(table, 'description_zh') ?? description },
    author: authors.length ? authors.join(', ') : null,
    version: textOf(table, 'version'),
    hub,
    path: relative,
    dir,
    manifest,
    definitionFile,
    resourceKind:
      packageType === 'resource' && definitionFile ? await resourceKindOf(definitionFile.en) : null,
    problem,
    modified,
  };
  return pkg;
}

async function subfolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** Every package of the hub in `hubDir`, grouped by type folder; a folder that cannot be read fails the hub. */
export async function readHub(hub: string, hubDir: string): Promise<IndexedPackage[]> {
  const info = await stat(hubDir).catch(() => null);
  if (!info?.isDirectory())
    throw new HubReadError(localized('dbgpts.hubFolderMissing', { hub, path: hubDir }));
  const packages: IndexedPackage[] = [];
  for (const [group, type] of Object.entries(TYPE_FOLDERS)) {
    for (const folder of await subfolders(path.join(hubDir, group))) {
      if (await isFile(path.join(hubDir, group, folder, MANIFEST)))
        packages.push(await readPackage(hub, hubDir, group, type, folder));
    }
  }
  return packages;
}
