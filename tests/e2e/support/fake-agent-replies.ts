import type { ChatCompletionBody, FakeReply } from '../../support/fake-openai';

/** What the fake agent answers once its search came back: cites the first passage. */
export const AGENT_ANSWER = 'Unopened items can be returned within thirty days for a full refund [1].';

function offersTool(body: ChatCompletionBody, name: string): boolean {
  const tools = Array.isArray(body.tools) ? (body.tools as unknown[]) : [];
  return tools.some(
    (tool) =>
      typeof tool === 'object' &&
      tool !== null &&
      'function' in tool &&
      (tool as { function?: { name?: unknown } }).function?.name === name,
  );
}

/**
 * An agent offered `search_knowledge` (an agent app with a knowledge resource) searches first with the
 * question, then answers citing what it found; other requests are not the agent's.
 */
export function agentReplyFor(body: ChatCompletionBody, question: string): FakeReply | undefined {
  if (!offersTool(body, 'search_knowledge')) return undefined;
  if (body.messages.at(-1)?.role === 'tool') return { text: AGENT_ANSWER };
  return { toolCalls: [{ name: 'search_knowledge', arguments: { query: question.trim() } }] };
}
