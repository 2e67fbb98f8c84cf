/** DB-GPT embeds model thinking at the start of `content` as a six-backtick `vis-thinking` fence (contract S.3). */
const THINKING_OPEN = /^\s*`{6,}vis-thinking[^\n]*(?:\n|$)/;
const FENCE_CLOSE = /^`{6,}[ \t]*$/m;

export interface SplitMessage {
  /** The thinking text, or null when the message carries none. */
  thinking: string | null;
  /** What remains to render as the answer. */
  answer: string;
}

/**
 * Separates a leading `vis-thinking` block from the answer. The stream has no end marker, so while the
 * model is still thinking the block is open and everything after the fence is thinking.
 */
export function splitThinking(content: string): SplitMessage {
  const open = THINKING_OPEN.exec(content);
  if (!open) return { thinking: null, answer: content };
  const rest = content.slice(open[0].length);
  const close = FENCE_CLOSE.exec(rest);
  if (!close) return { thinking: rest.trimEnd(), answer: '' };
  return {
    thinking: rest.slice(0, close.index).trimEnd(),
    answer: rest.slice(close.index + close[0].length).replace(/^\s*\n/, ''),
  };
}

/** The `reasoning` field and any embedded thinking, joined; null when there is none. */
export function combineThinking(reasoning: string | undefined, embedded: string | null): string | null {
  const fromReasoning = reasoning?.trim() ?? '';
  if (!fromReasoning && embedded === null) return null;
  // An empty embedded block still means the model has started thinking: the block shows at once.
  return [fromReasoning, embedded?.trim() ?? ''].filter(Boolean).join('\n\n');
}
