import type { ServerLanguage } from '../i18n/language';
import { localized } from '../i18n/localized-text';
import type { ChatModel, PromptMessage, ToolCall } from '../models/chat-model';
import { runToolCall, toolDefinition, type AnyAgentTool, type ToolCallProblems } from './agent-tool';
import type { AgentTranscript, TranscriptMessage } from './agent-transcript';
import { ToolCallCollector } from './tool-calls';

export interface AgentLimits {
  /** Model calls that may use tools; one more call then answers without them. */
  maxSteps: number;
  toolTimeoutMs: number;
}

export const DEFAULT_AGENT_LIMITS: AgentLimits = { maxSteps: 6, toolTimeoutMs: 60_000 };

// A tool's output can be a whole table; the model gets its start, which is what it can use anyway.
const TOOL_TEXT_LIMIT = 12_000;
// What the card shows of a result: enough to check it, not a page of rows.
const CARD_RESULT_LIMIT = 2_000;

const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit)}…` : text);

export interface AgentRunInput {
  model: ChatModel;
  system: string;
  /** Earlier rounds and the task, as user and assistant messages. */
  conversation: readonly PromptMessage[];
  tools: readonly AnyAgentTool[];
  limits: AgentLimits;
  temperature?: number;
  maxNewTokens?: number;
  /** The message this agent writes into (its text, thinking and tool cards). */
  message: TranscriptMessage;
  transcript: AgentTranscript;
  language: ServerLanguage;
  signal: AbortSignal;
}

export interface AgentRunResult {
  /** The words of the agent's last model call: its answer. */
  answer: string;
  hitStepLimit: boolean;
}

function problemsIn(language: ServerLanguage): ToolCallProblems {
  return {
    unknownTool: (name) => localized('agents.unknownTool', { name }).in(language),
    badArguments: (detail) => localized('agents.badArguments', { detail }).in(language),
    timedOut: (seconds) => localized('agents.toolTimedOut', { seconds }).in(language),
  };
}

/** One model call: its words go to the message as they stream; answers its text and tool calls. */
async function callModel(
  input: AgentRunInput,
  messages: PromptMessage[],
  offerTools: boolean,
): Promise<{ text: string; calls: ToolCall[] }> {
  const { message, transcript } = input;
  const collector = new ToolCallCollector();
  let text = '';
  const stream = input.model.streamChat(
    {
      messages,
      temperature: input.temperature,
      maxNewTokens: input.maxNewTokens,
      tools: offerTools ? input.tools.map(toolDefinition) : undefined,
    },
    { signal: input.signal },
  );
  for await (const delta of stream) {
    text += delta.content;
    message.appendText(delta.content);
    message.thinking += delta.reasoning;
    collector.push(delta.toolCalls);
    if (delta.content || delta.reasoning) transcript.onChange();
  }
  return { text, calls: offerTools ? collector.complete() : [] };
}

async function runCalls(input: AgentRunInput, calls: readonly ToolCall[]): Promise<PromptMessage[]> {
  const { message, transcript } = input;
  const answers: PromptMessage[] = [];
  for (const call of calls) {
    const card = message.startTool(call.name, call.arguments);
    transcript.onChange();
    const started = performance.now();
    const result = await runToolCall(input.tools, call, {
      signal: input.signal,
      timeoutMs: input.limits.toolTimeoutMs,
      problems: problemsIn(input.language),
    });
    card.duration_ms = Math.round(performance.now() - started);
    if (result.ok) {
      card.status = 'complete';
      card.result = clip(result.output.text, CARD_RESULT_LIMIT);
      if (result.output.view) message.addView(result.output.view);
    } else {
      card.status = 'failed';
      card.err_msg = result.error;
    }
    transcript.onChange();
    const content = result.ok ? clip(result.output.text, TOOL_TEXT_LIMIT) : `Error: ${result.error}`;
    answers.push({ role: 'tool', toolCallId: call.id, content });
  }
  return answers;
}

/**
 * One agent working on its task: the model answers, or asks for tools, which run and whose results it
 * reads, up to `maxSteps` times; then it must answer. A failed tool is told to the model, which goes
 * on. Stopping (the signal) ends the run with the signal's reason.
 */
export async function runAgent(input: AgentRunInput): Promise<AgentRunResult> {
  const messages: PromptMessage[] = [{ role: 'system', content: input.system }, ...input.conversation];
  const canUseTools = input.tools.length > 0;
  for (let step = 0; ; step += 1) {
    const offerTools = canUseTools && step < input.limits.maxSteps;
    const { text, calls } = await callModel(input, messages, offerTools);
    if (calls.length === 0) return { answer: text.trim(), hitStepLimit: canUseTools && !offerTools };
    messages.push({ role: 'assistant', content: text, toolCalls: calls });
    messages.push(...(await runCalls(input, calls)));
    if (step + 1 === input.limits.maxSteps) {
      input.message.appendText(
        `\n\n${localized('agents.stepLimit', { steps: input.limits.maxSteps }).in(input.language)}\n\n`,
      );
      messages.push({ role: 'user', content: STEP_LIMIT_PROMPT });
    }
  }
}

// Said to the model, not shown: it has no tools left and must answer from what it found.
const STEP_LIMIT_PROMPT =
  'You have used all the tool calls allowed for this question. Answer now with what you found, and say what is missing.';
