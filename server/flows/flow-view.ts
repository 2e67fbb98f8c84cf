import type { DagMetadata, FlowData, FlowPanel, FlowVariable, FlowVersion } from '@/contract/flow';
import type { ServerLanguage } from '../i18n/language';
import type { StoredFlowVersion } from '../repositories/flow-versions';
import type { StoredFlow } from '../repositories/flows';
import { toServeTimestamp } from '../repositories/timestamp';
import type { GraphCheck } from './flow-graph-check';

/** JSON the server itself wrote; null when absent. */
const parsed = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

/** DB-GPT's trigger endpoints name the flow's DAG id as `{dag_id}`; the stored flow knows it. */
function withDagId(metadata: DagMetadata | null, dagId: string): DagMetadata | null {
  if (!metadata) return null;
  const triggers = metadata.triggers?.map((trigger) =>
    typeof trigger.path === 'string'
      ? { ...trigger, path: trigger.path.replaceAll('{dag_id}', dagId) }
      : trigger,
  );
  return { ...metadata, triggers };
}

/** A stored flow in the wire shape of contract 3.0, with the graph check's problems (beyond DB-GPT). */
export function toFlowPanel(flow: StoredFlow, check: GraphCheck | null, language: ServerLanguage): FlowPanel {
  return {
    uid: flow.uid,
    dag_id: flow.dagId,
    name: flow.name,
    label: flow.label,
    description: flow.description,
    flow_category: flow.flowCategory,
    flow_data: parsed<FlowData>(flow.flowData),
    state: flow.state as FlowPanel['state'],
    error_message: flow.errorMessage,
    source: flow.source,
    source_url: flow.sourceUrl,
    version: flow.version,
    define_type: flow.defineType,
    editable: flow.editable,
    user_name: flow.userCode,
    visibility: flow.visibility,
    sys_code: flow.sysCode,
    variables: parsed<FlowVariable[]>(flow.variables),
    authors: null,
    gmt_created: toServeTimestamp(flow.createdAt),
    gmt_modified: toServeTimestamp(flow.updatedAt),
    metadata: withDagId(check?.metadata ?? null, flow.dagId),
    ...(check
      ? { problems: check.problems.map((p) => ({ node_id: p.nodeId, message: p.text.in(language) })) }
      : {}),
  };
}

export function toFlowVersion(version: StoredFlowVersion): FlowVersion {
  return {
    version: version.versionNo,
    label: version.label,
    description: version.description,
    flow_category: version.flowCategory,
    saved_by: version.savedBy,
    gmt_created: toServeTimestamp(version.createdAt),
    flow_data: parsed<FlowData>(version.flowData),
  };
}
