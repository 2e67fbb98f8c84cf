import { strFromU8, strToU8, unzipSync, zipSync, type Unzipped } from 'fflate';
import { parse as parseToml, stringify as stringifyToml, TomlError } from 'smol-toml';
import type { FlowPanel } from '@/contract/flow';
import { boundedArchive } from '../../files/archive-limits';
import { DEFAULT_UPLOAD_LIMITS } from '../../files/upload-limits';
import { ApiError } from '../../http/api-error';
import { localized, verbatim } from '../../i18n/localized-text';

const MANIFEST = 'dbgpts.toml';
/** What an archive may unpack to at most, so a small zip cannot fill memory. */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

const refuse = (message: ReturnType<typeof localized>) => new ApiError(400, 'E0001', message);

/**
 * DB-GPT's flow package (`dbgpts`): `<package>/dbgpts.toml` (the `[flow]` table and `[json_config].file_path`),
 * `<package>/<flow name>/definition/flow_definition.json` (the canvas), and the files that make it a Python
 * package DB-GPT can install.
 */
export function buildDbgptsPackage(flow: FlowPanel, packageName: string): Uint8Array {
  const manifest = stringifyToml({
    flow: {
      label: flow.label,
      name: flow.name,
      version: flow.version ?? '0.1.0',
      description: flow.description ?? '',
      authors: flow.authors ?? [],
      definition_type: 'json',
    },
    python_config: {},
    json_config: { file_path: 'definition/flow_definition.json' },
  });
  const pyproject = stringifyToml({
    project: {
      name: packageName,
      version: '0.1.0',
      description: flow.description || 'A dbgpts package',
      readme: 'README.md',
      'requires-python': '>=3.8',
      dependencies: [],
    },
    'build-system': { requires: ['setuptools>=61.0'], 'build-backend': 'setuptools.build_meta' },
  });
  const root = `${packageName}/`;
  return zipSync({
    [`${root}MANIFEST.in`]: strToU8(`include dbgpts.toml\ninclude ${flow.name}/definition/*.json`),
    [`${root}README.md`]: strToU8(`# ${flow.label}\n\n${flow.description ?? ''}`),
    [`${root}${flow.name}/__init__.py`]: new Uint8Array(),
    [`${root}${flow.name}/definition/flow_definition.json`]: strToU8(JSON.stringify(flow.flow_data, null, 2)),
    [`${root}${MANIFEST}`]: strToU8(manifest),
    [`${root}pyproject.toml`]: strToU8(pyproject),
  });
}

function unpack(fileName: string, bytes: Uint8Array): Unzipped {
  // Sizes the directory understates are caught here, before unzipSync trusts them.
  const archive = boundedArchive(bytes, fileName, {
    ...DEFAULT_UPLOAD_LIMITS,
    expandedBytes: MAX_UNPACKED_BYTES,
  });
  if (archive.problem) throw new ApiError(413, '413', archive.problem);
  let unpacked = 0;
  try {
    return unzipSync(archive.bytes, {
      filter(file) {
        unpacked += file.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES)
          throw new ApiError(413, '413', localized('flowImport.tooLarge', { limit: '20 MB' }));
        return file.name.endsWith('.toml') || file.name.endsWith('.json');
      },
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refuse(localized('flowImport.badZip', { file: fileName }));
  }
}

const text = (table: Record<string, unknown>, field: string): string | undefined => {
  const value = table[field];
  return typeof value === 'string' && value.trim() ? value : undefined;
};

const tableOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The flow a package holds, as DB-GPT's loader reads it: one package folder (or the archive's root). */
export function readDbgptsPackage(fileName: string, bytes: Uint8Array): Record<string, unknown> {
  const files = unpack(fileName, bytes);
  const manifests = Object.keys(files).filter(
    (path) =>
      path.split('/').pop() === MANIFEST && path.split('/').length <= 2 && !path.startsWith('__MACOSX/'),
  );
  if (manifests.length === 0) throw refuse(localized('flowImport.noManifest', { file: fileName }));
  if (manifests.length > 1) throw refuse(localized('flowImport.onePackage', { file: fileName }));
  const manifestPath = manifests[0] ?? MANIFEST;
  const root = manifestPath.slice(0, manifestPath.length - MANIFEST.length);
  let manifest: Record<string, unknown>;
  try {
    manifest = parseToml(strFromU8(files[manifestPath] ?? new Uint8Array()));
  } catch (error) {
    const problem = error instanceof TomlError ? (error.message.split('\n')[0] ?? '') : '';
    throw refuse(localized('flowImport.badManifest', { problem: verbatim(problem) }));
  }
  const flow = tableOf(manifest.flow);
  const name = text(flow, 'name');
  if (!name) throw refuse(localized('flowImport.manifestField', { field: 'flow.name' }));
  if ((text(flow, 'definition_type') ?? 'python') !== 'json')
    throw refuse(localized('flowImport.pythonPackage'));
  const definitionFile = text(tableOf(manifest.json_config), 'file_path');
  if (!definitionFile)
    throw refuse(localized('flowImport.manifestField', { field: 'json_config.file_path' }));
  const definitionPath = `${root}${name}/${definitionFile.replace(/^\.?\//, '')}`;
  const definition = files[definitionPath];
  if (!definition) throw refuse(localized('flowImport.noDefinition', { path: definitionPath }));
  let flowData: unknown;
  try {
    flowData = JSON.parse(strFromU8(definition));
  } catch {
    throw refuse(localized('flowImport.badJson', { file: definitionPath }));
  }
  const authors = Array.isArray(flow.authors)
    ? flow.authors.filter((author) => typeof author === 'string')
    : [];
  return {
    name,
    label: text(flow, 'label') ?? name,
    description: text(flow, 'description') ?? null,
    version: text(flow, 'version') ?? '0.1.0',
    authors,
    source: 'local/dbgpts',
    define_type: 'json',
    flow_data: flowData,
  };
}
