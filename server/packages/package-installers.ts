import type { DbgptsType } from '@/contract/plugin';
import type { PackageThing } from '@/contract/hub';
import type { ServerLanguage } from '../i18n/language';
import type { LocalizedText } from '../i18n/localized-text';
import type { RouteContext } from '../context';

/** A hub package read from its folder, ready to install: the manifest's fields and its definition. */
export interface LoadedPackage {
  name: string;
  type: DbgptsType;
  label: string;
  version: string | null;
  description: string | null;
  author: string | null;
  /** The hub's name and the package's folder in it. */
  source: string;
  path: string;
  /** The definition file's JSON, in the installer's language when the package has that version. */
  definition: unknown;
  /**
   * The definition file's JSON in `language` (the `file_path_zh` file for Chinese when the package has one),
   * for things shown in both languages. Optional: installers fall back to `definition`.
   */
  definitionIn?(language: ServerLanguage): Promise<unknown>;
  /** The definition file's JSON of other packages of the same hub, by `type/name` (an app naming its flow). */
  sibling(type: DbgptsType, name: string): Promise<LoadedPackage | undefined>;
}

export interface InstallScope {
  context: RouteContext;
  /** Who installs (an administrator: packages are installed for everyone). */
  userId: string;
  language: ServerLanguage;
}

/** What still uses a thing a package added: shown before uninstalling. */
export interface ThingUser {
  kind: 'app' | 'flow';
  id: string;
  name: string;
}

/**
 * Installs one type of package (one installer per `type`, and for resources per definition `kind`). The hub
 * records what `install` returned and hands it back to `uninstall` and `usedBy`.
 */
export interface PackageInstaller {
  /** The package type it installs; `resource` installers also name the resource `kind` they take. */
  type: DbgptsType;
  resourceKind?: 'prompt_pack' | 'tool';
  /** Checks the definition and says what installing would add, without adding it; a problem refuses install. */
  preview(pkg: LoadedPackage, scope: InstallScope): Promise<PackageThing[] | { problem: LocalizedText }>;
  install(pkg: LoadedPackage, scope: InstallScope): Promise<PackageThing[]>;
  uninstall(things: readonly PackageThing[], scope: InstallScope): Promise<void>;
  usedBy(things: readonly PackageThing[], scope: InstallScope): Promise<ThingUser[]>;
}

const installers: PackageInstaller[] = [];

/** Called once per installer when the server starts (`server/packages/register-installers.ts`). */
export function registerPackageInstaller(installer: PackageInstaller): void {
  const index = installers.findIndex(
    (known) => known.type === installer.type && known.resourceKind === installer.resourceKind,
  );
  if (index >= 0) installers.splice(index, 1, installer);
  else installers.push(installer);
}

/** The installer for a package: by type, and for resources by the definition's `kind`. */
export function installerFor(type: DbgptsType, definition: unknown): PackageInstaller | undefined {
  if (type !== 'resource') return installers.find((installer) => installer.type === type);
  const kind =
    typeof definition === 'object' && definition !== null && 'kind' in definition
      ? (definition as { kind: unknown }).kind
      : undefined;
  return installers.find((installer) => installer.type === 'resource' && installer.resourceKind === kind);
}
