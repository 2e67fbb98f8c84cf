import type { PaginationResult } from '@/contract/common';
import type { PackageDetail } from '@/contract/hub';
import type { DbgptsHubFilter, DbgptsHubItem, MyDbgpts, MyDbgptsFilter } from '@/contract/plugin';
import { ApiError } from '../../http/api-error';
import type { ServerLanguage } from '../../i18n/language';
import { localized } from '../../i18n/localized-text';
import type { InstalledPackage } from '../../repositories/installed-packages';
import { toServeTimestamp } from '../../repositories/timestamp';
import type { RouteContext } from '../../context';
import { DEFAULT_LANGUAGE } from '../../i18n/language';
import type { HubIndex, HubPackageSummary } from '../../plugins/hub-index';
import type { InstallScope } from '../package-installers';
import type { IndexedPackage } from './hub-package';
import type { HubService } from './hub-service';
import { loadPackage, readReadme } from './load-package';
import { installerOfKind, packageType, type PackageInstall } from './package-install';

const serveTime = (iso: string | null) => (iso ? toServeTimestamp(iso) : null);

function paged<T>(rows: T[], page: number, pageSize: number): PaginationResult<T> {
  return {
    items: rows.slice((page - 1) * pageSize, page * pageSize),
    total_count: rows.length,
    total_pages: Math.ceil(rows.length / pageSize),
    page,
    page_size: pageSize,
  };
}

/** Exact match on every filter given (DB-GPT's query_page); `installed` as 0/1 or a boolean. */
function matches(row: Record<string, unknown>, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([field, wanted]) => {
    if (wanted === undefined || wanted === null) return true;
    return row[field] === (field === 'installed' ? Number(wanted) : wanted);
  });
}

const installable = (pkg: IndexedPackage) =>
  pkg.problem === null && installerOfKind(pkg.type, pkg.resourceKind) !== undefined;

function hubItem(pkg: IndexedPackage, language: ServerLanguage, installed: boolean): DbgptsHubItem {
  return {
    id: pkg.id,
    name: pkg.name,
    type: pkg.type,
    version: pkg.version,
    description: pkg.description[language],
    author: pkg.author,
    email: null,
    storage_channel: pkg.hub,
    storage_url: pkg.path,
    download_param: null,
    installed: installed ? 1 : 0,
    gmt_created: serveTime(pkg.modified),
    gmt_modified: serveTime(pkg.modified),
    label: pkg.label[language],
    installable: installable(pkg),
  };
}

function myItem(pkg: InstalledPackage): MyDbgpts {
  return {
    id: pkg.id,
    user_name: pkg.installedBy,
    sys_code: null,
    name: pkg.name,
    file_name: pkg.path,
    type: pkg.type,
    version: pkg.version,
    use_count: 0,
    succ_count: 0,
    gmt_created: toServeTimestamp(pkg.createdAt),
    gmt_modified: toServeTimestamp(pkg.updatedAt),
    storage_channel: pkg.hub,
    adds: pkg.things,
  };
}

/** What the hubs offer and what is installed, as contract 10.B lists them, and the index other areas read. */
export function createPackageCatalogue(hubs: HubService, install: PackageInstall) {
  const installedKeys = async (context: RouteContext) =>
    new Set((await context.repositories.installedPackages.list()).map((pkg) => `${pkg.type}/${pkg.name}`));

  const index: HubIndex = {
    async list(context, language) {
      return (await hubs.packages(context)).map((pkg): HubPackageSummary => ({
        id: pkg.id,
        name: pkg.name,
        type: pkg.type,
        label: pkg.label[language],
        description: pkg.description[language],
        author: pkg.author,
        version: pkg.version,
        source: pkg.hub,
        path: pkg.path,
        resourceKind: pkg.resourceKind,
        installable: installable(pkg),
        gmtModified: serveTime(pkg.modified),
      }));
    },
    async load(context, type, name, language) {
      const pkg = await hubs.find(context, type, name);
      if (!pkg) return undefined;
      return loadPackage(pkg, language, (otherType, otherName) =>
        hubs.find(context, otherType, otherName, pkg.hub),
      );
    },
    async addSource(context, source, addedBy) {
      const known = await context.repositories.hubSources.list();
      if (known.some((hub) => hub.url === source.url)) return;
      await hubs.addSource(context, source, addedBy, DEFAULT_LANGUAGE);
    },
    refresh: (context) => hubs.refresh(context),
  };

  return {
    index,

    async hubPage(
      context: RouteContext,
      filter: DbgptsHubFilter,
      page: number,
      pageSize: number,
      language: ServerLanguage,
    ): Promise<PaginationResult<DbgptsHubItem>> {
      const installed = await installedKeys(context);
      const rows = (await hubs.packages(context))
        .map((pkg) => hubItem(pkg, language, installed.has(`${pkg.type}/${pkg.name}`)))
        .filter((row) => matches(row, filter));
      return paged(rows, page, pageSize);
    },

    async myPage(
      context: RouteContext,
      filter: MyDbgptsFilter,
      page: number,
      pageSize: number,
    ): Promise<PaginationResult<MyDbgpts>> {
      const rows = (await context.repositories.installedPackages.list()).map(myItem);
      return paged(
        rows.filter((row) => matches(row, filter)),
        page,
        pageSize,
      );
    },

    async detail(name: string, typeText: string, scope: InstallScope): Promise<PackageDetail> {
      const type = packageType(typeText);
      const pkg = await hubs.find(scope.context, type, name);
      const installed = await scope.context.repositories.installedPackages.find(type, name);
      if (!pkg) throw ApiError.notFound(localized('dbgpts.packageNotFound', { type, name }));
      let adds = installed?.things ?? [];
      let reason: string | null = null;
      if (!installed) {
        try {
          adds = (await install.preview(pkg, scope)).adds;
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          reason = error.text.in(scope.language);
        }
      }
      return {
        name: pkg.name,
        type: pkg.type,
        label: pkg.label[scope.language],
        version: pkg.version,
        description: pkg.description[scope.language],
        author: pkg.author,
        source: pkg.hub,
        path: pkg.path,
        manifest: pkg.manifest,
        readme: await readReadme(pkg, scope.language),
        adds,
        installed: installed !== null,
        installable: installed !== null || reason === null,
        reason,
        gmt_modified: serveTime(pkg.modified),
      };
    },
  };
}
