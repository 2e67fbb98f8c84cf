import { SERVER_ERROR_CODES } from '@/contract/common';
import { packageOperatorDefinitionSchema, type PackageOperatorDefinition } from '@/contract/dbgpts-package';
import type { PackageThing } from '@/contract/hub';
import { compositeNodeName } from '../../flows/composite/composite-node';
import { createOptionLoader } from '../../flows/node-options';
import { planFlow, type FlowPlan } from '../../flows/runtime/flow-plan';
import { ApiError } from '../../http/api-error';
import { localized, type LocalizedText } from '../../i18n/localized-text';
import type { InstallScope, LoadedPackage, PackageInstaller } from '../package-installers';
import { definitionInBoth, parseDefinition } from './package-definition';
import { flowsThatUse } from './package-users';

const operatorThing = (nodeName: string, label: string): PackageThing => ({
  kind: 'operator',
  id: nodeName,
  name: label,
});

/** The sub-flow planned as the runner will run it, or why it cannot run. */
async function planSubFlow(
  definition: PackageOperatorDefinition,
  scope: InstallScope,
): Promise<{ ok: true; plan: FlowPlan } | { ok: false; problem: LocalizedText }> {
  const loader = createOptionLoader({
    repositories: scope.context.repositories,
    modelRegistry: scope.context.modelRegistry,
    userId: scope.userId,
    language: scope.language,
  });
  const planned = await planFlow(definition.flow_data, loader, { subFlow: true });
  if (planned.ok) return planned;
  return {
    ok: false,
    problem: localized('packageInstall.badSubFlow', { name: definition.label, problem: planned.problem }),
  };
}

/** The value types of the operator's input (its entry's first input) and output (its answer's first output). */
function ioTypes(plan: FlowPlan): { inputType: string; outputType: string } {
  const entry = plan.nodes.find((node) => node.id === plan.entryNodeId);
  const answer = plan.nodes.find((node) => node.id === plan.answerNodeId);
  return {
    inputType: entry?.definition.inputs[0]?.type ?? 'object',
    outputType: answer?.definition.outputs[0]?.type ?? 'object',
  };
}

async function previewOf(pkg: LoadedPackage, scope: InstallScope) {
  const parsed = parseDefinition(packageOperatorDefinitionSchema, pkg, pkg.definition);
  if (!parsed.ok) return parsed;
  const nodeName = compositeNodeName(pkg.name);
  if (await scope.context.repositories.compositeOperators.find(nodeName))
    return {
      ok: false as const,
      problem: localized('packageInstall.operatorExists', { name: parsed.value.label }),
      conflict: true,
    };
  const planned = await planSubFlow(parsed.value, scope);
  if (!planned.ok) return planned;
  return { ok: true as const, nodeName, definition: parsed.value, plan: planned.plan };
}

/**
 * `type = operator`: a composite operator, shown in the flow palette as one node whose run runs its sub-flow.
 * The sub-flow must pass the graph check for sub-flows (built-in nodes, no trigger, one entry) to install.
 */
export const operatorPackageInstaller: PackageInstaller = {
  type: 'operator',

  async preview(pkg, scope) {
    const checked = await previewOf(pkg, scope);
    if (!checked.ok) return { problem: checked.problem };
    return [operatorThing(checked.nodeName, checked.definition.label)];
  },

  async install(pkg, scope) {
    const checked = await previewOf(pkg, scope);
    if (!checked.ok) {
      const status = 'conflict' in checked ? 409 : 400;
      throw new ApiError(status, SERVER_ERROR_CODES.validation, checked.problem);
    }
    const both = await definitionInBoth(packageOperatorDefinitionSchema, pkg, scope.language);
    const created = await scope.context.repositories.compositeOperators.create({
      nodeName: checked.nodeName,
      packageName: pkg.name,
      label: { en: both.en.label, zh: both.zh.label },
      description: { en: both.en.description, zh: both.zh.description },
      category: checked.definition.category,
      ...ioTypes(checked.plan),
      flowData: JSON.stringify(checked.definition.flow_data),
      installedBy: scope.userId,
    });
    if (!created)
      throw new ApiError(
        409,
        SERVER_ERROR_CODES.validation,
        localized('packageInstall.operatorExists', { name: checked.definition.label }),
      );
    return [operatorThing(checked.nodeName, checked.definition.label)];
  },

  async uninstall(things, scope) {
    for (const thing of things)
      if (thing.kind === 'operator' && thing.id)
        await scope.context.repositories.compositeOperators.delete(thing.id);
  },

  async usedBy(things, scope) {
    const names = new Set(
      things.filter((thing) => thing.kind === 'operator').flatMap((thing) => thing.id ?? []),
    );
    if (names.size === 0) return [];
    return flowsThatUse(scope.context.repositories, (canvas) =>
      canvas.nodes.some((node) => {
        const { id } = node.data as { id?: unknown };
        return [...names].some((name) => typeof id === 'string' && id.startsWith(`operator_${name}___`));
      }),
    );
  },
};
