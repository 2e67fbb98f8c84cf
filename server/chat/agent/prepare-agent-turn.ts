import type { ServerLanguage } from '../../i18n/language';
import { localized, type LocalizedText } from '../../i18n/localized-text';
import { DEFAULT_AGENT_LIMITS, type AgentLimits } from '../../agents/agent-run';
import { runAutoPlanTeam } from '../../agents/auto-plan-team';
import { runSingleAgentTeam } from '../../agents/single-agent-team';
import type { TeamRun } from '../../agents/team-member';
import { FoundReferences } from '../../agents/tools/knowledge-search';
import { agentAnswerText } from '../../agents/vis-answer';
import type { ChatModel, PromptMessage } from '../../models/chat-model';
import { ModelProviderError } from '../../models/provider-error';
import type { FrameFormat } from '../answer-frames';
import type { AnswerProducer } from '../chat-turn';
import { agentProducer } from './agent-producer';
import type { AgentAppSpec } from '../../apps/agent-app';
import type { PluginCaller, PluginNeed } from './plugin-resources';
import { openPluginSession, type PluginSession } from './plugin-session';
import { DEFAULT_TOOL_CALL_TIMEOUT_MS } from '../../plugins/runtime/tool-runtime';
import { buildTeamMembers } from './team-builder';
import type { RouteContext } from '../../context';
import type { DatasourceCaller } from '../../datasources/datasource-access';

/** How long a whole agent answer may take: plans of several steps with tools take minutes, not hours. */
export const AGENT_TURN_TIMEOUT_MS = 10 * 60_000;

export interface AgentTurn {
  produce: AnswerProducer;
  frameFormat: FrameFormat;
}

export type AgentTurnResult = { ok: true; turn: AgentTurn } | { ok: false; problem: LocalizedText };

/** The earlier rounds, for the agents: what each answer said to the user, not its blocks. */
function historyOf(messages: readonly PromptMessage[]): PromptMessage[] {
  const rounds = messages.filter((message) => message.role === 'user' || message.role === 'assistant');
  // The last user message is the question itself; the team is given it as its task.
  const history = rounds.at(-1)?.role === 'user' ? rounds.slice(0, -1) : rounds;
  return history.map((message) =>
    message.role === 'assistant' && typeof message.content === 'string'
      ? { role: 'assistant', content: agentAnswerText(message.content) }
      : message,
  );
}

async function openTurnPlugins(
  needs: readonly PluginNeed[][],
  input: { caller?: PluginCaller; language: ServerLanguage },
  signal: AbortSignal,
): Promise<PluginSession | undefined> {
  const all = needs.flat();
  if (all.length === 0 || !input.caller) return undefined;
  return openPluginSession(all, {
    caller: input.caller,
    signal,
    language: input.language,
    // The agents' own limit (`limits.toolTimeoutMs`) still applies when it is the shorter one.
    callTimeoutMs: input.caller.context.toolCalls?.timeoutMs ?? DEFAULT_TOOL_CALL_TIMEOUT_MS,
  });
}

/**
 * A `chat_agent` turn of an agent app: its agents built from the app (resources resolved now, so a
 * missing space or datasource is told before anything streams), then the team's views streamed.
 */
export async function prepareAgentTurn(input: {
  context: Pick<RouteContext, 'knowledge' | 'datasources' | 'modelRegistry' | 'repositories'>;
  app: AgentAppSpec;
  chatModel: ChatModel;
  question: string;
  language: ServerLanguage;
  limits?: AgentLimits;
  timeoutMs?: number;
  /** Who chats: the app's installed tools are theirs or everyone's, and their calls are counted for them. */
  caller?: PluginCaller;
  /** Whose datasources the app's resources name: its owner's choice runs for everyone who may chat with it. */
  datasourceActor: DatasourceCaller;
}): Promise<AgentTurnResult> {
  const references = new FoundReferences();
  const built = await buildTeamMembers({ ...input, details: input.app.details, references });
  if (!built.ok) return built;
  const runTeam = input.app.teamMode === 'auto_plan' ? runAutoPlanTeam : runSingleAgentTeam;
  const timeoutMs = input.timeoutMs ?? AGENT_TURN_TIMEOUT_MS;
  const limits = input.limits ?? DEFAULT_AGENT_LIMITS;
  const produce = agentProducer(async (transcript, signal, messages) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const turnSignal = AbortSignal.any([signal, timeout]);
    // Plugins open when the turn runs, not when it is prepared, so whatever ends the turn closes them.
    const plugins = await openTurnPlugins(built.plugins, input, turnSignal);
    const run: TeamRun = {
      question: input.question,
      history: historyOf(messages),
      members: built.members.map((member, index) => ({
        ...member,
        tools: [...member.tools, ...(plugins?.toolsOf(built.plugins[index] ?? []) ?? [])],
      })),
      limits,
      language: input.language,
      transcript,
      references,
      signal: turnSignal,
    };
    try {
      await runTeam(run);
    } catch (error) {
      if (timeout.aborted && !signal.aborted)
        throw new ModelProviderError(
          'timeout',
          localized('agents.turnTimedOut', { minutes: Math.round(timeoutMs / 60_000) }),
          {
            cause: error,
          },
        );
      throw error;
    } finally {
      await plugins?.close();
    }
  });
  return { ok: true, turn: { produce, frameFormat: 'vis' } };
}
