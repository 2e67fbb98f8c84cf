import type { FlowNode } from '@/contract/flow';
import { localized, verbatim, type LocalizedText } from '../../i18n/localized-text';
import type { OptionSourceName } from '../nodes/node-definition';
import type { OptionLoader } from '../node-options';
import { dbgptParam } from './dbgpt-node-param';
import { valuesOf } from './dbgpt-resources';

/** A space or datasource a DB-GPT resource node names in one of its parameters. */
export interface DbgptNamedReference {
  parameter: string;
  source: Extract<OptionSourceName, 'spaces' | 'datasources' | 'prompts'>;
  name: string;
}

const MISSING = {
  spaces: 'dbgptNode.problem.noSuchSpace',
  datasources: 'dbgptNode.problem.noSuchDatasource',
  prompts: 'dbgptNode.problem.noSuchPrompt',
} as const;

/** DB-GPT's `AWELAgentResource` types that name one of our spaces or datasources. */
const AGENT_RESOURCE_SOURCES: Readonly<Record<string, DbgptNamedReference['source']>> = {
  knowledge: 'spaces',
  database: 'datasources',
};

/**
 * Which parameters of DB-GPT's resources name a space or datasource: a `DatasourceResource`'s `db_name`, an
 * agent's knowledge resource's `agent_resource_value`, an agent resource's value by its type, an agent prompt's
 * `agent_prompt_code` (one of our prompts by code).
 */
function sourceOf(typeName: string, values: Record<string, unknown>) {
  if (typeName === 'DatasourceResource') return { parameter: 'db_name', source: 'datasources' } as const;
  if (typeName === 'AgentPrompt') return { parameter: 'agent_prompt_code', source: 'prompts' } as const;
  if (typeName === 'AWELAgentKnowledgeResource')
    return { parameter: 'agent_resource_value', source: 'spaces' } as const;
  const agentSource = AGENT_RESOURCE_SOURCES[String(values.agent_resource_type ?? '')];
  if (typeName === 'AWELAgentResource' && agentSource)
    return { parameter: 'agent_resource_value', source: agentSource };
  return undefined;
}

/** An `AWELAgentResource` of a type our agents do not have (tools, apps, skills, MCP). */
function unsupportedAgentResource(node: FlowNode): LocalizedText | undefined {
  if (node.data.flow_type !== 'resource' || node.data.type_name !== 'AWELAgentResource') return undefined;
  const values = valuesOf(node);
  const type = String(values.agent_resource_type ?? '');
  if (!type || AGENT_RESOURCE_SOURCES[type]) return undefined;
  const name = String(values.agent_resource_value ?? values.agent_resource_name ?? '');
  return localized('dbgptNode.problem.agentResourceType', { name, type });
}

/** The space or datasource a DB-GPT resource node names, if it names one. */
export function dbgptNamedReference(node: FlowNode): DbgptNamedReference | undefined {
  if (node.data.flow_type !== 'resource') return undefined;
  const values = valuesOf(node);
  const found = sourceOf(String(node.data.type_name ?? ''), values);
  const name = found ? values[found.parameter] : undefined;
  return found && typeof name === 'string' && name.trim() ? { ...found, name: name.trim() } : undefined;
}

/**
 * The graph check's problem for a DB-GPT resource naming a space or datasource that is not among those the
 * flow's owner may choose (missing, or another user's private one).
 */
export async function checkNamedReference(
  node: FlowNode,
  loader: OptionLoader,
): Promise<LocalizedText | undefined> {
  const unsupported = unsupportedAgentResource(node);
  if (unsupported) return unsupported;
  const reference = dbgptNamedReference(node);
  if (!reference) return undefined;
  const spec = dbgptParam(reference.parameter, reference.parameter, 'str', { options: reference.source });
  const choices = await loader.optionsOf(spec);
  if (choices?.some((choice) => choice.value === reference.name)) return undefined;
  return localized(MISSING[reference.source], {
    parameter: verbatim(reference.parameter),
    name: reference.name,
  });
}
