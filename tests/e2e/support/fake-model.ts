import type { ChatCompletionBody, FakeReply } from '../../support/fake-openai';
import { agentReplyFor, orderToolReplyFor } from './fake-agent-replies';
import { dataReplyFor } from './fake-data-replies';

/**
 * How the end-to-end fake model answers: the browser scripts it through the question it types,
 * since the tests cannot reach the process the fake runs in.
 *  [[slow]]   a long answer at ~30 words per second (to stop it midway)
 *  [[count]]  "Answer number N", N counting every such request (to see a retry produce a new answer)
 *  [[xss]]    markdown carrying an onerror image and a javascript: link
 *  [[think]]  thinking text, then an answer
 *  [[file]]   repeats the FILE-MARKER-… token found anywhere in the prompt (an attached text file)
 *  agents offered search_knowledge (tests/e2e/support/fake-agent-replies.ts): search, then a cited answer
 *  agents offered an MCP plugin's lookup_order (same file): look the order up, then tell its status
 *  data chats (tests/e2e/support/fake-data-replies.ts): "orders per month", "sales by region", "dashboard"
 *  otherwise  "Echo: <question>"
 */
export const XSS_ANSWER = [
  'Here is an image: <img src=x onerror="window.__xss=1">',
  '',
  '[click me](javascript:window.__xss=2)',
  '',
  '<script>window.__xss=3</script>',
  '',
  '**bold** and a [safe link](https://example.org).',
].join('\n');

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (part && typeof part === 'object' && 'text' in part ? String(part.text) : ''))
      .join('\n');
  }
  return '';
}

export function createFakeModelScript(): (body: ChatCompletionBody) => FakeReply {
  let counter = 0;
  return (body) => {
    const userMessages = body.messages.filter((message) => message.role === 'user');
    const question = textOf(userMessages.at(-1)?.content);
    const prompt = body.messages.map((message) => textOf(message.content)).join('\n');
    if (question.includes('[[slow]]')) {
      const words = Array.from({ length: 400 }, (_, index) => `word${index} `);
      return { chunks: words, tokenDelayMs: 35 };
    }
    if (question.includes('[[count]]')) {
      counter += 1;
      return { text: `Answer number ${counter}` };
    }
    if (question.includes('[[xss]]')) return { chunks: [XSS_ANSWER] };
    if (question.includes('[[think]]'))
      return { reasoning: 'Weighing the options first.', text: 'Decided: 42.' };
    if (question.includes('[[file]]')) {
      const marker = /FILE-MARKER-\w+/.exec(prompt)?.[0] ?? 'no file seen';
      return { text: `The file says ${marker}` };
    }
    const agentReply = agentReplyFor(body, question);
    if (agentReply) return agentReply;
    const orderReply = orderToolReplyFor(body, question);
    if (orderReply) return orderReply;
    const dataReply = dataReplyFor(question);
    if (dataReply) return dataReply;
    return { text: `Echo: ${question.trim()}` };
  };
}
