import { registerPackageInstallers } from '../register-installers';
import { createHubService, type HubServiceOptions } from './hub-service';
import { createPackageCatalogue } from './package-catalogue';
import { createPackageInstaller } from './package-install';

/** The hubs, their index (app.ts hands it to the plugin market) and install, built once per server. */
export function createDbgptsServices(options: HubServiceOptions) {
  registerPackageInstallers();
  const hubs = createHubService(options);
  const install = createPackageInstaller(hubs);
  const catalogue = createPackageCatalogue(hubs, install);
  return { hubs, install, catalogue };
}

export type DbgptsServices = ReturnType<typeof createDbgptsServices>;
