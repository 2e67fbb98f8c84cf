import { canUseDatasource, type DatasourceCaller } from '../../datasources/datasource-access';
import type { RouteContext } from '../../context';
import { NODE_DEFINITIONS } from '../nodes';

const ALL = 10_000;

/**
 * The names a built-in key has on this server, each its own value (DB-GPT's built-in providers answer a
 * model's or a space's name as the value); `dbgpt.core.variables`/`secrets` are answered from storage instead.
 */
export async function builtinNames(
  key: string,
  context: Pick<RouteContext, 'repositories' | 'modelRegistry'>,
  /** Who lists them: only the flows, spaces and datasources they may use (all when left out: a name check in a run). */
  viewer?: DatasourceCaller,
) {
  const { repositories } = context;
  switch (key) {
    case 'dbgpt.core.flow.flows':
      return (await repositories.flows.page({ viewer }, 1, ALL)).items.map((flow) => ({
        name: flow.name,
        label: flow.label,
      }));
    case 'dbgpt.core.flow.nodes':
      return NODE_DEFINITIONS.map((node) => ({ name: node.name, label: node.name }));
    case 'dbgpt.core.model.llms':
      return (await context.modelRegistry.listModelNames()).map((name) => ({ name, label: name }));
    case 'dbgpt.core.datasources':
      return (await repositories.datasources.list())
        .filter((source) => viewer === undefined || canUseDatasource(source, viewer))
        .map((source) => ({
          name: source.displayName,
          label: source.displayName,
        }));
    case 'dbgpt.core.knowledge_spaces':
      return (await repositories.knowledgeSpaces.list({ viewer })).map((space) => ({
        name: space.name,
        label: space.name,
      }));
    default:
      return [];
  }
}
