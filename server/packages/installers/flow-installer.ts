import type { PackageThing } from '@/contract/hub';
import { packageFlowDefinitionSchema } from '@/contract/dbgpts-package';
import type { FlowData } from '@/contract/flow';
import { checkFlowGraph } from '../../flows/flow-graph-check';
import { createFlowService } from '../../flows/flow-service';
import { createOptionLoader } from '../../flows/node-options';
import { localized, sentences, type LocalizedText } from '../../i18n/localized-text';
import type { InstallScope, LoadedPackage, PackageInstaller } from '../package-installers';
import { fillServerChoices } from './fill-choices';
import { appFlowUid, appUser, everyApp, flowCallOf, parseDefinition } from './installer-scope';

/** DB-GPT's `flow_definition.json` holds the canvas, sometimes wrapped in the exported flow (`{flow: {flow_data}}`). */
function canvasOf(definition: unknown): unknown {
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  const flow = record(record(definition)?.flow) ?? record(definition);
  return flow && 'flow_data' in flow ? flow.flow_data : definition;
}

interface FlowPlan {
  name: string;
  data: FlowData;
  /** Deployed when it can run as it is; otherwise saved for an administrator to finish. */
  state: 'deployed' | 'initializing';
}

async function plan(pkg: LoadedPackage, scope: InstallScope): Promise<FlowPlan | { problem: LocalizedText }> {
  const parsed = parseDefinition(packageFlowDefinitionSchema, canvasOf(pkg.definition));
  if ('problems' in parsed)
    return { problem: localized('dbgpts.badFlowDefinition', { name: pkg.name, problems: parsed.problems }) };
  const loader = createOptionLoader({ ...scope.context, userId: scope.userId, language: scope.language });
  const data = await fillServerChoices(parsed.value, loader);
  const check = await checkFlowGraph(data, loader);
  const unknown = check.problems.filter((problem) => problem.unknownNode);
  if (unknown.length)
    return {
      problem: localized('dbgpts.flowUnknownNodes', {
        name: pkg.name,
        problems: sentences(unknown.map((problem) => problem.text)),
      }),
    };
  if (await scope.context.repositories.flows.findByName(pkg.name))
    return { problem: localized('dbgpts.flowNameTaken', { name: pkg.name }) };
  return { name: pkg.name, data, state: check.problems.length ? 'initializing' : 'deployed' };
}

const uidsOf = (things: readonly PackageThing[]) =>
  things.filter((thing) => thing.kind === 'flow' && thing.id !== null).map((thing) => thing.id as string);

/** A flow package becomes a flow (deployed when it can run) and a flow template (`/flow/templates`). */
export const flowInstaller: PackageInstaller = {
  type: 'flow',

  async preview(pkg, scope) {
    const planned = await plan(pkg, scope);
    if ('problem' in planned) return planned;
    return [
      { kind: 'flow', id: null, name: pkg.label },
      { kind: 'flow_template', id: null, name: pkg.label },
    ];
  },

  async install(pkg, scope) {
    const planned = await plan(pkg, scope);
    if ('problem' in planned) throw new Error(planned.problem.in('en'));
    const flow = await createFlowService(scope.context).create(
      {
        name: planned.name,
        label: pkg.label,
        description: pkg.description ?? undefined,
        flow_data: planned.data,
        state: planned.state,
        source: `dbgpts:${pkg.source}`,
        source_url: pkg.path,
        version: pkg.version ?? undefined,
        define_type: 'json',
        // Installed for the whole server, as a package's apps are published and its prompts public.
        visibility: 'public',
      },
      flowCallOf(scope),
    );
    return [
      { kind: 'flow', id: flow.uid, name: flow.label },
      { kind: 'flow_template', id: flow.uid, name: flow.label },
    ];
  },

  async uninstall(things, scope) {
    const flows = createFlowService(scope.context);
    for (const uid of uidsOf(things)) {
      if (await scope.context.repositories.flows.find(uid)) await flows.remove(uid, flowCallOf(scope));
    }
  },

  async usedBy(things, scope) {
    const uids = new Set(uidsOf(things));
    return (await everyApp(scope)).filter((app) => uids.has(appFlowUid(app) ?? '')).map(appUser);
  },
};
