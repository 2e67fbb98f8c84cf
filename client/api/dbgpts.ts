import { DELETE, GET, POST } from '@/client/http';
import type {
  HubSource,
  HubSourceCreate,
  PackageDetail,
  PackageDetailQuery,
  PackageUsage,
} from '@/contract/hub';
import type { DbgptsUninstallQuery } from '@/contract/plugin';

/**
 * Our additions to the dbgpts routes (`contract/hub.ts`): the hubs an administrator configures, a package's
 * details, what still uses an installed package, and an uninstall that may be forced past those users.
 */

const BASE = '/api/v1/serve/dbgpts';

export const listHubSources = () => GET<undefined, HubSource[]>(`${BASE}/hub/sources`);

export const addHubSource = (body: HubSourceCreate) =>
  POST<HubSourceCreate, HubSource>(`${BASE}/hub/sources`, body);

export const removeHubSource = (id: string) =>
  DELETE<undefined, null>(`${BASE}/hub/sources/${encodeURIComponent(id)}`);

export const getPackageDetail = (query: PackageDetailQuery) =>
  GET<PackageDetailQuery, PackageDetail>(`${BASE}/hub/detail`, query);

export const getPackageUsage = (query: PackageDetailQuery) =>
  GET<PackageDetailQuery, PackageUsage>(`${BASE}/my/usage`, query);

/** `force=true` uninstalls even while apps or flows use the package (they were named to the user first). */
export type ForcedUninstallQuery = DbgptsUninstallQuery & { force?: boolean };

export const uninstallPackage = (query: ForcedUninstallQuery) =>
  POST<undefined, null>(`${BASE}/my/uninstall`, undefined, { params: query });
