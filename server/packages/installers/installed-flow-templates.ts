import type { FlowData, FlowPanel } from '@/contract/flow';
import { checkFlowGraph } from '../../flows/flow-graph-check';
import { toFlowPanel } from '../../flows/flow-view';
import { createOptionLoader } from '../../flows/node-options';
import type { TemplateSource } from '../../flows/templates/flow-templates';

/**
 * Installed flow packages as flow templates: each package's flow as it is now, offered under the package's
 * name, to start new flows from.
 */
export const installedFlowTemplates: TemplateSource = async (context) => {
  const { installedPackages, flows } = context.repositories;
  const templates: FlowPanel[] = [];
  const loader = createOptionLoader(context);
  for (const pkg of await installedPackages.list()) {
    for (const thing of pkg.things) {
      if (thing.kind !== 'flow_template' || thing.id === null) continue;
      const flow = await flows.find(thing.id);
      if (!flow) continue;
      const data = flow.flowData ? (JSON.parse(flow.flowData) as FlowData) : null;
      const check = data ? await checkFlowGraph(data, loader) : null;
      templates.push({
        ...toFlowPanel(flow, check, context.language),
        uid: pkg.name,
        state: 'initializing',
        user_name: null,
        sys_code: null,
        editable: true,
      });
    }
  }
  return templates;
};
