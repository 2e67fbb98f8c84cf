import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { parse } from 'smol-toml';
import { z } from 'zod';
import type { DbgptsType } from '@/contract/plugin';
import type { ServerLanguage } from '@/server/i18n/language';
import type { InstallScope, LoadedPackage } from '@/server/packages/package-installers';
import type { RouteContext } from '@/server/context';

/** The built-in hub folder at the repository's root. */
export const BUILTIN_HUB = path.resolve(import.meta.dirname, '../../hub');

/** The type folders of a hub and the package type each holds (DB-GPT's `dbgpts` layout). */
export const TYPE_FOLDERS: Readonly<Record<string, DbgptsType>> = {
  workflow: 'flow',
  apps: 'app',
  agents: 'agent',
  operators: 'operator',
  resources: 'resource',
};

const packageSectionSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  label: z.string().min(1),
  label_zh: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  description: z.string().min(1),
  description_zh: z.string().min(1),
  authors: z.array(z.string().min(1)).min(1),
  definition_type: z.literal('json'),
});

/** A `dbgpts.toml` as the built-in hub writes it: one type section and `[json_config]`. */
export const manifestSchema = z.object({
  json_config: z.object({ file_path: z.string().min(1), file_path_zh: z.string().min(1) }),
  flow: packageSectionSchema.optional(),
  app: packageSectionSchema.optional(),
  agent: packageSectionSchema.optional(),
  operator: packageSectionSchema.optional(),
  resource: packageSectionSchema.optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export interface HubPackageFolder {
  type: DbgptsType;
  name: string;
  /** The folder holding `dbgpts.toml`. */
  dir: string;
  manifest: unknown;
}

/** Every package folder of a hub, with its manifest parsed by a TOML library (not yet checked). */
export async function hubPackageFolders(root = BUILTIN_HUB): Promise<HubPackageFolder[]> {
  const found: HubPackageFolder[] = [];
  for (const [folder, type] of Object.entries(TYPE_FOLDERS)) {
    const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
    for (const name of names.sort()) {
      const dir = path.join(root, folder, name);
      const manifest: unknown = parse(await readFile(path.join(dir, 'dbgpts.toml'), 'utf8'));
      found.push({ type, name, dir, manifest });
    }
  }
  return found;
}

async function definitionFile(folder: HubPackageFolder, language: ServerLanguage): Promise<unknown> {
  const { json_config: config } = manifestSchema.parse(folder.manifest);
  const file = language === 'zh' ? config.file_path_zh : config.file_path;
  return JSON.parse(await readFile(path.join(folder.dir, folder.name, file), 'utf8'));
}

/** A package of the hub as the hub gives it to installers, in `language`. */
export async function loadHubPackage(
  type: DbgptsType,
  name: string,
  language: ServerLanguage = 'en',
  root = BUILTIN_HUB,
): Promise<LoadedPackage> {
  const folders = await hubPackageFolders(root);
  const folder = folders.find((candidate) => candidate.type === type && candidate.name === name);
  if (!folder) throw new Error(`no package ${type}/${name} in ${root}`);
  const section = manifestSchema.parse(folder.manifest)[type];
  if (!section) throw new Error(`${type}/${name} has no [${type}] section`);
  return {
    name,
    type,
    label: language === 'zh' ? section.label_zh : section.label,
    version: section.version,
    description: language === 'zh' ? section.description_zh : section.description,
    author: section.authors.join(', '),
    source: 'built-in',
    path: path.relative(root, folder.dir),
    definition: await definitionFile(folder, language),
    definitionIn: (other) => definitionFile(folder, other),
    sibling: (siblingType, siblingName) => loadHubPackage(siblingType, siblingName, language, root),
  };
}

/** A route plugin that hands the test the server's route context (to call installers as the hub does). */
export function contextCatcher(): { plugin: FastifyPluginAsync<RouteContext>; context(): RouteContext } {
  let caught: RouteContext | undefined;
  return {
    plugin: async (_app, context) => {
      caught = context;
    },
    context() {
      if (!caught) throw new Error('the server has not started');
      return caught;
    },
  };
}

/** What the hub passes installers: an administrator installing in `language`. */
export const installScope = (context: RouteContext, language: ServerLanguage = 'en'): InstallScope => ({
  context,
  userId: 'admin',
  language,
});
