import type { ChatCompletionBody, FakeReply } from '../../support/fake-openai';

/** What the fake agent answers once its search came back: cites the first passage. */
export const AGENT_ANSWER = 'Unopened items can be returned within thirty days for a full refund [1].';

/** What the fake agent answers once an order look-up came back: the status the tool returned. */
export const orderAnswer = (status: string) => `The order desk says the order is ${status}.`;

function offeredToolNames(body: ChatCompletionBody): string[] {
  const tools = Array.isArray(body.tools) ? (body.tools as unknown[]) : [];
  return tools.flatMap((tool) => {
    const name =
      typeof tool === 'object' && tool !== null && 'function' in tool
        ? (tool as { function?: { name?: unknown } }).function?.name
        : undefined;
    return typeof name === 'string' ? [name] : [];
  });
}

function offersTool(body: ChatCompletionBody, name: string): boolean {
  return offeredToolNames(body).includes(name);
}

/**
 * An agent offered an installed plugin's `lookup_order` (named `<plugin>_lookup_order`) looks up the order
 * id in the question (like `A-1`), then answers with the status found in the tool's result.
 */
export function orderToolReplyFor(body: ChatCompletionBody, question: string): FakeReply | undefined {
  const tool = offeredToolNames(body).find((name) => name.endsWith('_lookup_order'));
  if (!tool) return undefined;
  const last = body.messages.at(-1);
  if (last?.role === 'tool') {
    const result = typeof last.content === 'string' ? last.content : JSON.stringify(last.content);
    return { text: orderAnswer(/"status":\s*"([^"]+)"/.exec(result)?.[1] ?? 'not found') };
  }
  const orderId = /[A-Z]-\d+/.exec(question)?.[0] ?? '';
  return { toolCalls: [{ name: tool, arguments: { order_id: orderId } }] };
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
