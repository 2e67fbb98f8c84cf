import { agentPackageInstaller } from './installers/agent-installer';
import { operatorPackageInstaller } from './installers/operator-installer';
import { toolResourceInstaller } from './installers/tool-resource-installer';
import { registerPackageInstaller } from './package-installers';

/** Registers the installers of agent, composite operator and tool packages (call once when the server starts). */
export function registerPkgtypesInstallers(): void {
  registerPackageInstaller(agentPackageInstaller);
  registerPackageInstaller(operatorPackageInstaller);
  registerPackageInstaller(toolResourceInstaller);
}
