import { packageAgentDefinitionSchema } from '@/contract/dbgpts-package';
import type { PackageThing } from '@/contract/hub';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { findAnyAgentProfile } from '../../agents/installed-agent-profiles';
import { ApiError } from '../../http/api-error';
import { localized } from '../../i18n/localized-text';
import type { PackageInstaller } from '../package-installers';
import { definitionInBoth, parseDefinition } from './package-definition';
import { appsThatUse } from './package-users';

const agentThing = (role: string): PackageThing => ({ kind: 'agent', id: role, name: role });

const sameRole = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * `type = agent`: the package's role joins the agents apps pick from (`agents/list`, the app chat's team),
 * with its goal in both languages. A role that exists already (built in or installed) refuses install.
 */
export const agentPackageInstaller: PackageInstaller = {
  type: 'agent',

  async preview(pkg, scope) {
    const parsed = parseDefinition(packageAgentDefinitionSchema, pkg, pkg.definition);
    if (!parsed.ok) return { problem: parsed.problem };
    const { role } = parsed.value;
    if (await findAnyAgentProfile(scope.context.repositories, role))
      return { problem: localized('packageInstall.agentExists', { role }) };
    return [agentThing(role)];
  },

  async install(pkg, scope) {
    const both = await definitionInBoth(packageAgentDefinitionSchema, pkg, scope.language);
    const own = both[scope.language];
    const { repositories } = scope.context;
    const taken = () =>
      new ApiError(
        409,
        SERVER_ERROR_CODES.validation,
        localized('packageInstall.agentExists', { role: own.role }),
      );
    if (await findAnyAgentProfile(repositories, own.role)) throw taken();
    const created = await repositories.installedAgents.create({
      role: own.role,
      goal: { en: both.en.goal, zh: both.zh.goal },
      instructions: own.instructions,
      resourceKinds: own.resource_kinds,
      packageName: pkg.name,
      installedBy: scope.userId,
    });
    if (!created) throw taken();
    return [agentThing(own.role)];
  },

  async uninstall(things, scope) {
    for (const thing of things)
      if (thing.kind === 'agent')
        await scope.context.repositories.installedAgents.delete(thing.id ?? thing.name);
  },

  async usedBy(things, scope) {
    const roles = things.filter((thing) => thing.kind === 'agent').map((thing) => thing.id ?? thing.name);
    if (roles.length === 0) return [];
    return appsThatUse(scope.context.repositories, (app) =>
      app.details.some((detail) => roles.some((role) => sameRole(role, detail.agentName))),
    );
  },
};
