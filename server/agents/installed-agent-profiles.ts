import type { Repositories } from '../repositories';
import type { InstalledAgent } from '../repositories/installed-agents';
import {
  AGENT_PROFILES,
  findAgentProfile,
  type AgentProfile,
  type AgentResourceKind,
} from './agent-profiles';

const RESOURCE_KINDS: readonly AgentResourceKind[] = ['knowledge', 'database', 'tool', 'prompt'];
const isResourceKind = (kind: string): kind is AgentResourceKind =>
  RESOURCE_KINDS.some((known) => known === kind);

type AgentStore = Pick<Repositories, 'installedAgents'>;

/** An agent a package installed, as the runtime and `agents/list` use every agent. */
export function installedAgentProfile(agent: InstalledAgent): AgentProfile {
  return {
    name: agent.role,
    goal: { in: (language) => agent.goal[language] },
    resourceKinds: agent.resourceKinds.filter(isResourceKind),
    instructions: agent.instructions,
  };
}

/** The built-in agents, then those packages installed (a built-in role is never shadowed). */
export async function allAgentProfiles(repositories: AgentStore): Promise<AgentProfile[]> {
  const installed = await repositories.installedAgents.list();
  return [
    ...AGENT_PROFILES,
    ...installed.filter((agent) => !findAgentProfile(agent.role)).map(installedAgentProfile),
  ];
}

/** The agent of that role (any case): a built-in one, else one a package installed. */
export async function findAnyAgentProfile(
  repositories: AgentStore,
  name: string | null | undefined,
): Promise<AgentProfile | undefined> {
  const builtIn = findAgentProfile(name);
  if (builtIn || !name?.trim()) return builtIn;
  const installed = await repositories.installedAgents.find(name);
  return installed ? installedAgentProfile(installed) : undefined;
}
