import type { ServerLanguage } from '../i18n/language';
import type { ChatModel, PromptMessage } from '../models/chat-model';
import type { AgentProfile } from './agent-profiles';
import { runAgent, type AgentLimits, type AgentRunResult } from './agent-run';
import type { AnyAgentTool } from './agent-tool';
import type { AgentTranscript, TranscriptMessage } from './agent-transcript';
import type { FoundReferences } from './tools/knowledge-search';

/** One agent of an app, ready to run: its model, its tools from the app's resources, its context. */
export interface TeamMember {
  profile: AgentProfile;
  model: ChatModel;
  /** The app's prompt for this agent (its prompt template), added to the profile's instructions. */
  prompt?: string;
  tools: readonly AnyAgentTool[];
  /** Texts its system prompt carries (the schemas of its databases). */
  context: readonly string[];
  temperature?: number;
  maxNewTokens?: number;
}

/** What every run of a team shares. */
export interface TeamRun {
  question: string;
  /** Earlier rounds of the conversation, as user and assistant text. */
  history: readonly PromptMessage[];
  members: readonly TeamMember[];
  limits: AgentLimits;
  language: ServerLanguage;
  transcript: AgentTranscript;
  /** What the members' knowledge searches found, for the answer's references. */
  references: FoundReferences;
  signal: AbortSignal;
}

export function systemPromptOf(member: TeamMember, extra: readonly string[] = []): string {
  const parts = [member.profile.instructions, member.prompt?.trim(), ...member.context, ...extra];
  parts.push("Answer in the language of the user's question.");
  return parts.filter(Boolean).join('\n\n');
}

/** Runs `member` on `task` (a user message after the history), writing into `message`. */
export function runMember(
  run: TeamRun,
  member: TeamMember,
  message: TranscriptMessage,
  task: string,
  options: { withTools?: boolean; extraSystem?: readonly string[] } = {},
): Promise<AgentRunResult> {
  return runAgent({
    model: member.model,
    system: systemPromptOf(member, options.extraSystem),
    conversation: [...run.history, { role: 'user', content: task }],
    tools: options.withTools === false ? [] : member.tools,
    limits: run.limits,
    temperature: member.temperature,
    maxNewTokens: member.maxNewTokens,
    message,
    transcript: run.transcript,
    language: run.language,
    signal: run.signal,
  });
}
