import { HUMAN_RECEIVER } from '@/contract/constants/agent-vis';

const FENCED_BLOCK = /(`{3,})([\w-]*)\n([\s\S]*?)\n\1/g;
const REFERENCES = /<references\s[^>]*>\s*<\/references>/g;

/**
 * What a stored agent answer said to the user, for the model's history of later rounds: the words of
 * the last message to the user, without tool cards, charts, thinking or references. Text that holds no
 * agent blocks (any other answer) comes back as it is.
 */
export function agentAnswerText(view: string): string {
  let answer: string | undefined;
  for (const match of view.matchAll(FENCED_BLOCK)) {
    if (match[2] !== 'agent-messages') continue;
    try {
      const parsed: unknown = JSON.parse(match[3] ?? '');
      for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
        const message = item as { receiver?: unknown; markdown?: unknown };
        const toUser = !message.receiver || message.receiver === HUMAN_RECEIVER;
        if (toUser && typeof message.markdown === 'string') answer = message.markdown;
      }
    } catch {
      // A block that is not JSON says nothing to the model.
    }
  }
  if (answer === undefined) return view.replace(REFERENCES, '').trim();
  return answer
    .replace(FENCED_BLOCK, '')
    .replace(REFERENCES, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
