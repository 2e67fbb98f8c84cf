import { findAgentProfile, ASSISTANT, isWorkerAgent, type AgentProfile } from '../../agents/agent-profiles';
import { findAnyAgentProfile } from '../../agents/installed-agent-profiles';
import type { AnyAgentTool } from '../../agents/agent-tool';
import type { TeamMember } from '../../agents/team-member';
import { knowledgeSearchTool, type FoundReferences } from '../../agents/tools/knowledge-search';
import { runSqlTool } from '../../agents/tools/run-sql';
import type { ServerLanguage } from '../../i18n/language';
import { localized, type LocalizedText } from '../../i18n/localized-text';
import type { SpaceRef } from '../../knowledge/pipeline';
import type { DatasourceCaller } from '../../datasources/datasource-access';
import type { ChatModel } from '../../models/chat-model';
import type { RouteContext } from '../../context';
import type { DataTarget } from '../runtime/data/data-target';
import { resolveDatasourceTarget } from '../runtime/data/datasource-target';
import { resourceTarget, type AgentDetailSpec } from '../../apps/agent-app';
import {
  resolvePluginResource,
  TOOL_RESOURCE_TYPES,
  type PluginCaller,
  type PluginNeed,
} from './plugin-resources';

/** The members, and per member (same order) the plugins it calls, opened when the turn runs. */
export type TeamBuild =
  { ok: true; members: TeamMember[]; plugins: PluginNeed[][] } | { ok: false; problem: LocalizedText };

interface BuildInput {
  context: Pick<RouteContext, 'knowledge' | 'datasources' | 'modelRegistry' | 'repositories'>;
  details: readonly AgentDetailSpec[];
  /** The chat's model: the one agents use unless their LLM strategy names another. */
  chatModel: ChatModel;
  question: string;
  references: FoundReferences;
  language: ServerLanguage;
  /** Who chats: needed for installed tools (resources of the tool types); without it they are not found. */
  caller?: PluginCaller;
  /** Whose datasources the resources name: the app's owner (their choice), or the user running a flow. */
  datasourceActor: DatasourceCaller;
}

async function modelFor(input: BuildInput, detail: AgentDetailSpec): Promise<ChatModel> {
  if (detail.llmStrategy !== 'priority') return input.chatModel;
  for (const name of detail.llmStrategyValue ?? []) {
    const model = await input.context.modelRegistry.getChatModel(name);
    if (model) return model;
  }
  return input.chatModel;
}

async function promptFor(
  input: BuildInput,
  template: string | null | undefined,
): Promise<string | undefined> {
  const text = template?.trim();
  if (!text) return undefined;
  const stored = await input.context.repositories.prompts.findByCode(text);
  return stored?.content ?? text;
}

/** Whether the agent works with resources of this type (`tool(...)` types are tools). */
const takesResource = (profile: AgentProfile, type: string) =>
  profile.resourceKinds.some((kind) => type === kind || (kind === 'tool' && type.startsWith('tool')));

/**
 * The member's tools and schema texts from the resources of the kinds its agent works with; a resource
 * that is gone is a problem.
 */
async function resourcesOf(
  input: BuildInput,
  detail: AgentDetailSpec,
  profile: AgentProfile,
): Promise<{ tools: AnyAgentTool[]; context: string[]; plugins: PluginNeed[] } | LocalizedText> {
  const spaces: SpaceRef[] = [];
  const targets: DataTarget[] = [];
  const plugins: PluginNeed[] = [];
  for (const resource of detail.resources) {
    if (!takesResource(profile, resource.type)) continue;
    if (TOOL_RESOURCE_TYPES.has(resource.type)) {
      const needs = await resolvePluginResource(input.caller, resource);
      if ('in' in needs) return needs;
      plugins.push(...needs);
      continue;
    }
    const name = resourceTarget(resource);
    if (!name) continue;
    if (resource.type === 'knowledge') {
      const space = await input.context.knowledge.findSpace(name);
      if (!space) return localized('knowledgeRetrieval.spaceNotFound', { space: name });
      spaces.push(space);
    } else if (resource.type === 'database') {
      const resolved = await resolveDatasourceTarget(
        input.context.datasources,
        input.datasourceActor,
        name,
        input.language,
      );
      if (!resolved.ok) return resolved.problem;
      targets.push(resolved.target);
    }
  }
  const tools: AnyAgentTool[] = [];
  if (spaces.length)
    tools.push(knowledgeSearchTool(input.context.knowledge, spaces, input.references, input.language));
  if (targets.length) tools.push(runSqlTool(targets, input.language));
  const context = targets.map(
    (target) => `Database "${target.name}" (${target.dialect}):\n${target.schemaFor(input.question)}`,
  );
  return { tools, context, plugins };
}

/**
 * The app's agents ready to run: each with its profile (an unknown agent name works as the assistant),
 * model, prompt, and the tools its resources give. The planner and summariser are not members.
 */
export async function buildTeamMembers(input: BuildInput): Promise<TeamBuild> {
  const members: TeamMember[] = [];
  const plugins: PluginNeed[][] = [];
  for (const detail of input.details) {
    const profile =
      (await findAnyAgentProfile(input.context.repositories, detail.agentName)) ??
      findAgentProfile(ASSISTANT);
    if (!profile || !isWorkerAgent(profile)) continue;
    const resources = await resourcesOf(input, detail, profile);
    if ('in' in resources) return { ok: false, problem: resources };
    members.push({
      profile,
      model: await modelFor(input, detail),
      prompt: await promptFor(input, detail.promptTemplate),
      tools: resources.tools,
      context: resources.context,
    });
    plugins.push(resources.plugins);
  }
  if (members.length === 0) return { ok: false, problem: localized('agents.noAgents') };
  return { ok: true, members, plugins };
}
