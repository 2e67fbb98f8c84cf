import { addTemplateSource } from '../flows/templates/flow-templates';
import { appInstaller } from './installers/app-installer';
import { flowInstaller } from './installers/flow-installer';
import { installedFlowTemplates } from './installers/installed-flow-templates';
import { promptPackInstaller } from './installers/prompt-pack-installer';
import { registerPackageInstaller } from './package-installers';
import { registerPkgtypesInstallers } from './register-pkgtypes-installers';

/** Every package installer, registered once when the server starts (one line per installer). */
export function registerPackageInstallers(): void {
  registerPackageInstaller(flowInstaller);
  addTemplateSource(installedFlowTemplates);
  registerPackageInstaller(appInstaller);
  registerPackageInstaller(promptPackInstaller);
  registerPkgtypesInstallers();
}
