import type { FlowData, FlowPanel } from '@/contract/flow';
import type { ServerLanguage } from '../i18n/language';
import type { GraphCheck } from './flow-graph-check';

/** What names a template in the gallery. */
export interface TemplateIdentity {
  uid: string;
  name: string;
  label: string;
  description: string | null;
  flow_category: FlowPanel['flow_category'];
}

/**
 * A template as an unsaved flow of this server, in `language`: its graph, what the graph check found (the
 * metadata and the choices left to make). Ours and DB-GPT's are offered in the same shape.
 */
export function templatePanel(
  identity: TemplateIdentity,
  data: FlowData,
  check: GraphCheck,
  language: ServerLanguage,
): FlowPanel {
  return {
    ...identity,
    flow_data: data,
    state: 'initializing',
    source: 'DBGPT-WEB',
    version: '0.1.1',
    define_type: 'json',
    editable: true,
    user_name: null,
    sys_code: null,
    variables: null,
    metadata: check.metadata,
    problems: check.problems.map((p) => ({ node_id: p.nodeId, message: p.text.in(language) })),
  };
}
