import { packageAppDefinitionSchema, type PackageAppDefinition } from '@/contract/dbgpts-package';
import type { PackageThing } from '@/contract/hub';
import { createAppService } from '../../apps/app-service';
import { ApiError } from '../../http/api-error';
import { localized, type LocalizedText } from '../../i18n/localized-text';
import type { InstallScope, LoadedPackage, PackageInstaller } from '../package-installers';
import { adminCaller, parseDefinition } from './installer-scope';

/** The app's create body: an AWEL app gets the flow its flow package installed. */
async function plan(
  pkg: LoadedPackage,
  scope: InstallScope,
): Promise<{ body: PackageAppDefinition } | { problem: LocalizedText }> {
  const parsed = parseDefinition(packageAppDefinitionSchema, pkg.definition);
  if ('problems' in parsed)
    return { problem: localized('dbgpts.badAppDefinition', { name: pkg.name, problems: parsed.problems }) };
  const { flow_package: flowPackage, ...body } = parsed.value;
  const { apps, installedPackages, flows } = scope.context.repositories;
  if (await apps.findByName(body.app_name))
    return { problem: localized('dbgpts.appNameTaken', { name: body.app_name }) };
  if (!flowPackage) return { body };
  const installedFlow = await installedPackages.find('flow', flowPackage);
  const uid = installedFlow?.things.find((thing) => thing.kind === 'flow')?.id;
  const flow = uid ? await flows.find(uid) : null;
  if (!flow)
    return { problem: localized('dbgpts.flowPackageMissing', { name: pkg.name, flow: flowPackage }) };
  return {
    body: {
      ...body,
      team_mode: 'awel_layout',
      team_context: { dag_id: flow.dagId, uid: flow.uid, name: flow.name, flow_category: flow.flowCategory },
    },
  };
}

const codesOf = (things: readonly PackageThing[]) =>
  things.filter((thing) => thing.kind === 'app' && thing.id !== null).map((thing) => thing.id as string);

/** An app package becomes an app, published for everyone; nothing else uses an app, so nothing holds it. */
export const appInstaller: PackageInstaller = {
  type: 'app',

  async preview(pkg, scope) {
    const planned = await plan(pkg, scope);
    if ('problem' in planned) return planned;
    return [{ kind: 'app', id: null, name: planned.body.app_name }];
  },

  async install(pkg, scope) {
    const planned = await plan(pkg, scope);
    if ('problem' in planned) throw new ApiError(400, 'E0021', planned.problem);
    const app = await createAppService(scope.context.repositories).create(adminCaller(scope), {
      ...planned.body,
      published: 'true',
    });
    return [{ kind: 'app', id: app.app_code ?? null, name: app.app_name }];
  },

  async uninstall(things, scope) {
    const apps = createAppService(scope.context.repositories);
    for (const code of codesOf(things)) {
      if (await scope.context.repositories.apps.find(code)) await apps.remove(adminCaller(scope), code);
    }
  },

  async usedBy() {
    return [];
  },
};
