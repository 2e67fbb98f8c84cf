import {
  packageResourceDefinitionSchema,
  toolDefinitionSchema,
  type ToolDefinition,
} from '@/contract/dbgpts-package';
import type { AgentQueryRequest, AgentQueryResponse, PluginHubItem } from '@/contract/plugin';
import { ApiError } from '../http/api-error';
import { describeIssues } from '../http/validate';
import type { ServerLanguage } from '../i18n/language';
import { localized } from '../i18n/localized-text';
import type { HubIndex, HubPackageSummary } from './hub-index';
import type { RouteContext } from '../context';

const DEFAULT_PAGE_SIZE = 20;

/** The market: every hub's `tool` resource packages. */
async function marketPackages(
  context: RouteContext,
  language: ServerLanguage,
  hubIndex: HubIndex,
): Promise<HubPackageSummary[]> {
  const packages = await hubIndex.list(context, language);
  return packages.filter((pkg) => pkg.type === 'resource' && pkg.resourceKind === 'tool');
}

function toHubItem(pkg: HubPackageSummary, installed: boolean): PluginHubItem {
  return {
    id: pkg.id,
    name: pkg.name,
    label: pkg.label,
    description: pkg.description,
    author: pkg.author,
    email: null,
    type: 'tool',
    version: pkg.version,
    storage_channel: pkg.source,
    storage_url: pkg.path,
    download_param: null,
    installed: installed ? 1 : 0,
    gmt_created: pkg.gmtModified,
  };
}

type Filter = NonNullable<AgentQueryRequest['filter']>;
const CONTAINS_FIELDS = ['name', 'description', 'author', 'email'] as const;
const EXACT_FIELDS = ['type', 'version', 'storage_channel', 'storage_url'] as const;

/** Names, descriptions, authors and e-mails match by a case-insensitive part; the other fields exactly. */
function matches(item: PluginHubItem, filter: Filter): boolean {
  const contains = CONTAINS_FIELDS.every((field) => {
    const wanted = filter[field]?.trim().toLowerCase();
    return !wanted || (item[field] ?? '').toLowerCase().includes(wanted);
  });
  return contains && EXACT_FIELDS.every((field) => !filter[field] || item[field] === filter[field]);
}

/** Contract 10.1: a page of the market, `installed` 1 when the caller has the plugin (theirs or everyone's). */
export async function marketPage(
  context: RouteContext,
  request: AgentQueryRequest,
  userId: string,
  language: ServerLanguage,
  hubIndex: HubIndex,
): Promise<AgentQueryResponse> {
  const installed = new Set(
    (await context.repositories.plugins.listVisible(userId)).map((plugin) => plugin.name),
  );
  const filter = request.filter ?? {};
  const items = (await marketPackages(context, language, hubIndex))
    .map((pkg) => toHubItem(pkg, installed.has(pkg.name)))
    .filter((item) => matches(item, filter));
  const pageIndex = request.page_index ?? 1;
  const pageSize = request.page_size ?? DEFAULT_PAGE_SIZE;
  return {
    page_index: pageIndex,
    page_size: pageSize,
    total_page: Math.ceil(items.length / pageSize),
    total_row_count: items.length,
    datas: items.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
  };
}

export interface MarketTool {
  definition: ToolDefinition;
  version: string | null;
  fileName: string;
}

const badPackage = (name: string, problem: ReturnType<typeof localized>) =>
  new ApiError(422, 'E0021', localized('plugin.badMarketPackage', { name, problem }));

/** The market package's tool, named after the package (the name the market lists); 404 when unknown. */
export async function loadMarketTool(
  context: RouteContext,
  name: string,
  language: ServerLanguage,
  hubIndex: HubIndex,
): Promise<MarketTool> {
  const listed = (await marketPackages(context, language, hubIndex)).some((pkg) => pkg.name === name);
  const pkg = listed ? await hubIndex.load(context, 'resource', name, language) : undefined;
  if (!pkg) throw ApiError.notFound(localized('plugin.notInMarket', { name }));
  const resource = packageResourceDefinitionSchema.safeParse(pkg.definition);
  if (!resource.success) throw badPackage(name, describeIssues(resource.error.issues));
  if (resource.data.kind !== 'tool')
    throw badPackage(name, localized('plugin.upload.notTool', { file: pkg.path }));
  const named = toolDefinitionSchema.safeParse({ ...resource.data.tool, name });
  if (!named.success) throw badPackage(name, describeIssues(named.error.issues));
  return { definition: named.data, version: pkg.version, fileName: `${pkg.source}/${pkg.path}` };
}
