import type { ParameterDescription } from '@/contract/parameter';
import type { AppResourcesResponse, ResourceOption } from '@/contract/app';
import type { ServerLanguage } from '../i18n/language';
import { localized } from '../i18n/localized-text';
import { toolStore } from '../plugins/store/tool-store';
import type { AppViewer } from '../repositories/apps';
import type { RouteContext } from '../context';

/**
 * Resource types an agent can use (contract 1.19), in registration order. Flows are listed so the editor knows
 * them; their options come with the issue that builds them. The three tool types offer the caller's plugins.
 */
export const RESOURCE_TYPES = [
  'database',
  'knowledge',
  'prompt',
  'app',
  'tool',
  'tool(autogpt_plugins)',
  'tool(mcp(sse))',
  'awel_flow',
] as const;

/** Per type: the v2 parameter that carries the choice, and its label and description. */
const PARAMETERS = {
  database: { param: 'db_name', label: 'app.resource.database', help: 'app.resource.database.description' },
  knowledge: {
    param: 'space_name',
    label: 'app.resource.knowledge',
    help: 'app.resource.knowledge.description',
  },
  prompt: { param: 'prompt_code', label: 'app.resource.prompt', help: 'app.resource.prompt.description' },
  app: { param: 'app_code', label: 'app.resource.app', help: 'app.resource.app.description' },
  awel_flow: { param: 'flow_uid', label: 'app.resource.flow', help: 'app.resource.flow.description' },
  tool: { param: 'tool_name', label: 'app.resource.tool', help: 'app.resource.tool.description' },
  'tool(autogpt_plugins)': {
    param: 'tool_name',
    label: 'app.resource.tool',
    help: 'app.resource.tool.description',
  },
  'tool(mcp(sse))': {
    param: 'mcp_servers',
    label: 'app.resource.tool',
    help: 'app.resource.tool.description',
  },
} as const;

type ResourceType = (typeof RESOURCE_TYPES)[number];

const isResourceType = (value: string): value is ResourceType =>
  RESOURCE_TYPES.some((type) => type === value);

/** The things of a type the caller can pick, as v1 options (`[sqlite]Shop` style labels for databases). */
async function optionsOf(
  type: ResourceType,
  context: RouteContext,
  caller: AppViewer,
): Promise<ResourceOption[]> {
  const sources = context.repositories;
  switch (type) {
    case 'knowledge':
      return (await sources.knowledgeSpaces.list({ viewer: caller })).map((space) => ({
        label: space.name,
        key: space.name,
        description: space.desc ?? null,
      }));
    case 'database':
      return (await context.datasources.listRecords(caller)).map((record) => ({
        label: `[${record.type}]${record.displayName}`,
        key: record.displayName,
        description: record.description,
      }));
    case 'prompt':
      return (await sources.prompts.list({ viewer: caller.userId })).map((prompt) => ({
        label: prompt.prompt_name,
        key: prompt.prompt_code,
        description: prompt.prompt_desc,
      }));
    case 'app': {
      const { items } = await sources.apps.page({ viewer: caller, offset: 0, limit: 1000 });
      return items.map((app) => ({ label: app.appName, key: app.appCode, description: app.appDescribe }));
    }
    case 'tool':
    case 'tool(autogpt_plugins)':
    case 'tool(mcp(sse))':
      return (await toolStore.available(context, caller.userId)).map((tool) => ({
        label: tool.name,
        key: tool.name,
        description: tool.definition.description ?? null,
      }));
    default:
      return [];
  }
}

function descriptor(
  type: ResourceType,
  options: ResourceOption[],
  language: ServerLanguage,
): ParameterDescription {
  const { param, label, help } = PARAMETERS[type];
  return {
    param_class: type,
    param_name: param,
    param_type: 'str',
    label: localized(label).in(language),
    description: localized(help).in(language),
    default_value: null,
    required: true,
    is_array: false,
    valid_values: options,
    ext_metadata: null,
    nested_fields: null,
    param_order: 0,
  };
}

/** Contract 1.8: v1 options, or (version v2) one parameter descriptor whose valid values are the options. */
export async function listResources(
  query: { type: string; version?: string },
  context: RouteContext,
  caller: AppViewer,
  language: ServerLanguage,
): Promise<AppResourcesResponse> {
  if (!isResourceType(query.type)) return [];
  const options = await optionsOf(query.type, context, caller);
  if (query.version === 'v2') return [descriptor(query.type, options, language)];
  return options;
}
