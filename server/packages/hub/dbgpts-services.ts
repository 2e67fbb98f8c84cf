import { setHubIndex } from '../hub-index-seam';
import { registerPackageInstallers } from '../register-installers';
import { createHubService, type HubServiceOptions } from './hub-service';
import { createPackageCatalogue } from './package-catalogue';
import { createPackageInstaller } from './package-install';

/** The hubs, their index (registered for the plugin market) and install, built once per server. */
export function createDbgptsServices(options: HubServiceOptions) {
  registerPackageInstallers();
  const hubs = createHubService(options);
  const install = createPackageInstaller(hubs);
  const catalogue = createPackageCatalogue(hubs, install);
  setHubIndex(catalogue.index);
  return { hubs, install, catalogue };
}

export type DbgptsServices = ReturnType<typeof createDbgptsServices>;
