import { HUMAN_RECEIVER, type AgentPlanStep, type VisPlugin } from '@/contract/agent-vis';
import { agentMessagesBlock, agentPlansBlock, visPluginBlock, visThinkingBlock } from './vis-blocks';

type MessagePart =
  { kind: 'text'; text: string } | { kind: 'tool'; call: VisPlugin } | { kind: 'view'; markdown: string };

/** One agent's message as it is being written: thinking, text, tool cards and views, in order. */
export class TranscriptMessage {
  thinking = '';
  private readonly parts: MessagePart[] = [];

  constructor(
    readonly sender: string,
    readonly receiver: string,
    readonly model: string | null,
  ) {}

  appendText(text: string): void {
    if (!text) return;
    const last = this.parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else this.parts.push({ kind: 'text', text });
  }

  /** Starts a tool card; the caller updates the returned card as the call runs and ends. */
  startTool(name: string, args: string): VisPlugin {
    const call: VisPlugin = { name, args, status: 'running', logo: null, result: '', err_msg: '' };
    this.parts.push({ kind: 'tool', call });
    return call;
  }

  addView(markdown: string): void {
    this.parts.push({ kind: 'view', markdown });
  }

  /** The message's words only (no cards or views): what a later model call reads of it. */
  get text(): string {
    return this.parts
      .flatMap((part) => (part.kind === 'text' ? [part.text.trim()] : []))
      .filter(Boolean)
      .join('\n\n');
  }

  markdown(): string {
    const pieces = this.thinking ? [visThinkingBlock(this.thinking.trim())] : [];
    for (const part of this.parts) {
      if (part.kind === 'text') pieces.push(part.text.trim());
      else if (part.kind === 'tool') pieces.push(visPluginBlock(part.call));
      else pieces.push(part.markdown);
    }
    return pieces.filter(Boolean).join('\n\n');
  }
}

/**
 * Everything a `chat_agent` answer shows: the plan (auto plan) and the agents' messages. `render()` is
 * the whole view, which each frame repeats (contract S.4); `onChange` asks for a new frame.
 */
export class AgentTranscript {
  plan: AgentPlanStep[] | null = null;
  readonly messages: TranscriptMessage[] = [];
  /** DB-GPT's `<references>` element after the blocks, where the client finds a knowledge answer's sources. */
  private references = '';

  constructor(readonly onChange: () => void = () => {}) {}

  addMessage(
    sender: string,
    receiver: string = HUMAN_RECEIVER,
    model: string | null = null,
  ): TranscriptMessage {
    const message = new TranscriptMessage(sender, receiver, model);
    this.messages.push(message);
    this.onChange();
    return message;
  }

  setPlan(steps: AgentPlanStep[]): void {
    this.plan = steps;
    this.onChange();
  }

  setReferences(element: string): void {
    this.references = element;
    this.onChange();
  }

  render(): string {
    const blocks = this.plan ? [agentPlansBlock(this.plan)] : [];
    for (const message of this.messages) {
      blocks.push(
        agentMessagesBlock([
          {
            sender: message.sender,
            receiver: message.receiver,
            model: message.model,
            markdown: message.markdown(),
          },
        ]),
      );
    }
    return blocks.join('\n') + this.references;
  }
}
