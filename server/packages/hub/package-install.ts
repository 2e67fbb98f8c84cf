import type { PackageThing, PackageUsage } from '@/contract/hub';
import { dbgptsTypeSchema, type DbgptsInstallRequest, type DbgptsType } from '@/contract/plugin';
import { ApiError } from '../../http/api-error';
import { listOf, localized } from '../../i18n/localized-text';
import type { InstalledPackage } from '../../repositories/installed-packages';
import { installerFor, type InstallScope, type PackageInstaller } from '../package-installers';
import type { IndexedPackage } from './hub-package';
import type { HubService } from './hub-service';
import { loadPackage } from './load-package';

/** A `type` on the wire is any text: one of the five types, or a 400 in the caller's language. */
export function packageType(type: string): DbgptsType {
  const parsed = dbgptsTypeSchema.safeParse(type);
  if (!parsed.success)
    throw new ApiError(
      400,
      'E0001',
      localized('dbgpts.unknownType', { type, known: listOf(dbgptsTypeSchema.options) }),
    );
  return parsed.data;
}

/** The installer for an indexed (or installed) package: by type, and for resources by the definition's kind. */
export const installerOfKind = (type: DbgptsType, kind: string | null): PackageInstaller | undefined =>
  installerFor(type, kind === null ? undefined : { kind });

export interface UninstallQuery {
  name: string;
  type?: string;
  force?: boolean;
}

/**
 * Install and uninstall for everyone. One at a time: two administrators installing the same package at once
 * get one install and one 409.
 */
export function createPackageInstaller(hubs: HubService) {
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  async function indexed(scope: InstallScope, type: DbgptsType, name: string, hub?: string | null) {
    const pkg = await hubs.find(scope.context, type, name, hub);
    if (!pkg) throw ApiError.notFound(localized('dbgpts.packageNotFound', { type, name }));
    return pkg;
  }

  function loaded(pkg: IndexedPackage, scope: InstallScope) {
    return loadPackage(pkg, scope.language, (type, name) => hubs.find(scope.context, type, name, pkg.hub));
  }

  /** What installing would add, or why it cannot be installed. */
  async function preview(pkg: IndexedPackage, scope: InstallScope) {
    const installer = installerOfKind(pkg.type, pkg.resourceKind);
    if (!installer)
      throw new ApiError(400, 'E0021', localized('dbgpts.noInstaller', { type: pkg.type, name: pkg.name }));
    const loadedPackage = await loaded(pkg, scope);
    const adds = await installer.preview(loadedPackage, scope);
    if ('problem' in adds) throw new ApiError(400, 'E0021', adds.problem);
    return { installer, loadedPackage, adds };
  }

  async function installed(scope: InstallScope, name: string, type?: string): Promise<InstalledPackage> {
    const all = await scope.context.repositories.installedPackages.list();
    const chosen = type === undefined ? undefined : packageType(type);
    const matches = all.filter((pkg) => pkg.name === name && (chosen === undefined || pkg.type === chosen));
    const [first, second] = matches;
    if (!first) throw new ApiError(404, 'E0022', localized('dbgpts.notInstalled', { name }));
    if (second)
      throw new ApiError(
        400,
        'E0022',
        localized('dbgpts.sayType', { name, types: listOf(matches.map((p) => p.type)) }),
      );
    return first;
  }

  async function usedBy(pkg: InstalledPackage, scope: InstallScope) {
    const installer = installerOfKind(pkg.type, pkg.resourceKind);
    return installer ? installer.usedBy(pkg.things, scope) : [];
  }

  return {
    preview,

    install(body: DbgptsInstallRequest, scope: InstallScope): Promise<InstalledPackage> {
      return oneAtATime(async () => {
        const type = packageType(body.type);
        const pkg = await indexed(scope, type, body.name, body.storage_channel);
        const { installedPackages } = scope.context.repositories;
        if (await installedPackages.find(type, pkg.name))
          throw new ApiError(409, 'E0021', localized('dbgpts.alreadyInstalled', { type, name: pkg.name }));
        const { installer, loadedPackage } = await preview(pkg, scope);
        const things: PackageThing[] = await installer.install(loadedPackage, scope);
        try {
          return await installedPackages.create({
            name: pkg.name,
            type,
            resourceKind: pkg.resourceKind,
            version: pkg.version,
            hub: pkg.hub,
            path: pkg.path,
            things,
            installedBy: scope.userId,
          });
        } catch (error) {
          await installer.uninstall(things, scope);
          throw error;
        }
      });
    },

    uninstall(query: UninstallQuery, scope: InstallScope): Promise<void> {
      return oneAtATime(async () => {
        const pkg = await installed(scope, query.name, query.type);
        const users = await usedBy(pkg, scope);
        if (users.length && !query.force)
          throw new ApiError(
            409,
            'E0022',
            localized('dbgpts.stillUsed', {
              name: pkg.name,
              users: listOf(users.map((user) => `${user.kind} "${user.name}"`)),
            }),
            { used_by: users },
          );
        await installerOfKind(pkg.type, pkg.resourceKind)?.uninstall(pkg.things, scope);
        await scope.context.repositories.installedPackages.delete(pkg.id);
      });
    },

    async usage(name: string, type: string, scope: InstallScope): Promise<PackageUsage> {
      const pkg = await installed(scope, name, type);
      return { used_by: await usedBy(pkg, scope) };
    },
  };
}

export type PackageInstall = ReturnType<typeof createPackageInstaller>;
