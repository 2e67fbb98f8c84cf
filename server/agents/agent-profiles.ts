import type { LocalizedText } from '../i18n/localized-text';
import { localized } from '../i18n/localized-text';

/** The kinds of an app's resources an agent can work with (contract 1.19's resource types). */
export type AgentResourceKind = 'knowledge' | 'database' | 'tool' | 'prompt';

/** An agent an app can use: `agents/list` shows its name and goal; the runtime gives it its instructions. */
export interface AgentProfile {
  /** DB-GPT's role name where DB-GPT has one, so apps made there keep working here. */
  name: string;
  goal: LocalizedText;
  resourceKinds: readonly AgentResourceKind[];
  /** The core of its system prompt (said to the model, in English; the answer follows the user's language). */
  instructions: string;
}

export const ASSISTANT = 'Assistant';
export const KNOWLEDGE_EXPERT = 'KnowledgeExpert';
export const DATA_ANALYST = 'DataScientist';
export const TOOL_EXPERT = 'ToolExpert';
export const PLANNER = 'Planner';
export const SUMMARIZER = 'Summarizer';

export const AGENT_PROFILES: readonly AgentProfile[] = [
  {
    name: ASSISTANT,
    goal: localized('agents.goal.assistant'),
    resourceKinds: ['knowledge', 'database', 'tool', 'prompt'],
    instructions:
      'You are a helpful assistant. Use the tools you are given when they help answer the question; otherwise answer directly. Be accurate and concise.',
  },
  {
    name: KNOWLEDGE_EXPERT,
    goal: localized('agents.goal.knowledge'),
    resourceKinds: ['knowledge', 'prompt'],
    instructions:
      'You answer questions from knowledge spaces. Always search the knowledge first, answer only from the passages you found, and cite them by their numbers like [1]. If the passages do not contain the answer, say so.',
  },
  {
    name: DATA_ANALYST,
    goal: localized('agents.goal.data'),
    resourceKinds: ['database', 'prompt'],
    instructions:
      'You are a data analyst. Answer questions about data by writing one read-only SQL query at a time in the database dialect given, running it with the run_sql tool, and explaining the result. Use only tables and columns from the schema given. If a query fails, read the error and fix the query.',
  },
  {
    name: TOOL_EXPERT,
    goal: localized('agents.goal.tools'),
    resourceKinds: ['tool', 'prompt'],
    instructions:
      'You solve tasks by calling the tools you are given with correct arguments, reading their results, and reporting what they returned. If a tool fails, say so and try another way.',
  },
  {
    name: PLANNER,
    goal: localized('agents.goal.planner'),
    resourceKinds: [],
    instructions:
      'You split a question into a short plan of steps, each given to one of the available agents. Use as few steps as the question needs (at most {maxSteps}). Call the make_plan tool with the plan.',
  },
  {
    name: SUMMARIZER,
    goal: localized('agents.goal.summarizer'),
    resourceKinds: [],
    instructions:
      "You write the final answer to the user's question from the results of the plan's steps. Keep the facts, numbers and citations of the results; do not invent anything they do not say.",
  },
];

export function findAgentProfile(name: string | null | undefined): AgentProfile | undefined {
  const wanted = (name ?? '').trim().toLowerCase();
  return AGENT_PROFILES.find((profile) => profile.name.toLowerCase() === wanted);
}

/** Agents a team's plan can give steps to (the planner and the summariser run the team). */
export const isWorkerAgent = (profile: AgentProfile) =>
  profile.name !== PLANNER && profile.name !== SUMMARIZER;
