import type { FlowOption } from '@/contract/flow';
import { allAgentProfiles } from '../agents/installed-agent-profiles';
import { callerForUser, canUseDatasource } from '../datasources/datasource-access';
import type { ServerLanguage } from '../i18n/language';
import { canUseSpace } from '../knowledge/space-access';
import type { ModelRegistry } from '../models/model-registry';
import type { Repositories } from '../repositories';
import { createNodeLookup } from './node-lookup';
import type { FixedOption, OptionSourceName, ParamSpec, ParamValues } from './nodes/node-definition';

/** What the choices of a parameter are read from: this server's models, spaces, datasources, prompts, agents. */
export interface OptionContext {
  repositories: Repositories;
  modelRegistry: ModelRegistry;
  /** Whose choices: their own and public spaces (all of them for an administrator). */
  userId: string;
  isAdmin?: boolean;
  language: ServerLanguage;
}

const viewerOf = (context: OptionContext) => ({ userId: context.userId, isAdmin: context.isAdmin ?? false });

const option = (label: string, value: string): FlowOption => ({ label, name: value, value, children: null });

async function documentsOf(context: OptionContext, space: unknown): Promise<FlowOption[]> {
  if (typeof space !== 'string' || !space) return [];
  const found = await context.repositories.knowledgeSpaces.findByName(space);
  if (!found || !canUseSpace(found, viewerOf(context))) return [];
  const documents = await context.repositories.knowledgeDocuments.listBySpace(found.id);
  return documents.map((document) => option(document.docName, document.docName));
}

async function fromSource(
  source: OptionSourceName,
  context: OptionContext,
  depends: ParamValues,
): Promise<FlowOption[]> {
  const { repositories } = context;
  switch (source) {
    case 'models':
      return (await context.modelRegistry.listModelNames()).map((name) => option(name, name));
    case 'spaces':
      return (await repositories.knowledgeSpaces.list({ viewer: viewerOf(context) })).map((space) =>
        option(space.name, space.name),
      );
    case 'documents':
      return documentsOf(context, depends.space);
    case 'datasources': {
      const caller = await callerForUser(repositories, context.userId);
      return (await repositories.datasources.list())
        .filter((datasource) => canUseDatasource(datasource, caller))
        .map((datasource) => option(`[${datasource.type}]${datasource.displayName}`, datasource.displayName));
    }
    case 'prompts':
      return (await repositories.prompts.list({ viewer: context.userId })).map((prompt) =>
        option(prompt.prompt_name, prompt.prompt_code),
      );
    case 'agents':
      return (await allAgentProfiles(repositories)).map((profile) => option(profile.name, profile.name));
  }
}

function fixed(options: readonly FixedOption[], language: ServerLanguage): FlowOption[] {
  return options.map((choice) => option(choice.label.in(language), choice.value));
}

/**
 * Loads choices once per source and request. Parameters whose choices depend on others (`refreshDepends`)
 * are keyed by those values too.
 */
export function createOptionLoader(context: OptionContext) {
  const cache = new Map<string, Promise<FlowOption[]>>();
  return {
    /** The node types canvases may use: built-in ones and installed composite operators. */
    nodes: createNodeLookup(context.repositories),
    /** The choices of `spec`, or null for a free value. */
    async optionsOf(spec: ParamSpec, values: ParamValues = {}): Promise<FlowOption[] | null> {
      if (spec.options === undefined) return null;
      if (typeof spec.options !== 'string') return fixed(spec.options, context.language);
      const depends = Object.fromEntries((spec.refreshDepends ?? []).map((name) => [name, values[name]]));
      const key = `${spec.options}:${JSON.stringify(depends)}`;
      let loading = cache.get(key);
      if (!loading) {
        loading = fromSource(spec.options, context, depends);
        cache.set(key, loading);
      }
      return loading;
    },
  };
}
export type OptionLoader = ReturnType<typeof createOptionLoader>;
